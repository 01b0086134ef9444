import fastifyMultipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { photoLimitBytes } from '../../../../src/contracts/account';

/** multipart/form-data for the avatar upload: one file of at most the photo limit, a few small fields. */
export default fp(
  async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: photoLimitBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
  },
  { name: 'multipart' },
);
