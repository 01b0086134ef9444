import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Types worth compressing: text, scripts, JSON, SVG. Images and fonts are compressed already. */
const compressible = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;
/** What is kept at most: the built site and widgets are a few MB; a limit keeps a surprise from growing the server. */
const maxCachedBytes = 64 * 1024 * 1024;
/** Below this, compression does not pay for its header. */
const threshold = 1024;

type Encoding = 'br' | 'gzip';

/**
 * Compresses an answer that carries an ETag once per encoding and keeps the result under (path, ETag, encoding): the
 * ETag names the bytes, so a new build or a new catalogue gets a new entry. Before, the 115 KB search index was
 * compressed again on every request (1,219 req/s fell to about 200 and the server grew to 1.1 GB). Runs before
 * @fastify/compress, which then sees the Content-Encoding and leaves the answer alone.
 */
export default fp(
  async (app) => {
    const cache = new Map<string, { bytes: Promise<Buffer>; type: string }>();
    let cachedBytes = 0;
    const keyOf = (request: FastifyRequest, reply: FastifyReply, encoding: Encoding) =>
      `${request.url.split('?')[0]} ${String(reply.getHeader('etag'))} ${encoding}`;

    // A call that states its ETag before its handler runs (the search index) is answered from the cache without
    // running the handler or serialising its answer again.
    app.addHook('preHandler', async (request, reply) => {
      const encoding = cacheableEncoding(request, reply, false);
      const cached = encoding && cache.get(keyOf(request, reply, encoding));
      if (!cached) return;
      markEncoded(reply, encoding);
      return reply.type(cached.type).send(await cached.bytes);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const encoding = cacheableEncoding(request, reply, true);
      if (!encoding || payload === null || payload === undefined) return payload;
      const key = keyOf(request, reply, encoding);
      let compressed = cache.get(key)?.bytes;
      if (compressed) {
        if (payload instanceof Readable) payload.destroy(); // the file was opened for nothing: close it
      } else {
        const raw = await bytesOf(payload);
        if (raw === undefined || raw.length < threshold) return raw ?? payload;
        compressed = encoding === 'br' ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }) : gzip(raw, { level: 9 });
        if (cachedBytes + raw.length <= maxCachedBytes) {
          cache.set(key, { bytes: compressed, type: String(reply.getHeader('content-type')) });
          cachedBytes += raw.length; // the compressed size is smaller; the raw size bounds it without waiting
        }
      }
      markEncoded(reply, encoding);
      return compressed;
    });
  },
  { name: 'compressed-once' },
);

function markEncoded(reply: FastifyReply, encoding: Encoding): void {
  const vary = reply.getHeader('vary');
  if (!/accept-encoding/i.test(String(vary ?? ''))) reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  reply.removeHeader('content-length');
  reply.header('content-encoding', encoding);
}

/**
 * The encoding to answer in from the cache, or undefined when this answer is not one to cache. Before the handler
 * (`typed` false) the content type is not known yet: the cached entry has it.
 */
function cacheableEncoding(request: FastifyRequest, reply: FastifyReply, typed: boolean): Encoding | undefined {
  if (request.method !== 'GET' || reply.statusCode !== 200 || reply.getHeader('etag') === undefined) return undefined;
  if (reply.getHeader('content-encoding') !== undefined) return undefined;
  if (typed && !compressible.test(String(reply.getHeader('content-type') ?? ''))) return undefined;
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** The codings an Accept-Encoding header allows (q=0 excludes one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name === '*' ? 'gzip' : name);
  }
  return accepted;
}

async function bytesOf(payload: unknown): Promise<Buffer | undefined> {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    return Buffer.concat(chunks);
  }
  return undefined;
}
