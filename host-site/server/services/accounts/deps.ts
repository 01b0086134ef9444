import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language } from '../../../../src/i18n';
import type { ServerConfig } from '../../config';
import type { Database } from '../../database';
import type { Translate } from '../../../../src/i18n/translate';
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
  /** How long sessions last (SESSION_IDLE_DAYS, SESSION_MAX_DAYS). */
  sessions: ServerConfig['sessions'];
  /** Words in a language other than the request's: notices go out in the account's language. */
  translator(language: Language): Translate;
}

/** The facts of the request an account call needs besides its body. */
export interface Caller {
  /** The client's address (request.ip: behind TRUST_PROXY, from X-Forwarded-For), for the per-address limits and the member's list of sessions. */
  address: string;
  /** The client's User-Agent ('' when it sent none), naming the device in the list of sessions. */
  userAgent: string;
  /** The request's language, which becomes the account's at a sign-in. */
  language: Language;
  t: (key: string, params?: Record<string, unknown>) => string;
}
