import { api, dataOf } from './typed-client';

/** GET /api/user/is-email-registered/{email} (rate-limited). */
export async function isEmailRegistered(email: string): Promise<boolean> {
  const answer = await dataOf(api.GET('/api/user/is-email-registered/{email}', { params: { path: { email } } }));
  return answer?.registered === true;
}
