import { reportScene } from '#report/report-scene';
import { renderMapSvg } from '#report/svg/render-map-svg';
import { FailureError, failure } from '#http/errors/failure';
import { defineRoute } from '#http/openapi/route';
import { errorSchema } from '#http/schemas/error';
import { gameParams } from '#http/schemas/params';
import { mapSvgSchema } from '#http/schemas/report';

export const mapRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/games/:id/map.svg',
    operationId: 'gameMapSvg',
    tag: 'reports',
    summary: 'The current map as SVG',
    description:
      "A side's token shows that side's map (its own stacks in full, enemy stacks as top unit and count, hidden " +
      "values as \"?\"); the referee token shows everything; without a token it is the public's map, which shows " +
      'what the public view does (every stack as its top unit and count). Self-contained: no scripts, no external references.',
    auth: 'optional',
    params: gameParams,
    responses: {
      200: { description: 'The map', schema: mapSvgSchema, contentType: 'image/svg+xml' },
      404: { description: 'Unknown game, or a title without a map', schema: errorSchema },
    },
    handler: async ({ c, deps, params, principal }) => {
      const scene = reportScene(await deps.service.reportData(params.id, null, principal));
      if (!scene) throw new FailureError(failure(404, 'no-map', `Game ${params.id} has no map to draw.`));
      return c.body(renderMapSvg(scene), 200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      });
    },
  }),
];
