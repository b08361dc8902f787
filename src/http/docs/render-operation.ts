import { anchor, esc } from './html';
import type { MediaObject, OperationObject, ParameterObject } from './openapi-view';
import { renderSchema, typeLabel } from './render-schema';

/** One operation: method, path, summary, auth, parameters, request body and responses. */
export function renderOperation(method: string, path: string, op: OperationObject): string {
  const id = anchor('op', op.operationId ?? `${method}-${path}`);
  return `<section class="op" id="${id}">
<h3><span class="m m-${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p class="sum">${esc(op.summary ?? '')}</p>
${op.description ? `<p>${esc(op.description)}</p>` : ''}
<p><strong>Auth:</strong> ${esc(op['x-umpire-auth'] ?? 'none')}</p>
${parameters(op.parameters ?? [])}
${op.requestBody ? `<h4>Request body</h4>${op.requestBody.description ? `<p>${esc(op.requestBody.description)}</p>` : ''}${content(op.requestBody.content)}` : ''}
<h4>Responses</h4>
<table class="resp"><tbody>${Object.entries(op.responses ?? {})
    .map(
      ([status, r]) =>
        `<tr><td class="s s${esc(status[0] ?? '')}">${esc(status)}</td><td>${esc(r.description ?? '')}${content(r.content)}</td></tr>`,
    )
    .join('')}</tbody></table>
</section>`;
}

function parameters(list: ParameterObject[]): string {
  if (!list.length) return '';
  const rows = list
    .map(
      (p) =>
        `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td>` +
        `<td>${typeLabel(p.schema)}</td><td>${esc(p.description ?? p.schema?.description ?? '')}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>required</th><th>type</th><th>description</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function content(media: Record<string, MediaObject> | undefined): string {
  if (!media) return '';
  return Object.entries(media)
    .map(([type, m]) => `<div class="media"><span class="ct">${esc(type)}</span>${renderSchema(m.schema, 1)}</div>`)
    .join('');
}
