/**
 * What a job's lead e-mails cost to compose (issue 26): each e-mail rendered on its own against the
 * job's one rendering with each business's words filled in (leadEmailComposer), side by side in one
 * run, warm, on the same businesses. Prints milliseconds per e-mail.
 *
 *   npx tsx loadtests/lead-email-render.ts [--businesses 300] [--jobs 5]
 *   NODE_ENV=production npx tsx loadtests/lead-email-render.ts   # React's production build
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadNotificationsConfig } from '../services/notifications/src/config.js';
import { leadEmailComposer } from '../services/notifications/src/delivery/lead-emails.js';

const { values: args } = parseArgs({
  options: { businesses: { type: 'string', default: '300' }, jobs: { type: 'string', default: '5' } },
});
const businesses = Number(args.businesses);
const jobs = Number(args.jobs);

const links = loadNotificationsConfig({ PLATFORM: 'local', PUBLIC_URL: 'https://localpros.test' }).mailLinks;
const job = { title: 'End of tenancy clean', location: 'sw4', serviceName: 'End of tenancy cleaning' };
const recipients = Array.from({ length: businesses }, (_, i) => ({
  userId: randomUUID(),
  email: `business${i}@example.com`,
  firstName: `Owner ${i}`,
}));

/** Milliseconds per e-mail over `jobs` jobs, each e-mailing every business (one in seven with no distance). */
function measure(renderOnce: boolean): number {
  const started = performance.now();
  for (let j = 0; j < jobs; j += 1) {
    const compose = leadEmailComposer(job, links, { renderOnce });
    for (const [i, to] of recipients.entries()) compose(to, i % 7 === 0 ? null : i / 10);
  }
  return (performance.now() - started) / (jobs * businesses);
}

// Warm both ways first (JIT, React's module state), then alternate.
measure(false);
measure(true);
const rounds = [false, true, false, true].map((renderOnce) => ({ renderOnce, ms: measure(renderOnce) }));
console.log(`NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}; ${jobs} jobs × ${businesses} businesses a round`);
for (const { renderOnce, ms } of rounds) {
  console.log(`${renderOnce ? 'rendered once a job' : 'rendered per e-mail'}: ${ms.toFixed(3)} ms per e-mail`);
}
