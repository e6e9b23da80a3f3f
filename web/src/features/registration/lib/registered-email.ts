/** The e-mail a registration page hands to its "registered" page through the router state. */
export function registeredEmailFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const email = (state as { email?: unknown }).email;
  return typeof email === 'string' && email !== '' ? email : undefined;
}
