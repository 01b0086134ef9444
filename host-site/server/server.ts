import { buildApp } from './app';
import { loadConfig } from './config';

/** Starts the server on HOST:PORT and closes it cleanly (finishing open requests, closing the database) on a signal. */
const config = loadConfig();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'closing');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
