export { connectDatabase, migrateToLatest, pingDatabase, type DatabaseConnection } from './connect';
export { DataError, isDataError, isDatabaseUnavailable, type DataErrorCode, type DataErrorDetail } from './data-error';
export type { Database, DialectName } from './schema';
export { createUser, deleteUser, type User } from './repositories/users';
export { getPreferences, savePreferences, defaultPreferences, type Preferences, type PreferenceChanges } from './repositories/preferences';
export {
  listUnitSets,
  getUnitSet,
  createUnitSet,
  updateUnitSet,
  deleteUnitSet,
  type UnitSet,
  type UnitSetInput,
} from './repositories/unit-sets';
export {
  createAccount,
  findAccount,
  takenField,
  updateAccount,
  type Account,
  type AccountChanges,
  type NewAccount,
  type TakenField,
} from './repositories/accounts';
export {
  saveToken,
  readToken,
  touchToken,
  listUserTokens,
  revokeToken,
  revokeUserToken,
  revokeUserTokens,
  countPasswordCheck,
  clearPasswordChecks,
  type NewSession,
  type StoredSession,
  type TokenState,
} from './repositories/tokens';
export { saveLoginChallenge, consumeLoginChallenge, type LoginCodePair } from './repositories/login-challenges';
export { saveCode, readCode, takeAttempt, giveBackAttempt, deleteCode, type StoredCode } from './repositories/verification-codes';
export { hitBucket, bucketWindowEnds, unhitBucket, clearBucket, pruneBuckets, type BucketCount } from './repositories/rate-counters';
export { rememberSignInAddress, signedInFrom } from './repositories/sign-in-addresses';
export { readSavedList, replaceSavedList, type ListedProduct, type SavedList } from './repositories/saved-selections';
export { replacePhoto, readPhoto, type Photo } from './repositories/photos';
