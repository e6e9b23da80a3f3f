import type { ReactNode } from 'react';
import { company } from '@/shared/config/company';
import { PageHeadTags } from '@/shared/head/page-head-tags';
import { legal } from '../lib/legal-details';
import './legal.css';

export interface LegalDocumentProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** Frame of a legal page: plain HTML, its title and when it last changed. */
export function LegalDocument({ title, description, children }: LegalDocumentProps) {
  return (
    <article className="lp-legal-page">
      <PageHeadTags head={{ title: `${title} | ${company.name}`, description }} />
      <h1>{title}</h1>
      <p className="lp-legal-page__updated">Last updated {legal.lastUpdated}</p>
      {children}
    </article>
  );
}
