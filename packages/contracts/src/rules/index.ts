/*
 * The browser-safe part of the contracts (@localpros/contracts/rules): the messages, patterns,
 * limits and small checks the web app's forms and the server's schemas both use. Plain TypeScript
 * only — no zod, protobuf or node: imports (.dependency-cruiser.cjs holds it to that), so the web
 * bundle stays light.
 */
export * from './accounts.js';
export * from './admin-actions.js';
export * from './business.js';
export * from './contact-message.js';
export * from './images.js';
export * from './insights.js';
export * from './jobs.js';
export * from './lead-reports.js';
export * from './messages.js';
export * from './notifications.js';
export * from './page-head.js';
export * from './response-time.js';
export * from './reviews.js';
export * from './uk-time.js';
export * from './vetting.js';
export * from './working-hours.js';
