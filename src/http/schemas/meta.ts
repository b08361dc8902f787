import { z } from 'zod';
import { named } from '../openapi/components';

export const openApiDocumentSchema = named(
  'OpenApiDocument',
  z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
  'This document',
);

export const htmlPageSchema = named('HtmlPage', z.string().describe('A self-contained HTML page'));
