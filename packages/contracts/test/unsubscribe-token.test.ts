import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, unsubscribeCategories, verifyUnsubscribeToken } from '../src/unsubscribe-token.js';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';

describe('unsubscribe tokens', () => {
  it('name the user and the kind of e-mail, and read back as signed', () => {
    const userId = randomUUID();
    for (const category of unsubscribeCategories) {
      const token = signUnsubscribeToken(secret, userId, category);
      expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
      expect(verifyUnsubscribeToken(secret, token)).toEqual({ valid: true, userId, category });
    }
  });

  it('refuse a token with another user, another kind or another signature: forged', () => {
    const userId = randomUUID();
    const token = signUnsubscribeToken(secret, userId, 'new_job_leads');
    const [version, , category, signature] = token.split('.');
    const tampered = [
      [version, randomUUID(), category, signature],
      [version, userId, 'messages', signature],
      [version, userId, category, `${signature?.slice(0, -2)}AA`],
    ].map((parts) => parts.join('.'));
    for (const token of tampered)
      expect(verifyUnsubscribeToken(secret, token)).toEqual({ valid: false, reason: 'forged' });
    // Signed with another secret (another platform's, or one rotated since): forged too.
    const foreign = signUnsubscribeToken('another-secret-of-at-least-thirty-two-chars', userId, 'new_job_leads');
    expect(verifyUnsubscribeToken(secret, foreign)).toEqual({ valid: false, reason: 'forged' });
  });

  it('refuse what is not a token at all: malformed', () => {
    const token = signUnsubscribeToken(secret, randomUUID(), 'messages');
    for (const bad of [
      '',
      'u1',
      token.slice(0, -1),
      `${token}x`,
      token.replace('u1.', 'u2.'),
      `${token}.extra`,
      'x'.repeat(5000),
    ]) {
      expect(verifyUnsubscribeToken(secret, bad)).toEqual({ valid: false, reason: 'malformed' });
    }
    const [version, userId, , signature] = token.split('.');
    expect(verifyUnsubscribeToken(secret, [version, userId, 'everything', signature].join('.'))).toEqual({
      valid: false,
      reason: 'malformed',
    });
  });
});
