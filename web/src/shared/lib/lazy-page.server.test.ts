// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardStaleChunk } from './lazy-page';

describe('a code-split load on the server (prerendering)', () => {
  it('fails with the load’s own error, not with a missing window', async () => {
    const cause = new Error('Cannot find module ./pages/landing.js');
    await expect(guardStaleChunk(() => Promise.reject(cause))).rejects.toBe(cause);
  });
});
