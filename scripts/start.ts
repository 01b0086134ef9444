// `npm start`: builds whatever is missing or out of date, then serves the whole application (site, API,
// widget scripts) on HOST:PORT (default 127.0.0.1:8080), configured by the environment (see README).
import { buildIfStale } from './build-if-stale';

try {
  await buildIfStale();
} catch (error) {
  // The build has printed its own errors; a stack trace of the child process would only bury them.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import('../host-site/server/server');
