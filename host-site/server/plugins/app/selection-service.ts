import fp from 'fastify-plugin';
// Every fluid's data, registered at start: src/selection reads the engine's modules without it (a browser loads one
// fluid at a time), so the server, which answers for any refrigerant at once, registers them here.
import '../../../../src/engine/refrigerants';
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
