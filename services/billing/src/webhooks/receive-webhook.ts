import type { billingRpc } from '@localpros/contracts';
import { GrpcStatus, RpcError } from '@localpros/kit';
import type { BillingContext } from '../context.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { applyProviderEvent } from './apply-provider-event.js';
import { isWebhookProvider, webhookProviders } from './webhook-providers.js';

/**
 * A provider's webhook: verified by its signature first (nothing is read from an unsigned body),
 * then each event applied once in its own transaction — the event's row and its effects commit
 * together, so a replay, or a second replica receiving the same delivery, finds the row and stops.
 */
export async function receiveProviderWebhook(
  context: BillingContext,
  request: billingRpc.ProviderWebhookRequest,
): Promise<billingRpc.ProviderWebhookResponse> {
  if (!isWebhookProvider(request.provider)) {
    throw RpcError.invalidArgument(`No payment provider is called "${request.provider}"`);
  }
  const provider: PaymentProvider = context.providers[webhookProviders[request.provider]];
  const reading = await provider.readWebhook({ rawBody: request.rawBody, headers: request.headers, url: request.url });
  if (reading.status === 'bad_signature') {
    throw new RpcError(GrpcStatus.UNAUTHENTICATED, 'The webhook signature is missing or wrong');
  }
  let applied = 0;
  for (const event of reading.events) {
    if (await applyProviderEvent(context, request.provider, event)) applied++;
  }
  return { applied };
}
