import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** gzip or brotli for answers over 1 KB (JSON, the site's scripts and styles) when the client accepts it. */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  },
  { name: 'compress' },
);
