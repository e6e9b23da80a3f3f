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
  maskMobile,
  mobilePattern,
  PASSWORD_MIN_LENGTH,
  splitFullName,
} from './account-rules';

describe('account rules copied from packages/contracts/src/forms/accounts.ts', () => {
  it('match the contract: messages, patterns, limits and image rules', () => {
    expect(accountMessages).toEqual(contract.accountMessages);
    expect(fullNamePattern.source).toBe(contract.fullNamePattern.source);
    expect(mobilePattern.source).toBe(contract.mobilePattern.source);
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

  it('split a full name on the first space, as the contract does', () => {
    for (const name of ['Ann Smith', 'Ann Marie Smith', 'Cher', '  Ann   Smith ']) {
      expect(splitFullName(name)).toEqual(contract.splitFullName(name));
    }
  });
});

describe('account rule helpers', () => {
  it('accept UK mobiles of 07 and nine digits only', () => {
    expect(isValidMobile('07700900123')).toBe(true);
    expect(isValidMobile('0770090012')).toBe(false);
    expect(isValidMobile('08700900123')).toBe(false);
  });

  it('mask the mobile input to 11 digits', () => {
    expect(maskMobile('07700 900-123 45')).toBe('07700900123');
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
