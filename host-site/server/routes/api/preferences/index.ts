import type { FastifyInstance } from 'fastify';
import { preferenceContracts } from '../../../../../src/contracts/schemas';
import { registerMemberCall } from '../../../http/register-call';
import { personUnitList, savePersonUnit, saveSelectionSetting } from '../../../services/preferences';

/** SPEC §7 Preferences (under /api/valve, as the specification places them): a signed-in user's units and refrigerants. */
export default async function preferenceRoutes(app: FastifyInstance): Promise<void> {
  const { db, accounts, catalogue } = app;
  const { saveSelectionSetting: saveSetting, savePersonUnit: saveUnit, getPersonUnitList } = preferenceContracts;
  registerMemberCall(app, saveSetting, async ({ body, userId }) => {
    await saveSelectionSetting(db, catalogue, userId, body);
    return accounts.profileOfUser(userId);
  });
  registerMemberCall(app, saveUnit, ({ body, userId }) => savePersonUnit(db, userId, body));
  registerMemberCall(app, getPersonUnitList, ({ userId }) => personUnitList(db, userId));
}
