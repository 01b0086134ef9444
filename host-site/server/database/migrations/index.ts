import type { Migration } from 'kysely';
import type { DialectName } from '../schema';
import { usersAndUnitPreferences } from './0001-users-and-unit-preferences';
import { accounts } from './0002-accounts';
import { savedSelections } from './0003-saved-selections';
import { rateCounters } from './0004-rate-counters';
import { sessionsAndOwnerChecks } from './0005-sessions-and-owner-checks';
import { projects } from './0006-projects';
import { unitSetNameKeys } from './0007-unit-set-name-keys';
import { writeProbes } from './0008-write-probes';
import { punchoutSessions } from './0009-punchout-sessions';
import { reportJobs } from './0010-report-jobs';
import { punchoutLanguage } from './0011-punchout-language';

/**
 * Every migration, by name; Kysely applies them in name order and records each one, so a name never changes once
 * released. A migration gets the dialect because column types differ (serial against integer autoincrement).
 */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-users-and-unit-preferences': usersAndUnitPreferences(dialect),
    '0002-accounts': accounts(dialect),
    '0003-saved-selections': savedSelections(dialect),
    '0004-rate-counters': rateCounters(dialect),
    '0005-sessions-and-owner-checks': sessionsAndOwnerChecks(dialect),
    '0006-projects': projects(dialect),
    '0007-unit-set-name-keys': unitSetNameKeys(dialect),
    '0008-write-probes': writeProbes(dialect),
    '0009-punchout-sessions': punchoutSessions(),
    '0010-report-jobs': reportJobs(dialect),
    '0011-punchout-language': punchoutLanguage(),
  };
}
