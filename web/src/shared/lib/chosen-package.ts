/**
 * The package a business picked on /packages before registering: kept for this browser tab
 * through registration, verification and signing in, so /subscribe opens on it.
 */
const KEY = 'lp-chosen-package';
export type ChosenPackage = 'standard' | 'premium';

const isPackage = (value: string | null | undefined): value is ChosenPackage =>
  value === 'standard' || value === 'premium';

export function rememberChosenPackage(value: string | null): void {
  if (isPackage(value)) sessionStorage.setItem(KEY, value);
}

export function chosenPackage(fromAddress?: string): ChosenPackage | undefined {
  if (isPackage(fromAddress)) return fromAddress;
  const stored = sessionStorage.getItem(KEY);
  return isPackage(stored) ? stored : undefined;
}
