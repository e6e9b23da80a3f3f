import type { ReactNode } from 'react';
import { legal } from '../lib/legal-details';
import './legal.css';

export interface LegalDocumentProps {
  title: string;
  children: ReactNode;
}

/** Frame of a legal page: plain HTML, its title and when it last changed (its head: lib/legal-heads.ts). */
export function LegalDocument({ title, children }: LegalDocumentProps) {
  return (
    <article className="lp-legal-page">
      <h1>{title}</h1>
      <p className="lp-legal-page__updated">Last updated {legal.lastUpdated}</p>
      {children}
    </article>
  );
}
