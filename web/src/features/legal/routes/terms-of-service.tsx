import { LegalDocument } from '../components/legal-document';
import { TermsContent } from '../components/terms-content';

export default function TermsOfServiceRoute() {
  return (
    <LegalDocument title="Terms of Service">
      <TermsContent />
    </LegalDocument>
  );
}
