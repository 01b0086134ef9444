import fp from 'fastify-plugin';
import type { Catalogue } from '../../../../src/catalogue';
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
 */
export default fp<{ dir: string }>(
  async (app, { dir }) => {
    const catalogue = loadCatalogue(dir);
    app.log.info({ dir, version: catalogue.version, demo: catalogue.demo, products: catalogue.data.products.length }, 'catalogue loaded');
    app.decorate('catalogue', catalogue);
  },
  { name: 'catalogue' },
);
