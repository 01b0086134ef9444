import fp from 'fastify-plugin';
import type { ServerConfig } from '../../config';
import { createAccounts, systemClock, type Accounts, type Clock } from '../../services/accounts';
import { codeChannels } from '../../services/delivery';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts, sessions and verification codes (issue 11). */
    accounts: Accounts;
  }
}

/** The account services over the database, with the configured mail and SMS delivery and caps on codes; `now` is for tests. */
export default fp<{ delivery: ServerConfig['delivery']; codeCaps: ServerConfig['codeCaps']; now?: Clock }>(
  async (app, { delivery, codeCaps, now }) => {
    app.decorate('accounts', createAccounts({ db: app.db, now: now ?? systemClock, channels: codeChannels(delivery, app.log), log: app.log, codeCaps }));
  },
  { name: 'accounts', dependencies: ['database'] },
);
