import fp from 'fastify-plugin';
import { CatalogueService } from '../../services/catalogue/catalogue-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue calls' work (families, series, products, search index) over the loaded catalogue. */
    catalogueService: CatalogueService;
  }
}

/** Builds the catalogue service once the catalogue is loaded: its product rows and search index are made once. */
export default fp<{ countryHeader?: string | undefined }>(
  async (app, { countryHeader }) => {
    app.decorate('catalogueService', new CatalogueService(app.catalogue, countryHeader));
  },
  { name: 'catalogue-service', dependencies: ['catalogue'] },
);
