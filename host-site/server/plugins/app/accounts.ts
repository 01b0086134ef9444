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

/**
 * The account services over the database, with the configured mail and SMS delivery, caps on codes and session
 * lifetimes; `now` is for tests. Notices are worded by the `messages` plugin's translators, read when a notice goes
 * out (that plugin registers after this one).
 */
export default fp<{ delivery: ServerConfig['delivery']; codeCaps: ServerConfig['codeCaps']; sessions: ServerConfig['sessions']; now?: Clock }>(
  async (app, { delivery, codeCaps, sessions, now }) => {
    app.decorate(
      'accounts',
      createAccounts({
        db: app.db,
        now: now ?? systemClock,
        channels: codeChannels(delivery, app.log),
        log: app.log,
        codeCaps,
        sessions,
        translator: (language) => app.translator(language),
      }),
    );
  },
  { name: 'accounts', dependencies: ['database'] },
);
