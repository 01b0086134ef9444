import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import { bucketWindowEnds, clearBucket, hitBucket, pruneBuckets, unhitBucket, type Database } from '../../database';
import { TooManyRequests } from '../../http/too-many-requests';
import { days, hours, minutes } from './clock';

/** At most `max` hits per window of `windowMs` (from the bucket's first hit) in one bucket; over it, `messageKey`. */
export interface RateRule {
  name: string;
  max: number;
  windowMs: number;
  /** Its message takes {{seconds}}: how long until the window ends. */
  messageKey: string;
}

/** One hit a request costs: a rule and the bucket key it counts by (an account, an address, a target). */
export interface Charge {
  rule: RateRule;
  key: string;
}

/**
 * The fixed limits of ASVS 2.2.1 and issues 11 and 24: failed sign-ins per account at one address (so that a stranger
 * elsewhere cannot lock the owner out), per account from addresses it never signed in from (many addresses guessing
 * together; its owner still signs in where he did before), and per address; codes per target (one a minute, ten a
 * day); registrations per address. Counted in the database so that every server instance sees them.
 */
export const rateRules = {
  loginPerAccountAddress: { name: 'login-account-address', max: 5, windowMs: minutes(15), messageKey: 'accountMessages:limits.login' },
  loginPerAccount: { name: 'login-account', max: 20, windowMs: hours(1), messageKey: 'accountMessages:limits.login' },
  loginPerAddress: { name: 'login-address', max: 20, windowMs: minutes(15), messageKey: 'accountMessages:limits.login' },
  codePerMinute: { name: 'code-minute', max: 1, windowMs: minutes(1), messageKey: 'accountMessages:limits.codeMinute' },
  codePerDay: { name: 'code-day', max: 10, windowMs: days(1), messageKey: 'accountMessages:limits.codeDay' },
  registerPerAddress: { name: 'register-address', max: 10, windowMs: hours(1), messageKey: 'accountMessages:limits.register' },
} satisfies Record<string, RateRule>;

/** The caps on sending codes that the maker sets (README: CODES_PER_ADDRESS_PER_HOUR, SMS_DAILY_BUDGET ...). */
export type CodeCaps = ServerConfig['codeCaps'];

/** The rules of the configured caps on sending codes. */
export function codeCapRules(caps: CodeCaps) {
  const budget = (max: number): RateRule => ({ name: 'code-budget', max, windowMs: days(1), messageKey: 'accountMessages:limits.codeBudget' });
  return {
    perAddress: { name: 'code-address', max: caps.perAddressPerHour, windowMs: hours(1), messageKey: 'accountMessages:limits.codeAddress' },
    budget: { email: budget(caps.dailyBudget.email), sms: budget(caps.dailyBudget.sms) },
  } satisfies { perAddress: RateRule; budget: Record<keyof CodeCaps['dailyBudget'], RateRule> };
}

const bucketOf = ({ rule, key }: Charge) => `${rule.name}:${key}`;

/**
 * Counts one hit on the bucket of every charge, all or none, in one transaction, before the work they limit is done:
 * each bucket's count is raised and checked in one statement, so that requests at once (on one server or several)
 * are limited exactly as the same requests in a row, and a refused request counts nowhere.
 *
 * On PostgreSQL a hit holds its bucket's row until the transaction ends, so an operation always lists its rules in
 * one order (two transactions then never wait for each other's rows: no deadlock; operations share no rules), and a
 * bucket that every request of an operation shares (a daily budget) comes last, held only for its own statement.
 * @returns the count of each charge's bucket after this hit, in the order of `charges`.
 * @throws TooManyRequests with the message of the first full bucket's rule and the seconds until its window ends.
 */
export async function consume(db: Kysely<Database>, charges: readonly Charge[], now: Date): Promise<number[]> {
  const counts = await db.transaction().execute(async (trx) => {
    const hits: number[] = [];
    for (const charge of charges) {
      const counted = await hitBucket(trx, bucketOf(charge), charge.rule.max, charge.rule.windowMs, now);
      if (!counted) throw refusal(charge.rule, await bucketWindowEnds(trx, bucketOf(charge)), now);
      hits.push(counted.hits);
    }
    return hits;
  });
  // Now and then, not every time: ended windows only cost space.
  if (Math.random() < 0.01) await pruneBuckets(db, now);
  return counts;
}

/** Takes a charge's hit back (a sign-in that succeeded is no failure of its address). */
export async function refund(db: Kysely<Database>, charge: Charge): Promise<void> {
  await unhitBucket(db, bucketOf(charge));
}

/** Empties a charge's bucket (a sign-in that succeeded clears its account's failures at its address). */
export async function clear(db: Kysely<Database>, charge: Charge): Promise<void> {
  await clearBucket(db, bucketOf(charge));
}

function refusal(rule: RateRule, windowEnds: string | undefined, now: Date): TooManyRequests {
  const waitMs = windowEnds ? new Date(windowEnds).getTime() - now.getTime() : rule.windowMs;
  return new TooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)), rule.messageKey);
}
