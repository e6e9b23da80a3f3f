import { Typography } from 'antd';
import { company } from '@/shared/config/company';
import { LegalDocument } from '../components/legal-document';

const { Paragraph, Title } = Typography;

export default function TermsOfServiceRoute() {
  return (
    <LegalDocument title="Terms of Service">
      <Title level={2}>Our service</Title>
      <Paragraph>
        {company.name} introduces customers to local businesses. The work itself is agreed between the customer and the
        business, and the business is responsible for carrying it out.
      </Paragraph>
      <Title level={2}>Business subscriptions</Title>
      <Paragraph>
        Businesses pay a subscription to receive leads. Subscriptions renew monthly until cancelled.
      </Paragraph>
      <Title level={2}>Accounts</Title>
      <Paragraph>
        Keep your login details safe and your information accurate. We may suspend accounts that misuse the marketplace.
      </Paragraph>
    </LegalDocument>
  );
}
