/** The providers that post webhooks, and the payment method each one serves. */
export const webhookProviders = { square: 'card', gocardless: 'direct_debit' } as const;
export type WebhookProvider = keyof typeof webhookProviders;

export function isWebhookProvider(name: string): name is WebhookProvider {
  return Object.hasOwn(webhookProviders, name);
}
