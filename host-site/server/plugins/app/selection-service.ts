import fp from 'fastify-plugin';
import { loadSelectionTranslator } from '../../../../src/selection/language';
import { SelectionService } from '../../../../src/selection/selection-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The selector calls' work (fields, calculation, curves, condition changes) over the loaded catalogue. */
    selectionService: SelectionService;
  }
}

/** The selector's service, over the catalogue loaded at start. */
export default fp(
  async (app) => {
    // Every language's selection texts, read once at start: each request is answered in its own language at once.
    app.decorate('selectionService', new SelectionService(app.catalogue, await loadSelectionTranslator()));
  },
  { name: 'selection-service', dependencies: ['catalogue'] },
);
