import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** Square's Web Payments SDK script and the ids the card form starts it with. */
export type CardFormSettings = ApiAnswer<'/api/subscription/card-form', 'get'>['data'];

export const cardFormKey = '/subscription/card-form';

export async function getCardFormSettings(): Promise<CardFormSettings> {
  return (await dataOf(api.GET('/api/subscription/card-form'))).data;
}

/** GET /api/subscription/card-form (public values; 503 when card payments are not set up). */
export function useCardFormSettings() {
  return useSWR(cardFormKey, getCardFormSettings, { revalidateOnFocus: false, shouldRetryOnError: false });
}
