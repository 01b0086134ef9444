export { connectDatabase, migrateToLatest, pingDatabase, probeWrite, type DatabaseConnection, type PoolUsage } from './connect';
export { DataError, type DataErrorCode } from './data-error';
export type { Database, DialectName } from './schema';
export { createUser, deleteUser } from './repositories/users';
export { getPreferences, savePreferences, type PreferenceChanges } from './repositories/preferences';
export {
  listUnitSets,
  getUnitSet,
  createUnitSet,
  updateUnitSet,
  deleteUnitSet,
  type UnitSet,
} from './repositories/unit-sets';
export {
  createAccount,
  findAccount,
  updateAccount,
  type Account,
  type NewAccount,
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
} from './repositories/tokens';
export { saveLoginChallenge, consumeLoginChallenge } from './repositories/login-challenges';
export { saveCode, readCode, takeAttempt, giveBackAttempt, deleteCode } from './repositories/verification-codes';
export { hitBucket, bucketWindowEnds, unhitBucket, clearBucket, pruneBuckets } from './repositories/rate-counters';
export { rememberSignInAddress, signedInFrom } from './repositories/sign-in-addresses';
export { readSavedList, replaceSavedList, type SavedList } from './repositories/saved-selections';
export {
  projectLimits,
  listProjects,
  readProject,
  createProject,
  duplicateProject,
  renameProject,
  deleteProject,
  chooseProject,
  createList,
  renameList,
  deleteList,
  saveList,
  createShare,
  listShares,
  revokeShare,
  readSharedProject,
  type Project,
  type ProjectList,
  type NewList,
} from './repositories/projects';
export { replacePhoto, readPhoto, type Photo } from './repositories/photos';
