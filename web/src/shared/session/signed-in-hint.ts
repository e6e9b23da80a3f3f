/**
 * The BFF sets this readable cookie ("1", no secret) with the HttpOnly session cookie and clears
 * it with it (bff/src/plugins/auth.ts, SIGNED_IN_HINT_COOKIE). Without it the visitor has no
 * session, so the app does not ask (no 401 on every public page, one request fewer).
 */
export const signedInHintCookie = 'lp_signed_in';

export function mayBeSignedIn(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${signedInHintCookie}=1`);
}
