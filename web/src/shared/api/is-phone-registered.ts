import { api, dataOf } from './typed-client';

/** GET /api/user/is-phone-registered/{phone} (rate-limited). */
export async function isPhoneRegistered(phone: string): Promise<boolean> {
  const answer = await dataOf(api.GET('/api/user/is-phone-registered/{phone}', { params: { path: { phone } } }));
  return answer?.registered === true;
}
