import { describe, expect, it } from 'vitest';
import { fieldSealer, SEALED_FIELD } from '../src/crypto/sealed-field.js';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

describe('sealed fields', () => {
  it('opens what it sealed, and the sealed text does not contain the value', () => {
    const sealer = fieldSealer(SECRET, 'one-time-code');
    const sealed = sealer.seal('ABCD2345');
    expect(sealed).toMatch(SEALED_FIELD);
    expect(sealed).not.toContain('ABCD2345');
    expect(sealer.open(sealed)).toBe('ABCD2345');
  });

  it('seals the same value differently each time (a fresh IV)', () => {
    const sealer = fieldSealer(SECRET, 'one-time-code');
    expect(sealer.seal('ABCD2345')).not.toBe(sealer.seal('ABCD2345'));
  });

  it('refuses another secret, another purpose, an altered value and a foreign format', () => {
    const sealed = fieldSealer(SECRET, 'one-time-code').seal('ABCD2345');
    expect(() => fieldSealer(`${SECRET}x`, 'one-time-code').open(sealed)).toThrow();
    expect(() => fieldSealer(SECRET, 'message-body').open(sealed)).toThrow();
    const [version, iv, body, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => fieldSealer(SECRET, 'one-time-code').open([version, iv, flipped, tag].join('.'))).toThrow();
    expect(() => fieldSealer(SECRET, 'one-time-code').open('ABCD2345')).toThrow(/not a sealed field/);
    expect(() => fieldSealer(SECRET, 'one-time-code').open(`v2.${iv}.${body}.${tag}`)).toThrow(/not a sealed field/);
  });

  it('seals long text (a whole message body) as well', () => {
    const sealer = fieldSealer(SECRET, 'message-body');
    const text = 'Hello Ann,\n\n    ABCD-2345\n'.repeat(200);
    expect(sealer.open(sealer.seal(text))).toBe(text);
  });
});
