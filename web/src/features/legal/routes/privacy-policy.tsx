import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { LegalDocument } from '../components/legal-document';

const { Paragraph, Title } = Typography;

export default function PrivacyPolicyRoute() {
  return (
    <LegalDocument title="Privacy Policy">
      <Title level={2}>Who we are</Title>
      <Paragraph>
        {company.name} runs a UK marketplace that connects customers who need cleaning and other services with verified
        local businesses.
      </Paragraph>
      <Title level={2}>What we collect and why</Title>
      <Paragraph>
        We collect the details you give us, such as your name, email address, phone number, postcode area and the jobs
        you post, so that we can run your account and pass your job to businesses within {company.leadRadiusKm} km.
        Businesses that show interest in your job can see the contact details needed to quote for it.
      </Paragraph>
      <Title level={2}>Your rights</Title>
      <Paragraph>
        Under UK data protection law you can ask to see, correct or delete your personal data. To do so,{' '}
        <Link to={paths.contactUs}>contact us</Link>.
      </Paragraph>
    </LegalDocument>
  );
}
