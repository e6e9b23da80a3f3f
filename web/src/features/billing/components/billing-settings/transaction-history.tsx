import { Grid, Typography } from 'antd';
import { apiBasePath } from '@/shared/api/api-client';
import { ScrollableTable } from '@/shared/components/scrollable-table';
import type { Transaction } from '../../api/get-billing';
import { formatBillingDate, formatPence } from './billing-format';
import { billingPackages, billingTexts, transactionKindTexts } from './billing-settings-texts';
import { BillingStatusTag } from './billing-status-tag';

/** What the charge was for, e.g. "Renewal, Premium (promo SPRING10)". */
function describe(tx: Transaction): string {
  const what = `${transactionKindTexts[tx.kind] ?? tx.kind}, ${billingPackages[tx.package_id]?.name ?? tx.package_id}`;
  return tx.promo_code ? `${what} (promo ${tx.promo_code})` : what;
}

/** The receipt of a completed charge: an attachment the browser downloads (docs/api/billing.md). */
export function receiptHref(tx: Transaction): string {
  return tx.receipt_url ?? `${apiBasePath}/subscription/transactions/${encodeURIComponent(tx.transaction_id)}/receipt`;
}

function Receipt({ tx }: { tx: Transaction }) {
  if (tx.status !== 'COMPLETED') return null;
  return (
    <a href={receiptHref(tx)} download aria-label={`${billingTexts.downloadReceipt} ${tx.receipt_number}`}>
      {billingTexts.downloadReceipt}
    </a>
  );
}

function Status({ tx }: { tx: Transaction }) {
  return (
    <>
      <BillingStatusTag status={tx.status} good="COMPLETED" />
      {tx.failure_reason ? <span className="lp-billing-hint"> {tx.failure_reason}</span> : null}
    </>
  );
}

/** Every charge, newest first: a table on larger screens, a list on phones. */
export function TransactionHistory({ transactions }: { transactions: Transaction[] }) {
  const screens = Grid.useBreakpoint();
  if (transactions.length === 0) return <Typography.Paragraph>{billingTexts.noTransactions}</Typography.Paragraph>;

  if (!screens.md) {
    return (
      <ul className="lp-billing-transactions" aria-label="Transactions">
        {transactions.map((tx) => (
          <li key={tx.transaction_id} className="lp-billing-transaction">
            <div className="lp-billing-transaction__top">
              <span>{formatBillingDate(tx.created_at)}</span>
              <span>{formatPence(tx.amount_pence)}</span>
            </div>
            <div>{describe(tx)}</div>
            <div className="lp-billing-transaction__meta">
              <Status tx={tx} />
              <Receipt tx={tx} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ScrollableTable<Transaction>
      aria-label="Transactions"
      rowKey="transaction_id"
      dataSource={transactions}
      pagination={transactions.length > 10 ? { pageSize: 10, hideOnSinglePage: true } : false}
      size="small"
      columns={[
        { key: 'date', title: 'Date', render: (_, tx) => formatBillingDate(tx.created_at) },
        { key: 'description', title: 'Description', render: (_, tx) => describe(tx) },
        { key: 'amount', title: 'Amount', align: 'right', render: (_, tx) => formatPence(tx.amount_pence) },
        { key: 'status', title: 'Status', render: (_, tx) => <Status tx={tx} /> },
        { key: 'receipt', title: 'Receipt', render: (_, tx) => <Receipt tx={tx} /> },
      ]}
    />
  );
}
