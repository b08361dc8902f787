import { readFile, writeFile } from 'node:fs/promises';
import { UsageError } from './errors';
import type { Io } from './io';

/** A file argument's text; `-` reads standard input. A file that cannot be read is a usage error. */
export async function readInput(io: Io, path: string): Promise<string> {
  if (path === '-') return io.readStdin();
  try {
    return await readFile(path, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
}

/** Writes bytes (a PDF) to `path` as they are. */
export async function writeBinaryFile(path: string, bytes: Uint8Array): Promise<void> {
  try {
    await writeFile(path, bytes);
  } catch (err) {
    throw new UsageError(`cannot write ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
}

/** Writes `text` to `path` (the -o option). */
export async function writeOutputFile(path: string, text: string): Promise<void> {
  try {
    await writeFile(path, text.endsWith('\n') ? text : `${text}\n`);
  } catch (err) {
    throw new UsageError(`cannot write ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
}
