import { describe, expect, it } from 'vitest';
import { toContactFieldErrors } from './contact-field-errors';
import { toContactMessage } from './to-contact-message';

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
