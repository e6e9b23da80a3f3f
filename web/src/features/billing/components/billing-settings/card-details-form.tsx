import { Alert, Button, Form, Input, Skeleton } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { messageOf } from '@/shared/lib/form-field-errors';
import { type CardFormSettings, useCardFormSettings } from '../../api/get-card-form';
import { paymentMethodMessages as messages, type PaymentMethodInput } from '../../lib/payment-method';
import { loadSquareSdk, type SquareCard, type SquarePayments } from '../../lib/square-web-payments';
import './card-details-form.css';

export interface CardDetailsFormProps {
  submitText: string;
  onSubmit: (paymentMethod: PaymentMethodInput) => Promise<void>;
  busy?: boolean;
}

interface CardHolderFields {
  cardholderName: string;
}

type SquareForm =
  | { status: 'loading' }
  | { status: 'ready'; payments: SquarePayments; card: SquareCard }
  | { status: 'failed'; message: string };

/** Square's card fields attached to `container`, destroyed when the form goes. */
function useSquareCard(settings: CardFormSettings, container: React.RefObject<HTMLDivElement | null>) {
  const [form, setForm] = useState<SquareForm>({ status: 'loading' });
  useEffect(() => {
    let card: SquareCard | null = null;
    let gone = false;
    setForm({ status: 'loading' });
    (async () => {
      const sdk = await loadSquareSdk(settings.sdkUrl);
      const payments = sdk.payments(settings.applicationId, settings.locationId);
      card = await payments.card();
      if (gone || !container.current) return;
      await card.attach(container.current);
      if (!gone) setForm({ status: 'ready', payments, card });
    })().catch((error: unknown) => {
      if (!gone) setForm({ status: 'failed', message: messageOf(error, 'The secure card form could not load') });
    });
    return () => {
      gone = true;
      void card?.destroy();
    };
  }, [settings, container]);
  return form;
}

/**
 * A card for Subscribe, Pay now and Update Payment Method. The number, expiry and security code
 * are typed into Square's own frame (its Web Payments SDK), which gives back a one-time token: no
 * card number crosses our pages or servers. Square asks the bank to confirm the card (3-D Secure)
 * when it requires it; the token and that confirmation are what the API receives.
 */
export function CardDetailsForm(props: CardDetailsFormProps) {
  const { data: settings, error, isLoading, mutate } = useCardFormSettings();
  // Retry mounts Square's card afresh.
  const [attempt, setAttempt] = useState(0);
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} aria-label="Loading the card form" />;
  if (error || !settings) {
    return (
      <Alert
        type="warning"
        showIcon
        title={messageOf(error, 'The card form could not load')}
        action={<Button onClick={() => void mutate()}>Retry</Button>}
      />
    );
  }
  return <SquareCardForm key={attempt} settings={settings} onRetry={() => setAttempt((n) => n + 1)} {...props} />;
}

function SquareCardForm({
  settings,
  onRetry,
  submitText,
  onSubmit,
  busy,
}: CardDetailsFormProps & { settings: CardFormSettings; onRetry: () => void }) {
  const [form] = Form.useForm<CardHolderFields>();
  const container = useRef<HTMLDivElement>(null);
  const square = useSquareCard(settings, container);
  const [cardError, setCardError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const errorId = useId();

  const pay = async ({ cardholderName }: CardHolderFields) => {
    if (square.status !== 'ready') return;
    setCardError(null);
    setChecking(true);
    try {
      const result = await square.card.tokenize();
      if (result.status !== 'OK' || !result.token) {
        setCardError(result.errors?.map((e) => e.message).join(' ') || messages.cardDetails);
        return;
      }
      const name = cardholderName.trim();
      const postcode = result.details?.billing?.postalCode?.trim().toUpperCase() || undefined;
      const verification = await square.payments
        .verifyBuyer(result.token, {
          intent: 'STORE',
          billingContact: { givenName: name, postalCode: postcode, countryCode: 'GB' },
          customerInitiated: true,
          sellerKeyedIn: false,
        })
        .catch(() => undefined);
      if (verification === undefined) {
        setCardError(messages.verificationFailed);
        return;
      }
      await onSubmit({
        type: 'card',
        sourceId: result.token,
        verificationToken: verification?.token ?? null,
        cardholderName: name,
        postcode: postcode ?? null,
      });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Form<CardHolderFields>
      form={form}
      layout="vertical"
      aria-label="Card details"
      requiredMark={false}
      onFinish={(fields) => pay(fields)}
    >
      <fieldset className="lp-billing-square-card" aria-describedby={cardError ? errorId : undefined}>
        <legend className="lp-billing-square-card-label">Card</legend>
        {square.status === 'loading' && <Skeleton.Input active block aria-label="Loading the secure card form" />}
        {square.status === 'failed' && (
          <Alert type="warning" showIcon title={square.message} action={<Button onClick={onRetry}>Retry</Button>} />
        )}
        <div ref={container} />
        {cardError && (
          <div id={errorId} role="alert" className="ant-form-item-explain-error">
            {cardError}
          </div>
        )}
      </fieldset>
      <Form.Item
        label="Name on the card"
        name="cardholderName"
        rules={[{ required: true, whitespace: true, message: messages.cardholderName }]}
      >
        <Input autoComplete="cc-name" maxLength={100} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy || checking} disabled={square.status !== 'ready'} block>
        {submitText}
      </Button>
    </Form>
  );
}
