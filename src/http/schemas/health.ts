import { z } from 'zod';
import { named } from '../openapi/components';

export const healthSchema = named('Health', z.object({ status: z.literal('ok'), service: z.literal('umpire') }));
