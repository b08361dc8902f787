import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openApiPath } from '#http/openapi/document';
import { allRoutes } from '#http/routes';
import { apiFixture, type ApiFixture } from './support/api-fixture';

let api: ApiFixture;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown>; security: unknown[] }>>;
  components: { schemas: Record<string, unknown> };
};
beforeAll(async () => {
  api = apiFixture();
  const res = await api.request('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as typeof doc;
});
afterAll(() => api.dispose());

/** Every `$ref` anywhere in the document. */
function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) refs(n, out);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

describe('GET /api/openapi.json', () => {
  test('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(5);
  });

  test('documents every registered route, and only those', () => {
    const registered = allRoutes().map((r) => `${r.method} ${openApiPath(r.path)}`).sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${path}`))
      .sort();
    expect(documented).toEqual(registered);
    for (const contract of [
      'get /health',
      'get /api/scenarios',
      'post /api/games',
      'get /api/games/{id}',
      'get /api/games/{id}/view',
      'get /api/games/{id}/template',
      'post /api/games/{id}/turns',
      'get /api/games/{id}/steps/{n}',
      'post /api/games/{id}/adjudicate',
      'get /api/games/{id}/archive',
      'get /api/openapi.json',
      'get /api/docs',
    ]) {
      expect(documented).toContain(contract);
    }
  });

  test('every $ref resolves to a component schema', () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(10);
    for (const ref of all) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.slice('#/components/schemas/'.length)], ref).toBeDefined();
    }
  });

  test('the statuses each route can answer are documented', () => {
    const turns = doc.paths['/api/games/{id}/turns']!['post']!;
    expect(Object.keys(turns.responses).sort()).toEqual(['200', '401', '403', '404', '409', '413', '422']);
    const create = doc.paths['/api/games']!['post']!;
    expect(Object.keys(create.responses).sort()).toEqual(['201', '401', '403', '413', '422']);
    expect(create.security).toEqual([{ bearer: [] }]);
    const view = doc.paths['/api/games/{id}/view']!['get']!;
    expect(Object.keys(view.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    expect(doc.paths['/health']!['get']!.security).toEqual([]);
  });

  test('the create-game body schema is the one the route validates with', () => {
    const schema = doc.components.schemas['CreateGame'] as { required: string[]; properties: Record<string, unknown>; additionalProperties: boolean };
    expect(schema.required).toEqual(['scenario', 'players']);
    expect(Object.keys(schema.properties)).toEqual(['scenario', 'players', 'options', 'refereeEmail']);
    expect(schema.additionalProperties).toBe(false);
  });
});

describe('GET /api/docs', () => {
  test('is a self-contained HTML page listing every operation and schema', async () => {
    const res = await api.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(html).toContain(`id="op-${op.operationId}"`);
        expect(html).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
      }
    }
    for (const name of Object.keys(doc.components.schemas)) expect(html).toContain(`id="schema-${name}"`);
    expect(html).toContain('Bearer');
  });

  test('loads nothing from elsewhere: no external URLs, scripts or stylesheets', async () => {
    const html = await (await api.request('/api/docs')).text();
    expect(html).not.toMatch(/<script\b/i);
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/\b(?:src|href)\s*=\s*["']?(?:https?:)?\/\//i);
    expect(html).not.toMatch(/@import|url\(/i);
    const links = [...html.matchAll(/\bhref="([^"]*)"/g)].map((m) => m[1]!);
    for (const link of links) expect(link, link).toMatch(/^(#|openapi\.json$)/);
  });
});
