import { defineCall } from './call';
import type { healthSchemas } from './schemas/health';

type Schemas = typeof healthSchemas;

export const health = defineCall<Schemas['health']>({
  method: 'GET',
  path: '/health',
  summary: 'Readiness: the server answers and its database takes a write.',
});

export const live = defineCall<Schemas['live']>({
  method: 'GET',
  path: '/live',
  summary: 'Liveness: the server process answers (its database is not asked).',
});
