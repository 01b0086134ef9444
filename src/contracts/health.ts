import { z } from 'zod';
import { defineCall } from './call';

export const health = defineCall({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and readiness: the server answers and its database is reachable.',
  data: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']), version: z.string() }),
});
