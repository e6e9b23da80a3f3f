import { createHash } from 'node:crypto';

// A fixed namespace for LocalPros's name-based ids (RFC 4122 version 5).
const NAMESPACE = Buffer.from('6f1b2c4e8a9d4f3b9e2a7c5d1f0b3a68', 'hex');

/** A version-5 UUID from a name: the same name gives the same id in every environment. */
export function nameBasedUuid(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Ids of the seeded work categories and services, derived from their names, so that demo
 * data in other services (a demo business's services) can name them without reading the
 * jobs service's tables.
 */
export const referenceIds = {
  workCategory: (categoryName: string) => nameBasedUuid(`work-category:${categoryName}`),
  workService: (categoryName: string, serviceName: string) =>
    nameBasedUuid(`work-service:${categoryName}:${serviceName}`),
};
