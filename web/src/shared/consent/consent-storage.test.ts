import { describe, expect, it } from 'vitest';
import { consentMaxAgeMs, consentPolicyVersion, consentStorageKey, readConsent } from './consent-storage';

function storageWith(value: unknown) {
  const raw = typeof value === 'string' ? value : JSON.stringify(value);
  return { getItem: (key: string) => (key === consentStorageKey ? raw : null) };
}

const now = Date.UTC(2026, 10, 25);

describe('the stored cookie choice', () => {
  it('is read back while it is current', () => {
    const choice = { analytics: true, decidedAt: now - 1000, version: consentPolicyVersion };
    expect(readConsent(storageWith(choice), now)).toEqual(choice);
  });

  it('expires after 12 months at most, so the banner asks again', () => {
    expect(consentMaxAgeMs).toBeLessThanOrEqual(366 * 24 * 60 * 60 * 1000);
    const old = { analytics: true, decidedAt: now - consentMaxAgeMs, version: consentPolicyVersion };
    expect(readConsent(storageWith(old), now)).toBeNull();
  });

  it('is asked again when the policy version changes', () => {
    expect(
      readConsent(storageWith({ analytics: true, decidedAt: now, version: consentPolicyVersion - 1 }), now),
    ).toBeNull();
  });

  it('ignores anything that is not a choice', () => {
    for (const value of ['not json', { analytics: 'yes', decidedAt: now, version: 1 }, null, 42]) {
      expect(readConsent(storageWith(value), now)).toBeNull();
    }
    expect(
      readConsent(
        {
          getItem: () => {
            throw new Error('blocked');
          },
        },
        now,
      ),
    ).toBeNull();
  });
});
