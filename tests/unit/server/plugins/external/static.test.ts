import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../../../../../host-site/server/plugins/external/static';

describe('cacheControlFor', () => {
  it('caches content-hashed build output for a year', () => {
    expect(cacheControlFor('assets/index-B2x9Qa1z.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('chunks/runtime-7HQ2K4ZA.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('nested\\assets\\logo-abc.svg')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files whose names stay across builds', () => {
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('valve-selector.js')).toBe('no-cache');
    expect(cacheControlFor('custom-elements.json')).toBe('no-cache');
    expect(cacheControlFor('assets-list.json')).toBe('no-cache');
  });
});
