import { PREMIUM_HEAD_START_MINUTES_DEFAULT, RESPONSE_CAP_DEFAULT } from '@localpros/contracts/rules';
import { Button, Card, Result, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { type BillingPackage, usePackages } from '@/shared/api/get-packages';
import { ButtonLink } from '@/shared/components/button-link';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { formatPounds } from '@/shared/lib/money';
import './packages.css';

export interface PackagesPageProps {
  /** /packages/premium and /packages/standard lead with one package. */
  focus?: BillingPackage['id'];
}

const titles = {
  all: 'Packages for businesses',
  premium: 'The Premium package',
  standard: 'The Standard package',
} as const;

/**
 * The packages a business pays for, and the way on: "Register as a Business" carries the chosen
 * package through registration to paying for it.
 */
export function PackagesPage({ focus }: PackagesPageProps) {
  const { data: packages, error, isLoading, mutate } = usePackages();
  const title = titles[focus ?? 'all'];
  const shown = focus ? [...(packages ?? [])].sort((a) => (a.id === focus ? -1 : 1)) : (packages ?? []);
  return (
    <section className="lp-page lp-packages">
      <title>{`${title} | ${company.name}`}</title>
      <meta
        name="description"
        content="LocalPros packages for cleaning businesses: Standard £95 and Premium £195 a month, VAT included. Leads for every job in your services within 40 km."
      />
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph className="lp-lead">
        Get every job in your services within 40 km as a lead, see the customer’s number when you are interested, and
        quote as often as you like. Monthly, prices include VAT, cancel at any time.
      </Typography.Paragraph>
      <Typography.Paragraph className="lp-packages__rule">
        Fair leads: marking interest or quoting takes a place on the job, and only a few businesses get one (
        {RESPONSE_CAP_DEFAULT} in most categories), so a customer is not called by dozens and your answer counts.
        Premium businesses see each new lead {PREMIUM_HEAD_START_MINUTES_DEFAULT} minutes before Standard ones.
      </Typography.Paragraph>
      {isLoading && <Skeleton active paragraph={{ rows: 5 }} />}
      {error && !isLoading && (
        <Result
          status="warning"
          title="We could not load the packages"
          extra={<Button onClick={() => void mutate()}>Retry</Button>}
        />
      )}
      <div className="lp-packages__list">
        {shown.map((p) => (
          <Card
            key={p.id}
            className={p.id === focus ? 'lp-packages__card is-focused' : 'lp-packages__card'}
            title={
              <Typography.Title level={2} className="lp-packages__name">
                {p.name} {p.id === 'premium' && <Tag className="lp-premium-badge">Premium jobs first</Tag>}
              </Typography.Title>
            }
          >
            <p className="lp-packages__price">
              <strong>{formatPounds(p.price)}</strong> a month, VAT included
            </p>
            <ul>
              {p.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <ButtonLink type="primary" className="lp-packages__cta" to={`${paths.registerBusiness}?package=${p.id}`}>
              Register as a Business
            </ButtonLink>
            {!focus && (
              <Link
                className="lp-packages__more"
                to={p.id === 'premium' ? paths.premiumPackage : paths.standardPackage}
              >
                More about {p.name}
              </Link>
            )}
          </Card>
        ))}
      </div>
      <Typography.Paragraph>
        Already registered? <Link to={paths.login}>Log in</Link> and choose your package.
      </Typography.Paragraph>
    </section>
  );
}
