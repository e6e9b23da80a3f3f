/**
 * The visitor's cookie choice, kept in this browser only (localStorage: nothing is sent to the
 * server). PECR and the ICO's guidance: ask again when the policy changes (the version) and
 * after at most 12 months.
 */
export const consentStorageKey = 'localpros:cookie-consent';

/** Raise when the cookies policy adds a new kind of non-essential cookie: everyone is asked again. */
export const consentPolicyVersion = 1;

/** A choice lasts this long, then the banner asks again (365 days, within the ICO's 12 months). */
export const consentMaxAgeMs = 365 * 24 * 60 * 60 * 1000;

export interface ConsentChoice {
  /** Analytics cookies and the tag manager; false until the visitor says yes. */
  analytics: boolean;
  /** When the choice was made (ms since the epoch). */
  decidedAt: number;
  version: number;
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/** The stored choice, or null when there is none, it is from an older policy or it has expired. */
export function readConsent(storage: ReadableStorage, now: number): ConsentChoice | null {
  let raw: string | null;
  try {
    raw = storage.getItem(consentStorageKey);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isChoice(value)) return null;
    if (value.version !== consentPolicyVersion) return null;
    if (value.decidedAt > now || now - value.decidedAt >= consentMaxAgeMs) return null;
    return value;
  } catch {
    return null;
  }
}

export function writeConsent(storage: WritableStorage, choice: ConsentChoice): void {
  try {
    storage.setItem(consentStorageKey, JSON.stringify(choice));
  } catch {
    // Private mode or a full store: the choice holds for this page only, and the banner asks again.
  }
}

function isChoice(value: unknown): value is ConsentChoice {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.analytics === 'boolean' && typeof v.decidedAt === 'number' && typeof v.version === 'number';
}
