import { describe, expect, it } from 'vitest';
import * as contract from '../../../../../packages/contracts/src/forms/business';
import { businessMessages } from './business-rules';

describe('business rules copied from packages/contracts/src/forms/business.ts', () => {
  it('has the same messages', () => {
    expect(businessMessages).toEqual(contract.businessMessages);
  });
});
