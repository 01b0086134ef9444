import type { Kysely } from 'kysely';
import { clearRateEvents, pruneRateEvents, rateEventsSince, recordRateEvent, type Database } from '../../database';
import { TooManyRequests } from '../../http/too-many-requests';
import { days, hours, minutes } from './clock';

/** At most `max` events per `windowMs` in one bucket; over it, the message `messageKey` (with {{seconds}}). */
export interface RateRule {
  name: string;
  max: number;
  windowMs: number;
  messageKey: string;
}

/**
 * The limits of ASVS 2.2.1 and the issue: failed sign-ins per account and per address, codes per target (one a
 * minute, ten a day), registrations per address. Counted in the database so that every server instance sees them.
 */
export const rateRules = {
  loginPerAccount: { name: 'login-account', max: 5, windowMs: minutes(15), messageKey: 'account:limits.login' },
  loginPerAddress: { name: 'login-address', max: 20, windowMs: minutes(15), messageKey: 'account:limits.login' },
  codePerMinute: { name: 'code-minute', max: 1, windowMs: minutes(1), messageKey: 'account:limits.codeMinute' },
  codePerDay: { name: 'code-day', max: 10, windowMs: days(1), messageKey: 'account:limits.codeDay' },
  registerPerAddress: { name: 'register-address', max: 10, windowMs: hours(1), messageKey: 'account:limits.register' },
} satisfies Record<string, RateRule>;

const bucket = (rule: RateRule, key: string) => `${rule.name}:${key}`;

/** @throws TooManyRequests when `key` has used up `rule`, with the seconds until its oldest event leaves the window. */
export async function checkLimit(db: Kysely<Database>, rule: RateRule, key: string, now: Date): Promise<void> {
  const events = await rateEventsSince(db, bucket(rule, key), new Date(now.getTime() - rule.windowMs));
  if (events.length < rule.max) return;
  const freedAt = new Date(events[events.length - rule.max]!).getTime() + rule.windowMs;
  throw new TooManyRequests(Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)), rule.messageKey);
}

export async function countEvent(db: Kysely<Database>, rule: RateRule, key: string, now: Date): Promise<void> {
  await recordRateEvent(db, bucket(rule, key), now);
  // Now and then, not every time: old events only cost space.
  if (Math.random() < 0.01) await pruneRateEvents(db, new Date(now.getTime() - days(1)));
}

export async function clearEvents(db: Kysely<Database>, rule: RateRule, key: string): Promise<void> {
  await clearRateEvents(db, bucket(rule, key));
}
