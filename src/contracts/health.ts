import { defineCall } from './call';
import type { healthSchemas } from './schemas/health';

type Schemas = typeof healthSchemas;

export const health = defineCall<Schemas['health']>({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and readiness: the server answers and its database is reachable.',
});
