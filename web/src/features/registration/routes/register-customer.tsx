import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { CustomerRegistrationForm } from '../components/customer-registration-form';

export default function RegisterCustomerRoute() {
  return (
    <section className="lp-page lp-page--form">
      <title>{`Register as a User | ${company.name}`}</title>
      <Typography.Title level={1}>Register as a User</Typography.Title>
      <Typography.Paragraph className="lp-lead">
        Create a free account to post jobs and compare quotes from local pros.
      </Typography.Paragraph>
      <CustomerRegistrationForm />
      <Typography.Paragraph className="lp-account-form__footer">
        Already registered? <Link to={paths.login}>Log In</Link>
      </Typography.Paragraph>
    </section>
  );
}
