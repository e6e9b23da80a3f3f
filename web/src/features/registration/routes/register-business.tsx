import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { BusinessRegistrationForm } from '../components/business-registration-form';

export default function RegisterBusinessRoute() {
  return (
    <section className="lp-page lp-page--form">
      <title>{`Register as a Business | ${company.name}`}</title>
      <Typography.Title level={1}>Register as a Business</Typography.Title>
      <Typography.Paragraph className="lp-lead">
        Sign up your business to receive cleaning leads within {company.leadRadiusKm} km of your postcode.
      </Typography.Paragraph>
      <BusinessRegistrationForm />
      <Typography.Paragraph className="lp-account-form__footer">
        Already registered? <Link to={paths.login}>Log In</Link>
      </Typography.Paragraph>
    </section>
  );
}
