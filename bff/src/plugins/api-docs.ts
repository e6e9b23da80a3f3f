import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiOperationTransform } from '../http/openapi-operation.js';

/**
 * Every tag a route's schema names, with a line on what it groups. A route with a tag missing
 * here fails the OpenAPI lint test (bff/test/openapi-lint.test.ts).
 */
export const apiTags = [
  {
    name: 'reference data',
    description: 'Work categories and their services, UK postcode areas, and the platform this deployment runs as.',
  },
  {
    name: 'landing pages',
    description:
      "Public data of the home and service landing pages: the catalog with its slugs, the verified businesses offering a service, its typical prices, and the marketplace's trust figures.",
  },
  { name: 'contact', description: 'The contact form: a message to the LocalPros team.' },
  {
    name: 'auth',
    description: 'Sign-up, account verification, sign-in (customers, businesses, admins), sign-out and passwords.',
  },
  {
    name: 'user',
    description: "Whether an e-mail or number is registered, and the signed-in user's own account and settings.",
  },
  {
    name: 'business',
    description: "Public business pages and logos, and a business's own profile, vetting documents and company number.",
  },
  { name: 'jobs', description: 'Jobs customers post, and their status from posting to completion.' },
  { name: 'leads', description: 'Jobs offered to a business as leads, and its answer to each.' },
  { name: 'quotes', description: 'Quotes businesses send on leads, and the customer accepting one.' },
  {
    name: 'messages',
    description:
      'Conversations about a job between its customer and each business that marked interest (docs/messaging.md).',
  },
  { name: 'reviews', description: "Customers' reviews of completed jobs, and the businesses' replies." },
  {
    name: 'notifications',
    description:
      "The signed-in user's live events (Server-Sent Events), the notification centre (the bell) and web push.",
  },
  {
    name: 'admin',
    description: 'The admin panel: users, businesses, jobs, categories, reviews, promo codes, messages, audit log.',
  },
  { name: 'billing', description: 'Packages, subscriptions, card and Direct Debit payments, promo codes, receipts.' },
  {
    name: 'webhooks',
    description:
      "Square's and GoCardless's signed events about payments and mandates (no user: the signature is checked).",
  },
  { name: 'dev', description: 'Demos and tests only: the development mailbox (404 on production).' },
];

/** OpenAPI 3 generated from the zod route schemas: UI at /api/docs, JSON at /api/docs/json. */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'LocalPros API',
        description: 'The BFF of the LocalPros marketplace. Every error body is { message, errors? }.',
        version: '0.1.0',
        contact: { name: 'The LocalPros team (the web app’s Contact us page)', url: '/contact-us' },
      },
      servers: [{ url: '/', description: 'The site that serves this document' }],
      tags: apiTags,
    },
    transform: apiOperationTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
