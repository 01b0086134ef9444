import type { FastifyInstance } from 'fastify';
import { preferenceContracts } from '../../../../../src/contracts/schemas';
import { registerCall } from '../../../http/register-call';
import { requireUser } from '../../../http/require-user';
import { personUnitList, savePersonUnit, saveSelectionSetting } from '../../../services/preferences';

/** SPEC §7 Preferences (under /api/valve, as the specification places them): a signed-in user's units and refrigerants. */
export default async function preferenceRoutes(app: FastifyInstance): Promise<void> {
  const { db, accounts, catalogue } = app;
  const { saveSelectionSetting: saveSetting, savePersonUnit: saveUnit, getPersonUnitList } = preferenceContracts;
  registerCall(app, saveSetting, async ({ body, request }) => {
    const userId = await requireUser(request);
    await saveSelectionSetting(db, catalogue, userId, body);
    return accounts.profileOfUser(userId);
  });
  registerCall(app, saveUnit, async ({ body, request }) => savePersonUnit(db, await requireUser(request), body));
  registerCall(app, getPersonUnitList, async ({ request }) => personUnitList(db, await requireUser(request)));
}
