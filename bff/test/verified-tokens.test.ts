import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from '../src/http/verified-tokens.js';

describe('verified tokens', () => {
  const now = 1_000_000_000_000;

  it('finds a verified token until its expiry, at most a minute', () => {
    const tokens = new VerifiedTokens<string>(10, 60_000);
    tokens.remember('a', 'claims of a', now / 1000 + 5, now);
    expect(tokens.get('a', now + 4_999)).toBe('claims of a');
    expect(tokens.get('a', now + 5_000)).toBeUndefined();
    tokens.remember('b', 'claims of b', now / 1000 + 3600, now);
    expect(tokens.get('b', now + 59_999)).toBe('claims of b');
    expect(tokens.get('b', now + 60_000)).toBeUndefined();
  });

  it('keeps no token without an expiry or already expired, and only the exact string', () => {
    const tokens = new VerifiedTokens<string>(10, 60_000);
    tokens.remember('no-exp', 'x', undefined, now);
    tokens.remember('old', 'x', now / 1000 - 1, now);
    tokens.remember('good', 'x', now / 1000 + 60, now);
    expect(tokens.get('no-exp', now)).toBeUndefined();
    expect(tokens.get('old', now)).toBeUndefined();
    expect(tokens.get('good.', now)).toBeUndefined();
  });

  it('holds no more than its bound', () => {
    const tokens = new VerifiedTokens<number>(3, 60_000);
    for (let i = 0; i < 4; i++) tokens.remember(`t${i}`, i, now / 1000 + 60, now);
    expect(tokens.get('t0', now)).toBeUndefined();
    expect(tokens.get('t3', now)).toBe(3);
  });
});
