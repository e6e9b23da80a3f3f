import { Alert, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { useSubscriptionStatus } from '@/shared/api/get-subscription-status';
import { company } from '@/shared/config/company';
import { chosenPackage } from '@/shared/lib/chosen-package';
import { Checkout } from '../components/checkout';

/** /subscribe and /register/packages[/standard|premium]: a business chooses and pays for a package. */
export default function SubscribeRoute() {
  const { packageId } = useParams();
  const { data } = useSubscriptionStatus(true);
  const status = data?.subscription?.status;
  const renewing = status === 'PAST_DUE' || status === 'LAPSED';
  if (data?.payment_pending) {
    return (
      <section className="lp-page">
        <title>{`Your Direct Debit is being set up | ${company.name}`}</title>
        <Typography.Title level={1}>Your Direct Debit is being set up</Typography.Title>
        <Alert
          type="info"
          showIcon
          title="Your leads start once your bank confirms it, usually within 3 working days. There is nothing more to do."
        />
      </section>
    );
  }
  return (
    <section className="lp-page">
      <title>{`${renewing ? 'Renew your subscription' : 'Choose your package'} | ${company.name}`}</title>
      <Typography.Title level={1}>{renewing ? 'Renew your subscription' : 'Choose your package'}</Typography.Title>
      <Typography.Paragraph>
        Leads for every job in your services within 40 km, from the moment you subscribe. Prices include VAT; cancel at
        any time, effective at the end of the month you paid for.
      </Typography.Paragraph>
      <Checkout initialPackage={chosenPackage(packageId) ?? 'standard'} renewing={renewing} />
    </section>
  );
}
