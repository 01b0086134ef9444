import type { Generated } from 'kysely';

/**
 * The tables as the data layer sees them. Timestamps are ISO 8601 UTC text and JSON documents are text in both
 * dialects, so one query returns the same values from SQLite and PostgreSQL (and ISO text sorts by time).
 */
export interface Database {
  users: UsersTable;
  user_preferences: UserPreferencesTable;
  custom_unit_sets: CustomUnitSetsTable;
}

export interface UsersTable {
  id: Generated<number>;
  created_at: string;
}

export interface UserPreferencesTable {
  user_id: number;
  /** 1 imperial, 2 metric (a CHECK constraint holds it to these). */
  unit_system: number;
  /** ASHRAE designation, e.g. R134a. */
  default_refrigerant: string | null;
  /** JSON array of ASHRAE designations, in the user's order. */
  favourite_refrigerants: string;
  updated_at: string;
}

export interface CustomUnitSetsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** JSON object: quantity id → canonical unit label, e.g. {"Press":"bar","Temp":"℃"}. */
  units: string;
  created_at: string;
  updated_at: string;
}

export type DialectName = 'sqlite' | 'postgres';
