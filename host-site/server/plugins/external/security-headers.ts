import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer. The policy allows the app's own scripts, styles and API and nothing else;
 * styles may be inline because emotion writes <style> elements at run time. No upgrade-insecure-requests: the
 * server is often reached over plain http on a LAN, where upgrading would break every asset.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers' },
);
