import { company } from '@/shared/config/company';
import { LegalDocument } from '../components/legal-document';
import { TermsContent } from '../components/terms-content';

export default function TermsOfServiceRoute() {
  return (
    <LegalDocument
      title="Terms of Service"
      description={`The terms for customers and businesses using ${company.name}: jobs, quotes, packages, reviews and our liability.`}
    >
      <TermsContent />
    </LegalDocument>
  );
}
