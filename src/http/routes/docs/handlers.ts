import { UMPIRE_VERSION } from '#version';
import { renderDocsPage } from '#http/docs/page';
import type { OpenApiView } from '#http/docs/openapi-view';
import { buildOpenApi } from '#http/openapi/document';
import type { Route } from '#http/openapi/route';
import type { JsonSchema } from '#http/openapi/json-schema';

const INFO = {
  title: 'Umpire',
  version: UMPIRE_VERSION,
  description:
    'A neutral referee for play-by-email hex-and-counter wargames: turn files in, committed and verifiable dice, adjudicated results out.',
};

/** The OpenAPI document and the docs page of a route list, each built once on first use. */
export function docsHandlers(listRoutes: () => Route[]) {
  let doc: JsonSchema | undefined;
  let page: string | undefined;
  const document = () => (doc ??= buildOpenApi(listRoutes(), INFO));
  return {
    openApi: () => document(),
    docsPage: () => (page ??= renderDocsPage(document() as unknown as OpenApiView)),
  };
}
