import fp from 'fastify-plugin';
import { SelectionService } from '../../services/selection/selection-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The selector calls' work (fields, calculation, curves, condition changes) over the loaded catalogue. */
    selectionService: SelectionService;
  }
}

/** The selector's service, over the catalogue loaded at start. */
export default fp(
  async (app) => {
    app.decorate('selectionService', new SelectionService(app.catalogue));
  },
  { name: 'selection-service', dependencies: ['catalogue'] },
);
