// `npm start`: builds whatever is missing or out of date, then serves the whole application (site, API,
// widget scripts) on HOST:PORT (default 127.0.0.1:8080), configured by the environment (see README).
// package.json runs it as `exec node --import tsx scripts/start.ts`: npm hands SIGTERM and SIGINT on to this very
// process, which is the server, so a service manager's stop drains it instead of orphaning it.
// SKIP_BUILD=1 serves dist as it is (an image built beforehand, where the sources may not even be present).
import { buildIfStale } from './build-if-stale';

if (process.env['SKIP_BUILD'] !== '1') {
  try {
    await buildIfStale();
  } catch (error) {
    // The build has printed its own errors; a stack trace of the child process would only bury them.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
await import('../host-site/server/server');
