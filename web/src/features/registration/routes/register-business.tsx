import { Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { rememberChosenPackage } from '@/shared/lib/chosen-package';
import { BusinessRegistrationForm } from '../components/business-registration-form';

export default function RegisterBusinessRoute() {
  const [searchParams] = useSearchParams();
  const chosen = searchParams.get('package');
  useEffect(() => rememberChosenPackage(chosen), [chosen]);
  return (
    <section className="lp-page lp-page--form">
      <title>{`Register as a Business | ${company.name}`}</title>
      <Typography.Title level={1}>Register as a Business</Typography.Title>
      <Typography.Paragraph className="lp-lead">
        Sign up your business to receive cleaning leads within {company.leadRadiusKm} km of your postcode. After
        verifying your e-mail you choose your package (<Link to={paths.packages}>from £95 a month</Link>) and pay.
      </Typography.Paragraph>
      <BusinessRegistrationForm />
      <Typography.Paragraph className="lp-account-form__footer">
        Already registered? <Link to={paths.login}>Log In</Link>
      </Typography.Paragraph>
    </section>
  );
}
