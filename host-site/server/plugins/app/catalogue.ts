import fp from 'fastify-plugin';
import type { Catalogue } from '../../../../src/catalogue';
import { catalogueVersionHeader } from '../../../../src/contracts/catalogue-version';
import { loadCatalogue } from '../../catalogue/load';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product catalogue, validated and indexed at start; read-only. */
    catalogue: Catalogue;
  }
}

/**
 * Loads the catalogue before anything else of ours starts. Bad files stop the start with the loader's
 * `file:line: field: message` lines: a server serving half a catalogue would give wrong selections.
 *
 * Every API answer names the catalogue version it was made from (header Catalogue-Version): the site's service
 * worker keeps the answers it may show offline per version, and drops them when a new catalogue is loaded (issue 29).
 */
export default fp<{ dir: string }>(
  async (app, { dir }) => {
    const catalogue = loadCatalogue(dir);
    app.log.info({ dir, version: catalogue.version, demo: catalogue.demo, products: catalogue.data.products.length }, 'catalogue loaded');
    app.decorate('catalogue', catalogue);
    const version = encodeURIComponent(catalogue.version);
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.toLowerCase().startsWith('/api/')) reply.header(catalogueVersionHeader, version);
    });
  },
  { name: 'catalogue' },
);
