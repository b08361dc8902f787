import { type Node, isAlias, isMap, isPair, isScalar, isSeq, parseAllDocuments } from 'yaml';

/** What a credential is replaced by in a stored file. */
export const REMOVED = '<token removed>';

/**
 * The text of a turn file as it is stored (`turn_files.raw`): the text as received, except
 * that every scalar whose PARSED value holds a credential is replaced by "<token removed>".
 * Matching the parsed value rather than the text catches a token however it is written:
 * plain, quoted, with YAML `\x`/`\u`/`\U` or JSON `\u` escapes, folded over lines, in a
 * block scalar, behind an anchor. Every other byte stays as written. A credential still
 * written as is (in a comment) is replaced too. When the result cannot be shown to be free
 * of every credential, `fallback` (the file's canonical JSON, without auth) is stored instead.
 *
 * The stored text is a record only: the hash, the dice context, the archive and the replay
 * all use the canonical JSON of the parsed file, which never holds `auth`.
 */
export function withoutCredentials(text: string, credentials: readonly string[], fallback: string): string {
  const secrets = [...new Set(credentials.filter((c) => c.length > 0))];
  if (secrets.length === 0) return text;
  if (!secrets.some((c) => mayBeSpelledIn(text, c))) return text;
  const holds = (s: string) => secrets.some((c) => s.includes(c));
  const edited = replaceScalars(text, holds);
  if (edited === undefined) return fallback;
  let out = edited;
  for (const c of secrets) out = out.split(c).join(REMOVED);
  return isClean(out, holds) ? out : fallback;
}

/**
 * Whether `text` may spell `credential` in some form. YAML and JSON can write a character
 * other than as itself only with a backslash escape, and can join lines only with a space
 * (folding) or a line break; so a credential without white space that is neither in the text
 * as it is nor behind a backslash is not in the file, which is then stored without parsing
 * it again.
 */
function mayBeSpelledIn(text: string, credential: string): boolean {
  return text.includes(credential) || text.includes('\\') || /\s/.test(credential);
}

/** The text with every scalar that `holds` a credential written as "<token removed>"; undefined when the text is not readable. */
function replaceScalars(text: string, holds: (s: string) => boolean): string | undefined {
  const docs = readDocuments(text);
  if (!docs) return undefined;
  const ranges: [number, number][] = [];
  for (const root of docs) {
    visit(root, (n) => {
      if (isScalar(n) && typeof n.value === 'string' && holds(n.value) && n.range) ranges.push([n.range[0], n.range[1]]);
    });
  }
  let out = text;
  for (const [from, to] of ranges.sort((a, b) => b[0] - a[0])) {
    const old = out.slice(from, to);
    // A block scalar's range ends after its line break: keep the break.
    const eol = /\r?\n$/.exec(old)?.[0] ?? '';
    out = `${out.slice(0, from)}"${REMOVED}"${eol}${out.slice(to)}`;
  }
  return out;
}

/** Whether no parsed value and no text of `text` holds a credential. */
function isClean(text: string, holds: (s: string) => boolean): boolean {
  if (holds(text)) return false;
  const docs = readDocuments(text);
  if (!docs) return false;
  let clean = true;
  for (const root of docs) {
    visit(root, (n) => {
      if (isScalar(n) && holds(String(n.value))) clean = false;
    });
  }
  return clean;
}

/** The documents of a YAML or JSON text (JSON is YAML 1.2), as the turn-file reader reads them. */
function readDocuments(text: string): (Node | null)[] | undefined {
  try {
    const docs = parseAllDocuments(text, { version: '1.2', uniqueKeys: false, stringKeys: true, resolveKnownTags: false, merge: false, logLevel: 'silent' });
    if (!Array.isArray(docs) || docs.some((d) => d.errors.length > 0)) return undefined;
    return docs.map((d) => d.contents as Node | null);
  } catch {
    return undefined;
  }
}

/** Every node under `node`, keys included; aliases are not followed (their anchor is visited where it stands). */
function visit(node: unknown, f: (n: Node) => void): void {
  const stack: unknown[] = [node];
  while (stack.length) {
    const n = stack.pop();
    if (isPair(n)) {
      stack.push(n.key, n.value);
    } else if (isMap(n) || isSeq(n)) {
      f(n);
      stack.push(...(n.items as unknown[]));
    } else if (isScalar(n) || isAlias(n)) {
      f(n);
    }
  }
}
