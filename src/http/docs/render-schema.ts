import { anchor, esc } from './html';
import type { SchemaObject } from './openapi-view';

const REF = '#/components/schemas/';

/** A schema's type in one line, with `$ref`s as links to the schema section. */
export function typeLabel(s: SchemaObject | undefined): string {
  if (!s || Object.keys(s).length === 0 || (s.description && Object.keys(s).length === 1)) return 'any';
  if (s.$ref) {
    const name = s.$ref.startsWith(REF) ? s.$ref.slice(REF.length) : s.$ref;
    return `<a href="#${anchor('schema', name)}">${esc(name)}</a>`;
  }
  if (s.const !== undefined) return `<code>${esc(JSON.stringify(s.const))}</code>`;
  if (s.enum) return s.enum.map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(' | ');
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.map(typeLabel).join(' | ');
  if (s.allOf) return s.allOf.map(typeLabel).join(' &amp; ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.includes('array')) return `${typeLabel(s.items)}[]`;
  return esc(types.join(' | ') || 'object');
}

/** Constraints worth showing next to the type. */
function constraints(s: SchemaObject): string {
  const parts: string[] = [];
  if (s.format) parts.push(`format ${s.format}`);
  if (s.pattern && !s.format) parts.push(`pattern ${s.pattern}`);
  if (s.minimum !== undefined && s.minimum > -Number.MAX_SAFE_INTEGER) parts.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER) parts.push(`≤ ${s.maximum}`);
  if (s.minLength !== undefined) parts.push(`min length ${s.minLength}`);
  if (s.maxLength !== undefined) parts.push(`max length ${s.maxLength}`);
  if (s.minItems !== undefined) parts.push(`min items ${s.minItems}`);
  if (s.maxItems !== undefined) parts.push(`max items ${s.maxItems}`);
  if (s.default !== undefined) parts.push(`default ${JSON.stringify(s.default)}`);
  return parts.length ? ` <span class="c">${esc(parts.join(', '))}</span>` : '';
}

/** A schema as a nested list of its properties (objects) or its item type (arrays). */
export function renderSchema(s: SchemaObject | undefined, depth = 0): string {
  if (!s) return '<p class="muted">No body.</p>';
  const head = `<p><span class="t">${typeLabel(s)}</span>${constraints(s)}${
    s.description && depth === 0 ? ` — ${esc(s.description)}` : ''
  }</p>`;
  if (s.properties) return head + renderProperties(s, depth);
  if (s.items?.properties) return head + renderProperties(s.items, depth);
  return head;
}

function renderProperties(s: SchemaObject, depth: number): string {
  const required = new Set(s.required ?? []);
  const rows = Object.entries(s.properties ?? {}).map(([name, prop]) => {
    const inner = prop.properties ? prop : prop.items?.properties ? prop.items : undefined;
    const nested = inner ? renderProperties(inner, depth + 1) : '';
    return (
      `<li><code class="p">${esc(name)}</code>${required.has(name) ? '' : '<span class="opt">optional</span>'} ` +
      `<span class="t">${typeLabel(prop)}</span>${constraints(prop)}` +
      `${prop.description ? ` <span class="d">${esc(prop.description)}</span>` : ''}${nested}</li>`
    );
  });
  const extra = s.additionalProperties && typeof s.additionalProperties === 'object' ? '<li class="muted">… and further fields</li>' : '';
  return `<ul class="props">${rows.join('')}${extra}</ul>`;
}
