// Relative imports only: the build reads the head registry (web/src/app/head/page-heads.ts) with its imports.
import { company } from '../../shared/config/company';
import type { PageHead } from '../../shared/head/page-head';

/** Head tags of the static pages this feature and the legal pages add (the app's registry spreads them in). */
export const landingPageHeads: Record<string, PageHead> = {
  '/cookies': {
    title: `Cookie Policy | ${company.name}`,
    description: `The cookies ${company.name} uses, what each one does and how to change your choice.`,
  },
};
