import { describe, expect, it } from 'vitest';
import { toContactFieldErrors } from './contact-field-errors';
import { isValidUkPhone } from './contact-message-rules';
import { toContactMessage } from './to-contact-message';

describe('isValidUkPhone', () => {
  it.each(['020 3514 1400', '+44 20 3514 1400', '07700900123', '+447700900123', ''])('accepts %j', (phone) =>
    expect(isValidUkPhone(phone)).toBe(true),
  );

  it.each(['12345', '020 3514 14OO', '+44 20 3514 1400 12345', 'call me', '44+7700900123'])('rejects %j', (phone) =>
    expect(isValidUkPhone(phone)).toBe(false),
  );
});

describe('toContactMessage', () => {
  it('trims the values and leaves a blank phone out', () => {
    expect(
      toContactMessage({ name: ' Ann ', email: ' ann@example.co.uk ', phone: '  ', message: ' Hi there, hello ' }),
    ).toEqual({ name: 'Ann', email: 'ann@example.co.uk', message: 'Hi there, hello' });
  });
});

describe('toContactFieldErrors', () => {
  it('maps server paths onto form fields and drops unknown ones', () => {
    expect(
      toContactFieldErrors([
        { path: 'email', message: 'Invalid email format' },
        { path: 'body.message', message: 'Too short' },
        { path: '/message', message: 'Really too short' },
        { path: 'captcha', message: 'Nope' },
      ]),
    ).toEqual([
      { name: 'email', errors: ['Invalid email format'] },
      { name: 'message', errors: ['Too short', 'Really too short'] },
    ]);
  });
});
