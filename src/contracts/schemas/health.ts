// The schema of the health call (src/contracts/health.ts).
import { z } from 'zod';
import type { CallSchemas } from '../call';

export const healthData = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']), version: z.string() });

/** The schemas of each call, by the name of its contract in src/contracts/health.ts. */
export const healthSchemas = {
  health: {
    data: healthData,
    description: 'The database answers a trivial query. When it does not: HTTP 503, Result 500, `ErrorMsg` "the database cannot be reached".',
  },
} satisfies Record<string, CallSchemas>;
