import { Alert, Typography } from 'antd';
import type { ReactNode } from 'react';
import { company } from '@/shared/config/company';

export interface LegalDocumentProps {
  title: string;
  children: ReactNode;
}

/** Frame for the legal pages, with a note that the full text is being finalised. */
export function LegalDocument({ title, children }: LegalDocumentProps) {
  return (
    <article className="lp-page lp-page--narrow">
      <title>{`${title} | ${company.name}`}</title>
      <Typography.Title level={1}>{title}</Typography.Title>
      <Alert
        type="info"
        showIcon
        title="Summary version"
        description={`This is a short summary while ${company.name} finalises the full ${title.toLowerCase()}. If you have a question about it, please contact us.`}
      />
      <Typography className="lp-legal">{children}</Typography>
    </article>
  );
}
