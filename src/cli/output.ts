import type { Io } from './io';

/** How a command prints: text for people, or one JSON document with --json. */
export interface Output {
  readonly json: boolean;
  /** The command's result: `data` as JSON with --json, else the text lines. */
  result(data: unknown, text: () => string | string[]): void;
  /** Raw text to stdout whatever the mode (a YAML template, a signed file). */
  raw(text: string): void;
  /** A note for people on stderr (never on stdout, so pipes stay clean). */
  note(line: string): void;
}

export function createOutput(io: Io, json: boolean): Output {
  const line = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);
  return {
    json,
    result(data, text) {
      if (json) io.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
      else {
        const t = text();
        io.stdout.write(line(Array.isArray(t) ? t.join('\n') : t));
      }
    },
    raw: (text) => io.stdout.write(line(text)),
    note: (text) => io.stderr.write(line(text)),
  };
}
