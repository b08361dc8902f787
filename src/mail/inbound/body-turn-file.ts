/**
 * Finds a turn file pasted into a mail body: from the line `format: umpire-turn/1` (or the
 * `{` that opens a JSON file naming that format) to the end of the file, which is the
 * first of: a signature ("-- "), a quoted reply ("> …", "On … wrote:"), a forwarded or
 * original-message separator, a YAML document end ("..."), or trailing lines that are not
 * YAML (a greeting such as "Thanks, Anna"). Indentation common to the file is removed.
 * Null when the body holds no turn file.
 */
export function turnFileInBody(body: string): string | null {
  const lines = body
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/[\u200b\ufeff]/g, '')
    .split('\n');
  const yamlAt = lines.findIndex((l) => /^\s*["']?format["']?\s*:\s*["']?umpire-turn\/1\b/.test(l));
  const jsonAt = lines.findIndex((l, i) => /^\s*\{/.test(l) && jsonBlock(lines, i)?.includes('umpire-turn/1'));
  if (jsonAt >= 0 && (yamlAt < 0 || jsonAt < yamlAt)) return jsonBlock(lines, jsonAt) ?? null;
  if (yamlAt < 0) return null;
  return yamlBlock(lines, yamlAt);
}

const END = [/^-- ?$/, /^>/, /^On .*wrote:\s*$/i, /^-{3,}\s*(original|forwarded) message/i, /^_{10,}\s*$/, /^\.\.\.\s*$/];

function yamlBlock(lines: string[], start: number): string {
  const indent = /^\s*/.exec(lines[start]!)![0].length;
  const out: string[] = [];
  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!.slice(Math.min(indent, leading(lines[i]!)));
    if (i > start && (END.some((re) => re.test(line)) || line.trim() === '---')) break;
    out.push(line.replace(/\s+$/, ''));
  }
  while (out.length && !looksLikeYaml(out[out.length - 1]!)) out.pop();
  return `${out.join('\n')}\n`;
}

const leading = (line: string): number => /^[ \t]*/.exec(line)![0].length;

/** Indented, a list item, a comment, a closing bracket, or `key:`. Blank lines are not. */
const looksLikeYaml = (line: string): boolean => /^(\s+\S|[#\-\]}]|["']?[A-Za-z_][\w-]*["']?\s*:(\s|$))/.test(line);

function jsonBlock(lines: string[], start: number): string | undefined {
  const text = lines.slice(start).join('\n');
  const from = text.indexOf('{');
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return `${text.slice(from, i + 1)}\n`;
    }
  }
  return undefined;
}
