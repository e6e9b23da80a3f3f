import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  documentProblem,
  IMAGE_MAX_BYTES,
  imageFileProblem,
  isCompanyNumber,
  isValidEmail,
  isValidMobile,
  isValidUkPhone,
  jobDateProblem,
  vettingMessages,
  websiteWithScheme,
} from '../src/rules/index.js';

/*
 * The browser-safe rules (@localpros/contracts/rules) the web app's forms check as the user types
 * and the schemas check on the server: tested once, here.
 */

describe('account rules', () => {
  it('take e-mail addresses as the schemas do, trimmed', () => {
    for (const email of [' ann@example.co.uk ', "o'neil+jobs@mail.example.com", 'a.b-c_d@sub-domain.example.org']) {
      expect(isValidEmail(email), email).toBe(true);
    }
    for (const email of [
      'ann@example',
      'ann@-example.com',
      '.ann@example.com',
      'ann.@example.com',
      'ann@example.c',
      'ann smith@example.com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('take UK mobiles typed as 07…, 7…, +44 7… or 0044 7…, and nothing else', () => {
    for (const typed of [
      '07700900123',
      '7700 900123',
      '+44 7700 900123',
      '0044 (7700) 900-123',
      '+44 (0)7700 900123',
    ]) {
      expect(isValidMobile(typed), typed).toBe(true);
    }
    for (const typed of ['0770090012', '08700900123', '020 7946 0000', '+44 20 7946 0000', '+33 7700 900123', '']) {
      expect(isValidMobile(typed), typed).toBe(false);
    }
  });

  it('refuse other image types, then images over 2 MB', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('Invalid file type! JPG, PNG, or HEIF only.');
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('File size exceeds 2MB!');
    expect(imageFileProblem({ type: 'image/heif', size: IMAGE_MAX_BYTES })).toBeNull();
  });
});

describe('the job date of step 2', () => {
  it.each([
    ['specificDate', '', 'A valid date is required'],
    ['specificDate', '10/03/2026', 'A valid date is required'],
    ['specificDate', '2026-01-01', 'The date cannot be in the past'],
    ['specificDate', '2026-03-01', null],
    ['specificDate', '2026-02-10', null],
    ['flexible', '2026-03-01', 'Specific date should not be selected for "Flexible" or "Immediately"'],
    ['immediately', '', null],
  ] as const)('%s %j from 2026-02-10: %s', (target, date, expected) => {
    expect(jobDateProblem(target, date, '2026-02-10')).toBe(expected);
  });
});

describe('business profile rules', () => {
  it('store a website with its scheme, http(s) and a real domain only', () => {
    expect(websiteWithScheme(' sparkle.co.uk ')).toBe('https://sparkle.co.uk');
    expect(websiteWithScheme('http://sparkle.co.uk/about')).toBe('http://sparkle.co.uk/about');
    for (const typed of [
      'sparkle',
      'ftp://sparkle.co.uk',
      'javascript:alert(1)',
      'https://',
      `${'a'.repeat(300)}.com`,
    ]) {
      expect(websiteWithScheme(typed), typed).toBeNull();
    }
  });
});

describe('the contact form phone', () => {
  it.each(['020 3514 1400', '+44 20 3514 1400', '07700900123', '+447700900123', '(020) 3514-1400', ''])(
    'accepts %j',
    (phone) => expect(isValidUkPhone(phone)).toBe(true),
  );

  it.each(['12345', '020 3514 14OO', '+44 20 3514 1400 12345', 'call me', '44+7700900123'])('refuses %j', (phone) =>
    expect(isValidUkPhone(phone)).toBe(false),
  );
});

describe('vetting rules', () => {
  it('take PDF, JPG and PNG documents up to 5 MB', () => {
    expect(documentProblem({ type: 'application/pdf', size: DOCUMENT_MAX_BYTES })).toBeNull();
    expect(documentProblem({ type: 'image/png', size: DOCUMENT_MAX_BYTES + 1 })).toBe(vettingMessages.documentTooLarge);
    expect(documentProblem({ type: 'image/gif', size: 10 })).toBe(vettingMessages.documentTypeRefused);
  });

  it('take a Companies House number, spaced or lower-case, or none', () => {
    for (const ok of ['12345678', 'SC123456', 'ni 123456', 'R0123456', 'LP123456', 'fc 123 456', '']) {
      expect(isCompanyNumber(ok), ok).toBe(true);
    }
    for (const bad of ['1234567', 'XX123456', '123456789', 'SC12345']) expect(isCompanyNumber(bad), bad).toBe(false);
  });
});
