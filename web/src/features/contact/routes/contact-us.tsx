import { Typography } from 'antd';
import { company } from '@/shared/config/company';
import { ContactForm } from '../components/contact-form';

export default function ContactUsRoute() {
  return (
    <section className="lp-page lp-page--narrow">
      <title>{`Contact us | ${company.name}`}</title>
      <Typography.Title level={1}>Contact us</Typography.Title>
      <Typography.Paragraph className="lp-lead">
        Questions about posting a job or registering your business? Send us a message, or call{' '}
        <a href={company.phoneHref}>{company.phoneDisplay}</a> ({company.supportHours}).
      </Typography.Paragraph>
      <ContactForm />
    </section>
  );
}
