import { buildApp } from './app';
import { loadConfig } from './config';
import { shutDown } from './plugins/app/lifecycle';

/**
 * Starts the server on HOST:PORT. SIGTERM (systemd, Docker, Kubernetes) and SIGINT drain it: readiness 503, requests in
 * flight finish within the grace period, keep-alive clients are told to close, the database closes, exit 0.
 */
const config = loadConfig();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal, graceMs: config.shutdown.graceMs }, 'draining');
    shutDown(app, config.shutdown).then(
      (cut) => {
        if (cut > 0) app.log.warn({ connections: cut }, 'connections still busy after the grace period were cut');
        app.log.info('closed');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
