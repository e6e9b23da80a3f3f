import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import type { PageHead } from '@/shared/head/page-head';

const terms = `The terms for customers and businesses using ${company.name}: jobs, quotes, packages, reviews and our liability.`;

/** The legal pages' heads, by path: the app's head registry (app/head/page-heads.ts) renders them. */
export const legalHeads: Record<string, PageHead> = {
  [paths.privacyPolicy]: {
    title: `Privacy Policy | ${company.name}`,
    description: `How ${company.name} collects, uses and protects your personal data under UK data protection law.`,
  },
  [paths.termsOfService]: { title: `Terms of Service | ${company.name}`, description: terms },
  [paths.termsOfUse]: { title: `Terms of Use | ${company.name}`, description: terms },
  [paths.cookies]: {
    title: `Cookies Policy | ${company.name}`,
    description: `The cookies ${company.name} uses, what each one does and how to change your choice.`,
  },
  [paths.reviewPolicy]: {
    title: `Review Policy | ${company.name}`,
    description: `How ${company.name} collects reviews only from completed jobs, when one is hidden and why, and how to report one.`,
  },
};
