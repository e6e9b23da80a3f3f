import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, documentProblem, isCompanyNumber, vettingMessages } from './vetting-rules';

describe('vetting rules', () => {
  it('takes PDF, JPG and PNG files up to 5 MB', () => {
    expect(documentProblem({ type: 'application/pdf', size: DOCUMENT_MAX_BYTES })).toBeNull();
    expect(documentProblem({ type: 'image/png', size: DOCUMENT_MAX_BYTES + 1 })).toBe(vettingMessages.tooBig);
    expect(documentProblem({ type: 'image/gif', size: 10 })).toBe(vettingMessages.wrongType);
  });

  it('checks the Companies House number format, empty allowed', () => {
    for (const ok of ['12345678', 'SC123456', 'ni 123456', 'R0123456', '']) expect(isCompanyNumber(ok)).toBe(true);
    for (const bad of ['1234567', 'XX123456', '123456789', 'SC12345']) expect(isCompanyNumber(bad)).toBe(false);
  });
});
