import { defineRoute, type Route } from '#http/openapi/route';
import { htmlPageSchema, openApiDocumentSchema } from '#http/schemas/meta';
import { docsHandlers } from './handlers';

/** `listRoutes` returns every route of the app, these two included. */
export function docsRoutes(listRoutes: () => Route[]): Route[] {
  const docs = docsHandlers(listRoutes);
  return [
    defineRoute({
      method: 'get',
      path: '/api/openapi.json',
      operationId: 'openApi',
      tag: 'service',
      summary: 'This API as an OpenAPI 3.1 document',
      auth: 'none',
      responses: { 200: { description: 'The document', schema: openApiDocumentSchema } },
      handler: ({ c }) => c.json(docs.openApi()),
    }),
    defineRoute({
      method: 'get',
      path: '/api/docs',
      operationId: 'docsPage',
      tag: 'service',
      summary: 'This API as a browsable page (self-contained: no external assets)',
      auth: 'none',
      responses: { 200: { description: 'The page', schema: htmlPageSchema, contentType: 'text/html' } },
      handler: ({ c }) => c.html(docs.docsPage()),
    }),
  ];
}
