import { type billingRpc, VAT_RATE_PERCENT } from '@localpros/contracts';
import { RpcError } from '@localpros/kit';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { localProsSeller } from '../config.js';
import type { BillingContext } from '../context.js';
import { accounts, paymentMethods, transactions } from '../schema.js';
import { toTransactionMessage } from './billing-overview.js';
import { businessId } from './billing-requests.js';

const NOT_FOUND = 'Transaction not found';
const receiptRequest = z.object({ businessId, transactionId: z.uuid(NOT_FOUND) });

/** A receipt for one of the business's own settled transactions (another's, or an unpaid one, is not found). */
export async function getReceipt(context: BillingContext, raw: billingRpc.ReceiptRequest): Promise<billingRpc.Receipt> {
  const parsed = receiptRequest.safeParse(raw);
  if (!parsed.success) throw RpcError.notFound(NOT_FOUND);
  const { businessId: business, transactionId } = parsed.data;
  const [row] = await context.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.businessId, business)));
  if (row?.status !== 'COMPLETED') throw RpcError.notFound(NOT_FOUND);
  const [method] = row.paymentMethodId
    ? await context.db.select().from(paymentMethods).where(eq(paymentMethods.id, row.paymentMethodId))
    : [];
  const [account] = await context.db.select().from(accounts).where(eq(accounts.businessId, business));
  return {
    transaction: toTransactionMessage(row, method),
    businessName: account?.businessName ?? '',
    businessContactName: account?.contactName ?? '',
    businessEmail: account?.email ?? '',
    businessLocation: account?.location ?? '',
    sellerName: localProsSeller.name,
    sellerAddress: localProsSeller.address,
    sellerVatNumber: localProsSeller.vatNumber,
    sellerCompanyNumber: localProsSeller.companyNumber,
    vatRatePercent: VAT_RATE_PERCENT,
  };
}
