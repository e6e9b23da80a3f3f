import { billingPackages, type billingRpc, VAT_RATE_PERCENT } from '@localpros/contracts';

/**
 * A transaction's receipt as a standalone HTML page (downloaded, opened offline): the business,
 * LocalPros as the seller, the amount with its VAT and net, the period and how it was paid.
 * Every value comes from billing or from what a business typed, so every one is escaped.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
/** £95.00 from 9500: the receipt shows pence exactly (integer pence divided once, for display only). */
export const formatPounds = (pence: number) => money.format(pence / 100);

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
/** 1 December 2026; what billing sent when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const kindLabels: Record<string, string> = {
  subscription: 'First month',
  renewal: 'Renewal',
  upgrade: 'Upgrade (prorated)',
};

/** "Visa ending 4242", "Direct Debit from Barclays, account ending 58". */
export function paymentMethodLabel(method: billingRpc.PaymentMethod | undefined): string {
  if (!method) return 'Not recorded';
  if (method.type === 'direct_debit') {
    const bank = method.bankName ? ` from ${method.bankName}` : '';
    return `Direct Debit${bank}, account ending ${method.accountNumberEnding}`;
  }
  return `${method.brand || 'Card'} ending ${method.last4}`;
}

export const receiptFilename = (receiptNumber: string) =>
  `LocalPros-receipt-${receiptNumber.replace(/[^A-Za-z0-9-]/g, '_')}.html`;

const row = (label: string, value: string) =>
  `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
const lines = (...values: string[]) =>
  values
    .filter((v) => v.trim() !== '')
    .map(escapeHtml)
    .join('<br>');

export function renderReceipt(receipt: billingRpc.Receipt): string {
  const transaction = receipt.transaction;
  if (!transaction) throw new Error('billing answered a receipt without its transaction');
  const vatRate = receipt.vatRatePercent || VAT_RATE_PERCENT;
  const packageName =
    transaction.packageId === 'premium' ? billingPackages.premium.name : billingPackages.standard.name;
  const gross = transaction.amountPence;
  const vat = transaction.vatPence;
  const discount = transaction.discountPence;
  const period = `${formatDate(transaction.periodStart)} to ${formatDate(transaction.periodEnd)}`;

  const amounts = [
    discount > 0
      ? row(
          `Discount${transaction.promoCode ? ` (promo code ${transaction.promoCode})` : ''}`,
          `−${formatPounds(discount)}`,
        )
      : '',
    row('Net amount', formatPounds(gross - vat)),
    row(`VAT at ${vatRate} %`, formatPounds(vat)),
    row('Total paid (VAT included)', formatPounds(gross)),
  ].join('');

  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>LocalPros receipt ${escapeHtml(transaction.receiptNumber)}</title>
<style>
body{font-family:system-ui,sans-serif;color:#1f1f1f;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:1.5rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #d9d9d9}
th{font-weight:600;width:45%}.parties{display:flex;gap:2rem;flex-wrap:wrap}.parties section{flex:1 1 14rem}
</style>
</head>
<body>
<h1>Receipt</h1>
<table>
${row('Receipt number', transaction.receiptNumber)}
${row('Date', formatDate(transaction.createdAt))}
${row('Status', transaction.status.toUpperCase())}
</table>
<div class="parties">
<section>
<h2>From</h2>
<p>${lines(receipt.sellerName, receipt.sellerAddress)}</p>
<p>${lines(
    receipt.sellerVatNumber ? `VAT number ${receipt.sellerVatNumber}` : '',
    receipt.sellerCompanyNumber ? `Company number ${receipt.sellerCompanyNumber}` : '',
  )}</p>
</section>
<section>
<h2>To</h2>
<p>${lines(receipt.businessName, receipt.businessContactName, receipt.businessEmail, receipt.businessLocation)}</p>
</section>
</div>
<h2>Details</h2>
<table>
${row('Description', `LocalPros ${packageName} package, billed monthly`)}
${row('Charge', kindLabels[transaction.kind] ?? transaction.kind)}
${row('Period', period)}
${row('Payment method', paymentMethodLabel(transaction.paymentMethod))}
${amounts}
</table>
</body>
</html>
`;
}
