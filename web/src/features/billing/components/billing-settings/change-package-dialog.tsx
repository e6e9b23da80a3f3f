import { Alert, App, Button, Modal, Radio } from 'antd';
import { useState } from 'react';
import { messageOf } from '@/shared/lib/form-field-errors';
import { useChangePackage } from '../../api/change-package';
import type { PackageId, Subscription } from '../../api/get-billing';
import { formatBillingDate, formatPence } from './billing-format';
import { billingPackages, billingTexts, billingToasts } from './billing-settings-texts';
import { proratedUpgradePence } from './proration-preview';
import { useIdempotencyKey } from './use-idempotency-key';

type Change = 'none' | 'upgrade' | 'downgrade' | 'undo-downgrade' | 'already-pending';

function changeTo(subscription: Subscription, chosen: PackageId): Change {
  if (chosen === subscription.package_id) return subscription.pending_package_id ? 'undo-downgrade' : 'none';
  if (chosen === subscription.pending_package_id) return 'already-pending';
  return billingPackages[chosen].pricePence > subscription.amount_pence ? 'upgrade' : 'downgrade';
}

/** What the chosen package changes, before anything is charged. */
function explain(subscription: Subscription, chosen: PackageId, change: Change): string {
  const renewal = formatBillingDate(subscription.billing_next_date);
  const target = billingPackages[chosen];
  const current = billingPackages[subscription.package_id];
  switch (change) {
    case 'upgrade':
      return `You change to ${target.name} now. You pay about ${formatPence(proratedUpgradePence(subscription, target.pricePence))} now for the rest of this period (prorated), then ${formatPence(target.pricePence)} a month from ${renewal}.`;
    case 'downgrade':
      return `You keep ${current.name} until ${renewal}. From ${renewal} you pay ${formatPence(target.pricePence)} a month.`;
    case 'undo-downgrade':
      return `You stay on ${current.name} at ${formatPence(current.pricePence)} a month: the change planned for ${renewal} is called off.`;
    case 'already-pending':
      return `Your change to ${target.name} on ${renewal} is already planned.`;
    default:
      return `This is your package.`;
  }
}

const okTexts: Record<Change, string> = {
  upgrade: 'Upgrade and pay now',
  downgrade: 'Change at renewal',
  'undo-downgrade': 'Stay on this package',
  'already-pending': 'Change Package',
  none: 'Change Package',
};

const successToasts: Record<Change, string> = {
  upgrade: billingToasts.packageUpgraded,
  downgrade: billingToasts.packageDowngradeScheduled,
  'undo-downgrade': billingToasts.downgradeUndone,
  'already-pending': billingToasts.packageDowngradeScheduled,
  none: billingToasts.downgradeUndone,
};

export interface ChangePackageDialogProps {
  subscription: Subscription;
  open: boolean;
  onClose: () => void;
}

/** Change Package: an upgrade is charged now (prorated), a downgrade waits for the renewal. */
export function ChangePackageDialog({ subscription, open, onClose }: ChangePackageDialogProps) {
  return (
    <Modal title={billingTexts.changePackage} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <ChangePackageForm subscription={subscription} onDone={onClose} />
    </Modal>
  );
}

function ChangePackageForm({ subscription, onDone }: { subscription: Subscription; onDone: () => void }) {
  const { notification } = App.useApp();
  const [chosen, setChosen] = useState<PackageId>(subscription.package_id === 'premium' ? 'standard' : 'premium');
  const [failure, setFailure] = useState<string | null>(null);
  const { trigger, isMutating } = useChangePackage();
  const idempotency = useIdempotencyKey();
  const change = changeTo(subscription, chosen);

  const submit = async () => {
    setFailure(null);
    try {
      await trigger({ packageId: chosen, idempotencyKey: idempotency.key });
      idempotency.settle();
      notification.success({ title: successToasts[change] });
      onDone();
    } catch (error) {
      idempotency.settle(error);
      const message = messageOf(error, billingToasts.packageChangeFailed);
      setFailure(message);
      notification.error({ title: billingToasts.packageChangeFailed, description: message });
    }
  };

  return (
    <>
      <fieldset className="lp-fieldset">
        <legend>Choose a package</legend>
        <Radio.Group
          className="lp-billing-packages"
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value as PackageId);
            setFailure(null);
          }}
        >
          {(Object.keys(billingPackages) as PackageId[]).map((id) => (
            <Radio key={id} value={id} className={`lp-billing-package${chosen === id ? ' is-chosen' : ''}`}>
              <span className="lp-billing-package__name">{billingPackages[id].name}</span>{' '}
              {formatPence(billingPackages[id].pricePence)} a month, VAT included
              {id === subscription.package_id ? <span className="lp-billing-hint"> (your package)</span> : null}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      <p aria-live="polite">{explain(subscription, chosen, change)}</p>
      {failure ? <Alert type="error" showIcon role="alert" title={failure} className="lp-billing-note" /> : null}
      <div className="lp-billing-actions">
        <Button
          type="primary"
          loading={isMutating}
          disabled={change === 'none' || change === 'already-pending'}
          onClick={submit}
        >
          {okTexts[change]}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </>
  );
}
