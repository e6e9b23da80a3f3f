import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  businessProfileInput,
  customerRegistrationInput,
  fullNameField,
  mobileField,
  mobileToE164,
  normaliseMobile,
  splitFullName,
} from '../src/index.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('full name', () => {
  it('takes two or more names of letters, accents, apostrophes or hyphens', () => {
    for (const name of [
      'Ann Smith',
      'Ann Marie Smith',
      'Ann Marie de Burgh',
      'Zoë Åsa Müller',
      "Mary-Jo O'Neil",
      "Seán Ó Briain-Smyth D'Arcy",
    ]) {
      expect(fullNameField.safeParse(name).success, name).toBe(true);
    }
  });

  it('refuses one name, extra or leading spaces, digits and other signs with the spec message', () => {
    for (const name of [
      'Ann',
      'Ann  Smith',
      ' Ann Smith',
      'Ann Smith ',
      'Ann Marie  Smith',
      'Ann Sm1th',
      'Ann, Smith',
    ]) {
      expect(messagesOf(fullNameField.safeParse(name)), name).toEqual([accountMessages.fullNameTwoNames]);
    }
    expect(accountMessages.fullNameTwoNames).toBe('Full name must contain at least 2 names with no extra spaces');
  });

  it('splits on the first space: the rest is the last name', () => {
    expect(splitFullName('Ann Smith')).toEqual({ firstName: 'Ann', lastName: 'Smith' });
    expect(splitFullName('Ann Marie Smith')).toEqual({ firstName: 'Ann', lastName: 'Marie Smith' });
    expect(splitFullName('Ann Marie de Burgh')).toEqual({ firstName: 'Ann', lastName: 'Marie de Burgh' });
  });
});

describe('mobile number', () => {
  it('turns each usual way of typing a UK mobile into 07 and nine digits', () => {
    for (const typed of [
      '07700900123',
      '07700 900123',
      '07700-900-123',
      '(07700) 900 123',
      '7700900123',
      '7700 900 123',
      '+447700900123',
      '+44 7700 900123',
      '+44 (0)7700 900123',
      '+44-7700-900-123',
      '0044 7700 900123',
      '00447700900123',
      ' 07700 900123 ',
    ]) {
      expect(normaliseMobile(typed), typed).toBe('07700900123');
      expect(mobileField.parse(typed), typed).toBe('07700900123');
    }
  });

  it('refuses landlines, short or long numbers, other countries and stray signs', () => {
    for (const typed of [
      '02079460000',
      '020 7946 0000',
      '+44 20 7946 0000',
      '0044 1632 960000',
      '0770090012',
      '077009001234',
      '770090012',
      '+44 77009001',
      '+33 7700 900123',
      '447700900123',
      '+44 07700 900123',
      '08700900123',
      '07700 9OO123',
      '07700+900123',
      '-07700900123',
      '07700900123-',
    ]) {
      expect(normaliseMobile(typed), typed).toBeNull();
      expect(messagesOf(mobileField.safeParse(typed)), typed).toEqual([accountMessages.mobileInvalid]);
    }
    expect(messagesOf(mobileField.safeParse(' '))).toContain(accountMessages.mobileRequired);
  });

  it('gives SMS providers the stored 07 form in E.164, and nothing for what is not a UK mobile', () => {
    expect(mobileToE164('07700900123')).toBe('+447700900123');
    expect(mobileToE164('+44 (0)7700 900123')).toBe('+447700900123');
    expect(mobileToE164('0044 7700 900123')).toBe('+447700900123');
    for (const other of ['02079460000', '+33 7700 900123', '0770090012', ''])
      expect(mobileToE164(other), other).toBeNull();
  });

  it('stores the 07 form from registration and the business details', () => {
    const registration = customerRegistrationInput.parse({
      fullName: 'Ann Marie Smith',
      email: 'ann@example.com',
      mobile_number: '+44 7700 900123',
      password: 'correct horse',
      passwordConfirm: 'correct horse',
    });
    expect(registration.mobile_number).toBe('07700900123');
    const refused = customerRegistrationInput.safeParse({
      fullName: 'Ann Smith',
      email: 'ann@example.com',
      mobile_number: '020 7946 0000',
      password: 'correct horse',
      passwordConfirm: 'other horse',
    });
    expect(messagesOf(refused)).toEqual([accountMessages.mobileInvalid, accountMessages.passwordsDiffer]);
    expect(businessProfileInput.parse({ name: 'Shine', mobile_number: '0044 7700 900123' }).mobile_number).toBe(
      '07700900123',
    );
    expect(businessProfileInput.parse({ name: 'Shine', mobile_number: '' }).mobile_number).toBeNull();
    expect(messagesOf(businessProfileInput.safeParse({ name: 'Shine', mobile_number: '020 7946 0000' }))).toEqual([
      accountMessages.mobileInvalid,
    ]);
  });
});
