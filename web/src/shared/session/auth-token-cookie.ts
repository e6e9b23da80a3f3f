/**
 * The auth token is kept in the auth_token cookie (path /).
 * document.cookie is used on purpose: the Cookie Store API is not in every browser we support.
 */
const cookieName = 'auth_token';

export function readAuthToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === cookieName) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}

export function writeAuthToken(token: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the session lives in the auth_token cookie (see file comment).
  document.cookie = `${cookieName}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
}

export function clearAuthToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the session lives in the auth_token cookie (see file comment).
  document.cookie = `${cookieName}=; path=/; max-age=0; SameSite=Lax`;
}
