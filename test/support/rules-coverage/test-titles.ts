/** A quoted string whose quote is capture group `n` and whose text is group `n + 1`. */
const quoted = (n: number) => `(['"\x60])((?:\\\\.|(?!\\${n})[^\\\\])*)\\${n}`;

/**
 * The titles of the `describe`, `it` and `test` blocks of a test file's source: the string
 * given as first argument, also after an `.each([...])` table; a title of an `.each` that
 * takes its words from the table (`%s`, `$name`) brings the table's strings with it.
 */
export function testTitles(source: string): string[] {
  const direct = new RegExp(String.raw`\b(?:describe|it|test)(?:\.(?:skip|only|concurrent|sequential|todo|fails))*\(\s*` + quoted(1), 'g');
  const afterEach = new RegExp(String.raw`\b(?:describe|it|test)\.each\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)\(\s*` + quoted(2), 'g');
  const titles = [...source.matchAll(direct)].map((m) => m[2]!);
  for (const m of source.matchAll(afterEach)) {
    titles.push(m[3]!);
    if (/%[sidfjo]|\$\w/.test(m[3]!)) titles.push(...[...m[1]!.matchAll(new RegExp(quoted(1), 'g'))].map((q) => q[2]!));
  }
  return titles;
}

/** Whether some test title of the source names `id` (an example id such as `E13` or `X4`). */
export const titleNames = (source: string, id: string): boolean => testTitles(source).some((t) => new RegExp(`\\b${id}\\b`).test(t));
