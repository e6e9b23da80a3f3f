import { legalHeads } from '@/features/legal/lib/legal-heads';
import { company } from '@/shared/config/company';
import type { PageHead } from '@/shared/head/page-head';

const site = company.name;
const radius = company.leadRadiusKm;

/**
 * The head tags of the pages whose head is fixed, by exact path: the shell renders them (RouteHead),
 * and the server entry gives them for a page it does not render (prerender/page-head.ts). A page
 * whose head depends on data (a business profile, a landing page) renders PageHeadTags itself.
 */
export const pageHeads: Record<string, PageHead> = {
  '/': {
    title: `${site} | Find trusted local cleaners`,
    description: `Post a cleaning job for free and compare quotes from verified local businesses within ${radius} km of you, with reviews from real customers.`,
  },
  '/post-a-job': {
    title: `Post a job | ${site}`,
    description: `Tell us what needs doing and where: verified local pros within ${radius} km send you their quotes. Free, no obligation.`,
  },
  '/post-job': {
    title: `Post a job | ${site}`,
    description: `Tell us what needs doing and where: verified local pros within ${radius} km send you their quotes. Free, no obligation.`,
  },
  '/login': {
    title: `Log In | ${site}`,
    description: `Log in to ${site} to follow your jobs and quotes, or to see new leads for your business.`,
  },
  '/register/customer': {
    title: `Register as a User | ${site}`,
    description: `Create a free ${site} account to post jobs and compare quotes from verified local businesses.`,
  },
  '/register/business': {
    title: `Register as a Business | ${site}`,
    description: `Register your cleaning business on ${site}: get verified and receive local jobs to quote for.`,
  },
  '/packages': {
    title: `Packages for businesses | ${site}`,
    description: `Choose the ${site} package for your business and receive leads for jobs within ${radius} km of your postcode.`,
  },
  '/packages/standard': {
    title: `Standard package | ${site}`,
    description: `The ${site} Standard package: receive local leads and quote on the jobs you want.`,
  },
  '/packages/premium': {
    title: `Premium package | ${site}`,
    description: `The ${site} Premium package: more local leads, a Premium badge on your profile and priority placement.`,
  },
  '/get-more-leads': {
    title: `Get more leads | ${site}`,
    description: `Grow your cleaning business with local leads from customers within ${radius} km who are ready to hire.`,
  },
  '/contact-us': {
    title: `Contact us | ${site}`,
    description: `Questions about ${site}? Send us a message or call us; we reply within one working day.`,
  },
  ...legalHeads,
};
