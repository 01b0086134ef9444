import fp from 'fastify-plugin';
import { PunchoutService } from '../../services/punchout/punchout-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** cXML punch-out sessions (issue 35). */
    punchout: PunchoutService;
  }
}

export interface PunchoutPluginOptions {
  sharedSecret?: string | undefined;
  /** The origins the widgets may be embedded on (ALLOWED_ORIGINS): a distributor's shop may be the StartPage. */
  allowedOrigins: readonly string[];
  publicOrigin?: string | undefined;
}

/** The punch-out service over the database; a StartPage is the site itself or a listed distributor's page. */
export default fp<PunchoutPluginOptions>(
  async (app, options) => {
    const allowed = new Set(options.allowedOrigins);
    app.decorate('punchout', new PunchoutService({
      db: app.db,
      sharedSecret: options.sharedSecret,
      publicOrigin: options.publicOrigin,
      startAllowed: (origin) => allowed.has('*') || allowed.has(origin),
      now: () => new Date(),
    }));
  },
  { name: 'punchout', dependencies: ['database'] },
);
