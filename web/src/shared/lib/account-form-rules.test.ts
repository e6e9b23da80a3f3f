import { describe, expect, it } from 'vitest';
import { maskMobile } from './account-form-rules';

describe('the mobile input mask', () => {
  it('lets the input take digits, spaces, - ( ) and a leading +, 24 characters at most', () => {
    expect(maskMobile('+44 (0)7700-900.123')).toBe('+44 (0)7700-900123');
    expect(maskMobile('07700+900 123 tel')).toBe('07700900 123 ');
    expect(maskMobile(' +44 7700 900 123 4567 8901 2345')).toHaveLength(24);
    expect(maskMobile(undefined)).toBe('');
  });
});
