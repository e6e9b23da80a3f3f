import { Typography } from 'antd';
import { company } from '@/shared/config/company';
import { LegalDocument } from '../components/legal-document';

const { Paragraph, Title } = Typography;

export default function TermsOfUseRoute() {
  return (
    <LegalDocument title="Terms of Use">
      <Title level={2}>Using this website</Title>
      <Paragraph>
        By using the {company.name} website you agree to use it lawfully and not to post false, offensive or misleading
        jobs, quotes or reviews.
      </Paragraph>
      <Title level={2}>Content</Title>
      <Paragraph>
        The content of this website belongs to {company.name} unless stated otherwise. Businesses are responsible for
        the information on their own profiles.
      </Paragraph>
    </LegalDocument>
  );
}
