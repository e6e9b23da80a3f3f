import type { ReactNode } from 'react';

export interface ExternalLinkProps {
  href: string;
  /** Accessible name; the note about the new tab is added automatically. */
  label: string;
  className?: string;
  children: ReactNode;
}

/** A link to another site, opened in a new tab. */
export function ExternalLink({ href, label, className, children }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      className={className}
    >
      {children}
    </a>
  );
}
