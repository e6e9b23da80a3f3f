import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as contract from '../../../../packages/contracts/src/forms/accounts';
import { emailPattern as contractEmailPattern } from '../../../../packages/contracts/src/forms/contact-message';
import {
  accountMessages,
  allowedImageTypes,
  emailPattern,
  fullNamePattern,
  IMAGE_MAX_BYTES,
  imageFileProblem,
  imageMessages,
  isValidEmail,
  isValidMobile,
  MOBILE_INPUT_MAX_LENGTH,
  maskMobile,
  normaliseMobile,
  PASSWORD_MIN_LENGTH,
  splitFullName,
} from './account-rules';

/** Accepted and refused ways of typing a mobile, for comparing the copy with the contract. */
const mobileSamples = [
  '07700900123',
  ' 07700 900 123 ',
  '7700900123',
  '+447700900123',
  '+44 7700 900123',
  '+44 (0)7700 900123',
  '+44 (0) 7700 - 900 - 123',
  '0044 7700 900123',
  '(07700) 900-123',
  '+44 07700 900123',
  '447700900123',
  '0770090012',
  '077009001234',
  '02079460000',
  '+44 20 7946 0000',
  '-07700900123',
  '07700900123-',
  '07700 9OO123',
  '++447700900123',
  '',
];

describe('account rules copied from packages/contracts/src/forms/accounts.ts', () => {
  it('match the contract: messages, patterns, limits and image rules', () => {
    expect(accountMessages).toEqual(contract.accountMessages);
    expect(fullNamePattern.source).toBe(contract.fullNamePattern.source);
    expect(MOBILE_INPUT_MAX_LENGTH).toBe(contract.MOBILE_INPUT_MAX_LENGTH);
    // The same pattern, written without zod's redundant escapes.
    for (const email of [
      'ann@example.co.uk',
      "o'neil+jobs@mail.example.com",
      'a.b-c_d@sub-domain.example.org',
      'ann@example',
      'ann@-example.com',
      '.ann@example.com',
      'ann.@example.com',
      'ann@example.c',
      'ann smith@example.com',
    ]) {
      expect(emailPattern.test(email), email).toBe(contractEmailPattern.test(email));
    }
    expect(PASSWORD_MIN_LENGTH).toBe(contract.PASSWORD_MIN_LENGTH);
    expect(IMAGE_MAX_BYTES).toBe(contract.IMAGE_MAX_BYTES);
    expect(imageMessages).toEqual(contract.imageMessages);
    expect([...allowedImageTypes]).toEqual([...contract.allowedImageTypes]);
  });

  it('normalise mobile numbers as the contract does', () => {
    for (const typed of mobileSamples) expect(normaliseMobile(typed), typed).toBe(contract.normaliseMobile(typed));
    fc.assert(
      fc.property(
        fc.stringMatching(/^(\+44|0044|\+|0|\()?[\d ()+-]{0,26}$/),
        (typed) => normaliseMobile(typed) === contract.normaliseMobile(typed),
      ),
      { numRuns: 2000 },
    );
  });

  it('split a full name on the first space, as the contract does', () => {
    for (const name of ['Ann Smith', 'Ann Marie Smith', 'Cher', '  Ann   Smith ']) {
      expect(splitFullName(name)).toEqual(contract.splitFullName(name));
    }
  });
});

describe('account rule helpers', () => {
  it('accept UK mobiles typed as 07…, 7…, +44 7… or 0044 7…, and nothing else', () => {
    for (const typed of [
      '07700900123',
      '7700 900123',
      '+44 7700 900123',
      '0044 (7700) 900-123',
      '+44 (0)7700 900123',
    ]) {
      expect(isValidMobile(typed), typed).toBe(true);
      expect(normaliseMobile(typed), typed).toBe('07700900123');
    }
    for (const typed of ['0770090012', '08700900123', '020 7946 0000', '+44 20 7946 0000', '+33 7700 900123']) {
      expect(isValidMobile(typed), typed).toBe(false);
    }
  });

  it('let the mobile input take digits, spaces, - ( ) and a leading +', () => {
    expect(maskMobile('+44 (0)7700-900.123')).toBe('+44 (0)7700-900123');
    expect(maskMobile('07700+900 123 tel')).toBe('07700900 123 ');
    expect(maskMobile(' +44 7700 900 123 4567 8901 2345')).toHaveLength(MOBILE_INPUT_MAX_LENGTH);
    expect(maskMobile(undefined)).toBe('');
  });

  it('check e-mail addresses like the server', () => {
    expect(isValidEmail(' ann@example.co.uk ')).toBe(true);
    expect(isValidEmail('ann@example')).toBe(false);
  });

  it('refuse other image types, then files over 2 MB', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('Invalid file type! JPG, PNG, or HEIF only.');
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('File size exceeds 2MB!');
    expect(imageFileProblem({ type: 'image/heif', size: IMAGE_MAX_BYTES })).toBeNull();
  });
});
