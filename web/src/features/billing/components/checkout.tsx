import { Alert, App, Button, Card, Form, Input, Radio, Result, Skeleton, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { track } from '@/shared/analytics/analytics';
import { isApiError } from '@/shared/api/api-error';
import { usePackages } from '@/shared/api/get-packages';
import { subscriptionStatusKey } from '@/shared/api/get-subscription-status';
import { paths } from '@/shared/config/paths';
import { messageOf } from '@/shared/lib/form-field-errors';
import { formatPounds } from '@/shared/lib/money';
import { type PromoPreview, previewPromoCode } from '../api/preview-promo-code';
import { renewSubscription } from '../api/renew-subscription';
import { subscribe } from '../api/subscribe';
import type { PaymentMethodInput } from '../lib/payment-method';
import { PaymentMethodForm } from './payment-method-form';
import './checkout.css';

type PackageId = 'standard' | 'premium';

export interface CheckoutProps {
  /** Preselected from the page's address (/register/packages/premium). */
  initialPackage?: PackageId;
  /** PAST_DUE or LAPSED: pay the existing subscription again rather than start one. */
  renewing?: boolean;
}

const pence = (pounds: number) => formatPounds(pounds).replace(/^£(\d[\d,]*)$/, '£$1.00');

/**
 * Choose a package, apply a promo code, pay by card or Direct Debit. One Idempotency-Key per
 * attempt: kept while the outcome is unknown (a timeout, a dropped connection), renewed once the
 * server has answered with a refusal, so a double click or a retry never charges twice.
 */
export function Checkout({ initialPackage = 'standard', renewing = false }: CheckoutProps) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data: packages, error, isLoading, mutate: reload } = usePackages();
  const [packageId, setPackageId] = useState<PackageId>(initialPackage);
  const [code, setCode] = useState('');
  const [promo, setPromo] = useState<PromoPreview | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attemptKey = useRef(crypto.randomUUID());

  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error || !packages) {
    return (
      <Result
        status="warning"
        title="We could not load the packages"
        extra={<Button onClick={() => void reload()}>Retry</Button>}
      />
    );
  }
  const chosen = packages.find((p) => p.id === packageId) ?? packages[0];
  if (!chosen) return <Result status="warning" title="No packages are available" />;
  const total = promo && !renewing ? promo.total : chosen.price;

  const choose = (id: PackageId) => {
    setPackageId(id);
    setPromo(null);
    setPromoError(null);
  };

  const apply = async () => {
    setApplying(true);
    setPromoError(null);
    try {
      setPromo(await previewPromoCode(code, packageId));
    } catch (problem) {
      setPromo(null);
      setPromoError(messageOf(problem, 'This promo code is not valid'));
    } finally {
      setApplying(false);
    }
  };

  const pay = async (paymentMethod: PaymentMethodInput) => {
    setPaying(true);
    setFailure(null);
    try {
      if (renewing) await renewSubscription({ paymentMethod, idempotencyKey: attemptKey.current });
      else await subscribe({ packageId, promoCode: promo?.code ?? '', paymentMethod }, attemptKey.current);
      await mutate(subscriptionStatusKey);
      track('subscribed', { package: packageId, renewal: renewing });
      notification.success({ title: renewing ? 'Your subscription is active again' : 'You are subscribed' });
      await navigate(paths.dashboard);
    } catch (problem) {
      // The server answered (a decline, a field error): the next attempt is a new one.
      if (isApiError(problem) && problem.status > 0) attemptKey.current = crypto.randomUUID();
      setFailure(messageOf(problem, 'Your payment did not go through, please try again'));
    } finally {
      setPaying(false);
    }
  };

  return (
    <div className="lp-checkout">
      {renewing && (
        <Alert
          type="warning"
          showIcon
          title="Your last payment did not go through"
          description="Pay now to keep receiving leads (or to receive them again)."
        />
      )}
      <section aria-labelledby="lp-checkout-package">
        <Typography.Title level={2} id="lp-checkout-package">
          Your package
        </Typography.Title>
        <Radio.Group
          aria-label="Package"
          className="lp-checkout__packages"
          value={packageId}
          onChange={(event) => choose(event.target.value)}
          disabled={renewing}
        >
          {packages.map((p) => (
            <Radio key={p.id} value={p.id} className="lp-checkout__package">
              <Card size="small" title={p.name}>
                <Typography.Text strong>{pence(p.price)} a month</Typography.Text>
                <Typography.Text type="secondary"> VAT included</Typography.Text>
                <ul>
                  {p.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </Card>
            </Radio>
          ))}
        </Radio.Group>
      </section>
      {!renewing && (
        <Form layout="vertical" className="lp-checkout__promo" onFinish={() => void apply()}>
          <Form.Item
            label="Promo code"
            htmlFor="lp-promo-code"
            validateStatus={promoError ? 'error' : undefined}
            help={promoError ?? undefined}
          >
            <Space.Compact block>
              <Input id="lp-promo-code" value={code} maxLength={10} onChange={(event) => setCode(event.target.value)} />
              <Button htmlType="submit" loading={applying} disabled={code.trim() === ''}>
                Apply
              </Button>
            </Space.Compact>
          </Form.Item>
          {promo && (
            <p className="lp-checkout__discount" role="status">
              {promo.code}: {promo.percentage} % off — {pence(promo.total)} for the first month, then{' '}
              {pence(promo.price)} a month
            </p>
          )}
        </Form>
      )}
      <section aria-labelledby="lp-checkout-payment">
        <Typography.Title level={2} id="lp-checkout-payment">
          Payment
        </Typography.Title>
        {failure && <Alert type="error" showIcon role="alert" title={failure} className="lp-checkout__failure" />}
        <PaymentMethodForm submitText={`Pay ${pence(total)}`} onSubmit={pay} busy={paying} />
      </section>
    </div>
  );
}
