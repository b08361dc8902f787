/**
 * JSON laid out for a reviewable diff: objects and arrays break over lines, but any
 * value that fits in `width` characters (a hex, a unit, a placement) stays on one line.
 */
export function compactJson(value: unknown, width = 160, indent = ''): string {
  const flat = JSON.stringify(value);
  if (flat === undefined) return 'null';
  if (flat.length + indent.length <= width || value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object')) return flat;
    return `[\n${value.map((v) => inner + compactJson(v, width, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${compactJson(v, width, inner)}`).join(',\n')}\n${indent}}`;
}
