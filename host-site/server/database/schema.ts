import type { Generated } from 'kysely';

/**
 * The tables as the data layer sees them. Timestamps are ISO 8601 UTC text and JSON documents are text in both
 * dialects, so one query returns the same values from SQLite and PostgreSQL (and ISO text sorts by time).
 */
export interface Database {
  users: UsersTable;
  user_preferences: UserPreferencesTable;
  custom_unit_sets: CustomUnitSetsTable;
  accounts: AccountsTable;
  auth_tokens: AuthTokensTable;
  login_challenges: LoginChallengesTable;
  verification_codes: VerificationCodesTable;
  rate_counters: RateCountersTable;
  sign_in_addresses: SignInAddressesTable;
  photos: PhotosTable;
  projects: ProjectsTable;
  project_lists: ProjectListsTable;
  current_projects: CurrentProjectsTable;
  project_shares: ProjectSharesTable;
  write_probes: WriteProbesTable;
  punchout_sessions: PunchoutSessionsTable;
  /** PostgreSQL only (SQLite's one process keeps its report jobs in memory). */
  report_jobs: ReportJobsTable;
}

/**
 * A report job shared by the instances on one PostgreSQL database (issue 38); times are the database's clock. `failure`
 * is the JSON of why it failed (a message key and its parameters); `bytes` the made file, or a report model's JSON.
 */
export interface ReportJobsTable {
  id: string;
  seq: Generated<string>;
  user_id: number;
  format: string;
  kept: boolean;
  state: string;
  percent: Generated<number>;
  /** The JSON of what to make (the saved products read when it was started), until it ends. */
  task: string | null;
  failure: string | null;
  /** The instance making it now. */
  owner: string | null;
  attempts: Generated<number>;
  heartbeat_at: Date | null;
  ended_at: Date | null;
  file_name: string | null;
  media_type: string | null;
  bytes: Buffer | null;
  created_at: Generated<Date>;
}

/** One row, written by the readiness check (services/health.ts) to prove the database takes writes. */
export interface WriteProbesTable {
  id: number;
  written_at: string;
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
  /** The user's chosen custom unit set; null for none (and when the set is deleted). */
  custom_unit_set_id: number | null;
}

export interface CustomUnitSetsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The name lower case without spaces, unique per user (src/contracts/unit-set-name.ts). */
  name_key: string;
  /** JSON object: quantity id → canonical unit label, e.g. {"Press":"bar","Temp":"℃"}. */
  units: string;
  created_at: string;
  updated_at: string;
}

/** A user's credentials and contacts (one row per user who registered). */
export interface AccountsTable {
  user_id: number;
  /** As the user wrote it. */
  login_name: string;
  /** Lower case, unique: the name the account is found by. */
  login_key: string;
  /** Lower case; null when the account has none. */
  email: string | null;
  /** 11 digits of a mainland Chinese mobile, without +86; null when none. */
  phone: string | null;
  /** argon2id of the lower-case hex SHA-256 of the password (PHC string). */
  password_hash: string;
  country: string;
  region: string;
  /** The avatar (photos.id); null for the default one. */
  photo_id: string | null;
  created_at: string;
  updated_at: string;
  /** The language of the member's last sign-in, for the notices the account is sent; null before the first. */
  language: string | null;
}

/** A sign-in session: the SHA-256 (hex) of the bearer token, never the token itself. */
export interface AuthTokensTable {
  token_hash: string;
  /** The session's public name, by which its member lists and ends it (random; the token cannot be derived from it). */
  id: string;
  user_id: number;
  created_at: string;
  /** Moved on as the token is used, now and then rather than at every use. */
  last_used_at: string;
  /** Moved on as the token is used (sliding expiry), never past absolute_expires_at. */
  expires_at: string;
  /** The end of the session however much it is used. */
  absolute_expires_at: string;
  /** The User-Agent of the sign-in, cut to a length; '' when the client sent none. */
  user_agent: string;
  /** The client's address at sign-in. */
  address: string;
  /** Wrong current passwords given in this session (a change of contact or password); past a few, it ends. */
  failed_password_checks: Generated<number>;
}

/** A pair of single-use codes of GET getloginauth; using either deletes the row. */
export interface LoginChallengesTable {
  id: Generated<number>;
  simple_code: string;
  complex_code: string;
  expires_at: string;
  /** The client that asked for the pair (null for pairs of before migration 0005). */
  address: string | null;
}

/** The live six-digit code of one purpose and target (email or phone), as a SHA-256 hash. */
export interface VerificationCodesTable {
  purpose: string;
  target: string;
  code_hash: string;
  /** Tries counted so far, each before its code was compared; a right code that is not used up gives its try back. */
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
}

/** The count of one rate-limit bucket (such as `code-minute:13912345678`) in its current window. */
export interface RateCountersTable {
  bucket: string;
  hits: number;
  /** When the window that began with the bucket's first hit ends; a hit after it starts a new window. */
  window_ends: string;
}

/** A client address (its per-address limit key) an account signed in from, and when it last did. */
export interface SignInAddressesTable {
  user_id: number;
  address: string;
  last_at: string;
}

/** An uploaded avatar: image bytes whose type was read from their first bytes. */
export interface PhotosTable {
  id: string;
  user_id: number;
  content_type: string;
  bytes: Buffer;
  created_at: string;
}

/** A member's named project (issue 27). */
export interface ProjectsTable {
  id: Generated<number>;
  user_id: number;
  /** As the member wrote it, trimmed. */
  name: string;
  /** The name trimmed, NFC and lower case: unique per member. */
  name_key: string;
  created_at: string;
  updated_at: string;
}

/** A named list of a project: a saved selection, its condition sets and products each one JSON array. */
export interface ProjectListsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  /** Unique per project, as projects.name_key is per member. */
  name_key: string;
  /** JSON array of condition sets (SelectCondition, with any operating points). */
  conditions: string;
  /** JSON array of products, each pointing by conditionIndex into conditions. */
  products: string;
  product_count: number;
  saved_at: string;
}

/**
 * The project and list the specification's saveselection and getlist work on, per member; null when deleted (the
 * first one there is is taken then). Every write of a member's projects updates this row first, which orders them.
 */
export interface CurrentProjectsTable {
  user_id: number;
  project_id: number | null;
  list_id: number | null;
  touched_at: string;
}

/** A read-only link to a project: the SHA-256 (hex) of its token, never the token; deleting the row revokes it. */
export interface ProjectSharesTable {
  /** Public and random: the member revokes the share by it. */
  id: string;
  token_hash: string;
  project_id: number;
  created_at: string;
}

/** A cXML punch-out session (issue 35): what the buyer's PunchOutSetupRequest said, until the basket goes back. */
export interface PunchoutSessionsTable {
  /** The SHA-256 of the session's random key (the key is in the StartPage address only). */
  key_hash: string;
  buyer_cookie: string;
  /** Where the buyer's browser posts the PunchOutOrderMessage. */
  form_post_url: string;
  operation: string;
  /** JSON: the setup request's From and To credentials, [{ domain, identity }]. */
  buyer: string;
  supplier: string;
  /** The setup request's xml:lang (`en-US`, `de-DE`), which the order message carries back. */
  language: Generated<string>;
  created_at: string;
  expires_at: string;
}

export type DialectName = 'sqlite' | 'postgres';
