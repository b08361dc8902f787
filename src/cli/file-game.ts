import { parse } from 'yaml';

/** The `game` a turn file names, when the file parses and names one (YAML reads JSON too). */
export function gameOfFile(text: string): string | undefined {
  try {
    const doc = parse(text) as unknown;
    const game = doc && typeof doc === 'object' ? (doc as { game?: unknown }).game : undefined;
    return typeof game === 'string' && game ? game : undefined;
  } catch {
    return undefined;
  }
}
