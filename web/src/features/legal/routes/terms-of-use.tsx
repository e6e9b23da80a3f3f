import { LegalDocument } from '../components/legal-document';
import { TermsContent } from '../components/terms-content';

export default function TermsOfUseRoute() {
  return (
    <LegalDocument title="Terms of Use">
      <TermsContent />
    </LegalDocument>
  );
}
