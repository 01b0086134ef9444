import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../database';
import type { CodeChannels } from '../delivery';
import type { Clock } from './clock';
import type { CodeCaps } from './rate-limits';

/** What the account services work with; one set per server, made by the `accounts` plugin. */
export interface AccountDeps {
  db: Kysely<Database>;
  now: Clock;
  channels: CodeChannels;
  log: FastifyBaseLogger;
  codeCaps: CodeCaps;
}

/** The facts of the request an account call needs besides its body. */
export interface Caller {
  /** The client's address (request.ip: behind TRUST_PROXY, from X-Forwarded-For), for the per-address limits. */
  address: string;
  t: (key: string, params?: Record<string, unknown>) => string;
}
