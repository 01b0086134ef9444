// The schemas of the health calls (src/contracts/health.ts).
import { z } from 'zod';
import type { CallSchemas } from '../call';

export const healthData = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']), version: z.string() });

export const liveData = z.object({ status: z.literal('ok'), version: z.string() });

/** The schemas of each call, by the name of its contract in src/contracts/health.ts. */
export const healthSchemas = {
  health: {
    data: healthData,
    description:
      'The readiness check: the database takes a real write (one row, at most once a second per instance). When it does not answer: HTTP 503, ' +
      'Result 500, `ErrorMsg` "the database cannot be reached"; when it answers but cannot write (read-only, a standby, a full disk): HTTP 503, ' +
      '`ErrorMsg` "the database cannot store changes at the moment"; both with `Retry-After`. HTTP 503 too from the moment a shutdown begins.',
  },
  live: {
    data: liveData,
    description: 'The liveness check: 200 while the process answers, whatever its database does and during a shutdown; never shed.',
  },
} satisfies Record<string, CallSchemas>;
