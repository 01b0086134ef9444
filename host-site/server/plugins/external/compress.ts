import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import compressedOnce from './compressed-once';

/**
 * Compression for answers over 1 KB when the client accepts it. An answer with an ETag (a static file, the search
 * index) is the same bytes until its ETag changes, so it is compressed once, thoroughly, and kept (compressed-once);
 * every other answer (a calculation) is different each time and is compressed fast. Measured on the 42 KB calculate
 * answer of the load bench (issue 29): brotli at quality 1 takes half the CPU of gzip at level 1 (80–110 µs against
 * 160–280 µs) and is 9 % smaller (4.7 against 5.1 KB), so brotli is preferred where the client accepts both; gzip
 * at level 1 stays for clients that accept only gzip (browsers over plain HTTP). Either decodes to the same bytes.
 * An answer in memory (a JSON answer, not a file stream) is compressed in one synchronous call up to 256 KB (about a
 * millisecond of the event loop at quality 1) instead of through a zlib stream: the stream's plumbing (pipeline,
 * abort signals, readable-stream) cost as much CPU again as the compression itself, and the thread pool it would
 * free the event loop for runs on the same two cores.
 */
export default fp(
  async (app) => {
    await app.register(compressedOnce);
    await app.register(compress, {
      global: true,
      threshold: 1024,
      syncThreshold: 262_144,
      encodings: ['br', 'gzip', 'deflate'],
      zlibOptions: { level: 1 },
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    });
  },
  { name: 'compress' },
);
