/**
 * Why a chunk of code could not be fetched, as the specification reports it (§8): `missing` the file is gone
 * (a new release replaced the old chunks), `timeout` it did not arrive in time, `error` the request failed.
 */
export type ChunkFailureType = 'missing' | 'timeout' | 'error';

/** A chunk that could not be fetched: its failure type and, when the browser names it, the file's address. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly type: ChunkFailureType,
    readonly request: string | undefined,
    options?: ErrorOptions,
  ) {
    super(`Loading chunk failed (${type})${request ? `: ${request}` : ''}`, options);
  }
}

/** How long a chunk may take to arrive, in ms (specification §9: 120 s). */
export const chunkTimeout = 120_000;

/**
 * Imports a chunk, failing with a `ChunkLoadError` when it does not arrive within `timeout` ms or cannot be
 * fetched.
 */
export async function loadChunk<T>(load: () => Promise<T>, timeout: number = chunkTimeout): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', undefined)), timeout);
  });
  try {
    const loaded = load().catch(async (cause: unknown) => {
      throw await classify(cause);
    });
    return await Promise.race([loaded, expired]);
  } finally {
    clearTimeout(timer);
  }
}

async function classify(cause: unknown): Promise<ChunkLoadError> {
  const request = requestOf(cause);
  return new ChunkLoadError(request ? await probe(request) : 'error', request, { cause });
}

// Chromium and Firefox name the module in the message ("Failed to fetch dynamically imported module:
// https://…/assets/x.js"); Safari does not, and then the failure is reported without its request.
function requestOf(cause: unknown): string | undefined {
  return cause instanceof Error ? /https?:\/\/\S+/.exec(cause.message)?.[0] : undefined;
}

// A failed import() does not say why; asking for the file once more tells a file that is gone from a request
// that failed.
async function probe(request: string): Promise<ChunkFailureType> {
  try {
    const response = await fetch(request, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410 ? 'missing' : 'error';
  } catch {
    return 'error';
  }
}
