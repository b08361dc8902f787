import { anchor, esc } from './html';
import type { OpenApiView, OperationObject } from './openapi-view';
import { renderOperation } from './render-operation';
import { renderSchema } from './render-schema';
import { styles } from './styles';

interface Entry {
  method: string;
  path: string;
  op: OperationObject;
}

/**
 * A self-contained HTML page documenting an OpenAPI document: every operation grouped by
 * tag, then every schema. Inline CSS, no scripts, no external resources.
 */
export function renderDocsPage(doc: OpenApiView): string {
  const byTag = new Map<string, Entry[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, op }]);
    }
  }
  const schemas = Object.entries(doc.components?.schemas ?? {});
  const nav = [...byTag]
    .map(
      ([tag, entries]) =>
        `<strong>${esc(tag)}</strong><ul>${entries
          .map((e) => `<li><a href="#${anchor('op', e.op.operationId ?? `${e.method}-${e.path}`)}">${esc(e.method.toUpperCase())} ${esc(e.path)}</a></li>`)
          .join('')}</ul>`,
    )
    .join('');
  const schemaNav = schemas.map(([name]) => `<li><a href="#${anchor('schema', name)}">${esc(name)}</a></li>`).join('');
  const sections = [...byTag]
    .map(([tag, entries]) => `<h2 id="${anchor('tag', tag)}">${esc(tag)}</h2>${entries.map((e) => renderOperation(e.method, e.path, e.op)).join('')}`)
    .join('');
  const schemaSections = schemas
    .map(([name, s]) => `<div class="schema" id="${anchor('schema', name)}"><h3>${esc(name)}</h3>${renderSchema(s)}</div>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)} API ${esc(doc.info.version)}</title>
<style>${styles}</style></head>
<body><header><h1>${esc(doc.info.title)} API <small>${esc(doc.info.version)}</small></h1>
<p>${esc(doc.info.description ?? '')}</p>
<p>OpenAPI ${esc(doc.openapi)} document: <a href="openapi.json">openapi.json</a>. Tokens travel as <code>Authorization: Bearer …</code>. Every error is <code>{"error":{"code","message"},"errors":[{"path","code","message"}]}</code>.</p></header>
<div class="layout"><nav>${nav}<strong>schemas</strong><ul>${schemaNav}</ul></nav>
<main>${sections}<h2 id="schemas">schemas</h2>${schemaSections}</main></div>
</body></html>`;
}
