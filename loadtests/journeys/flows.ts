import { randomInt, randomUUID } from 'node:crypto';
import { referenceIds } from '@localpros/contracts';
import { type JourneyClient, StepFailed } from './client.js';
import type { JourneyId } from './config.js';
import { LiveLeads } from './live-leads.js';

const CLEANING = referenceIds.workCategory('Cleaning');
const DOMESTIC_CLEANING = referenceIds.workService('Cleaning', 'Domestic cleaning');
/** The demo accounts' shared password (the seed writes them on a non-production server). */
const DEMO_PASSWORD = 'LocalPros123!';
const PASSWORD = 'Sunny-Days-42';

/** Who the journeys act as: signed-in demo businesses, and customers (the demo one, then every one the register journey made). */
export interface Cast {
  /** The demo business in SW (Clapham): a hire job in SW reaches it. */
  business: string;
  /** That business's Leads tab, open for the whole run: its live stream. */
  leads: LiveLeads;
  /** Both demo businesses, for reading. */
  businesses: string[];
  customers: string[];
}

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;

const job = (location: string, title: string) => ({
  category_id: CLEANING,
  service_id: DOMESTIC_CLEANING,
  location,
  job_type: 'residential',
  title,
  description: 'Kitchen, bathroom and two bedrooms; we supply the products.',
  target_job_done: 'flexible',
  specificJobDoneDatetime: '',
});

interface Lead {
  id: string;
  job: { id: string };
}

/** Signs the demo accounts in once, before the load. */
export async function castFor(client: JourneyClient): Promise<Cast> {
  const signIn = async (email: string) =>
    (
      await client.call<{ token: string }>('set-up: sign in', 'POST', '/api/auth/login', {
        body: { email, password: DEMO_PASSWORD },
      })
    ).token;
  const [business, business2, customer] = await Promise.all([
    signIn('business@localpros.test'),
    signIn('business2@localpros.test'),
    signIn('customer@localpros.test'),
  ]);
  return {
    business,
    leads: await LiveLeads.open(client.base, business),
    businesses: [business, business2],
    customers: [customer],
  };
}

export const flows: Record<JourneyId, (client: JourneyClient, cast: Cast) => Promise<void>> = {
  async browse({ call }) {
    await call('browse: home page', 'GET', '/', { html: true });
    await call('browse: GET /api/platform', 'GET', '/api/platform');
    await call('browse: GET /api/work-category', 'GET', '/api/work-category');
    await call('browse: GET /api/locations', 'GET', '/api/locations');
  },

  async contact({ call }) {
    await call('contact: contact page', 'GET', '/contact-us', { html: true });
    await call('contact: send a message', 'POST', '/api/customer/contact-us', {
      body: {
        name: 'Siobhán O’Brien',
        email: `siobhan.${randomUUID().slice(0, 8)}@example.co.uk`,
        phone: '07700 900123',
        message: 'Hello, could you tell me whether you cover the Cardiff area for end of tenancy cleans?',
      },
    });
  },

  async register({ call, waitFor }, cast) {
    const email = `load.${randomUUID().slice(0, 12)}@example.com`;
    await call('register: sign up', 'POST', '/api/auth/customer/register', {
      expect: [201],
      body: {
        fullName: 'Ann Smith',
        email,
        mobile_number: `07${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      },
    });
    const code = await waitFor(
      'register: code e-mailed',
      async () => {
        const { messages } = await call<{ messages: { subject: string; text: string }[] }>(
          'register: GET /api/dev/mailbox',
          'GET',
          `/api/dev/mailbox?recipient=${encodeURIComponent(email)}`,
        );
        return messages[0] ? codeIn(messages[0]) : undefined;
      },
      15_000,
    );
    await call('register: verify', 'POST', `/api/auth/verify/${encodeURIComponent(code)}`);
    const { token } = await call<{ token: string }>('register: sign in', 'POST', '/api/auth/login', {
      body: { email, password: PASSWORD },
    });
    cast.customers.push(token);
  },

  async 'post-job'({ call }, cast) {
    const customer = pick(cast.customers);
    // Manchester: no demo business works there, so the job makes no lead to pile up in a list.
    await call('post-job: post a job', 'POST', '/api/job', {
      expect: [201],
      token: customer,
      body: job('M', 'Weekly clean of a three-bedroom house'),
    });
    await call('post-job: my active jobs', 'GET', '/api/jobs?status=active', { token: customer });
  },

  async 'read-leads'({ call }, cast) {
    const business = pick(cast.businesses);
    await call('read-leads: leads list', 'GET', '/api/business/leads', { token: business });
    await call('read-leads: jobs in progress', 'GET', '/api/jobs?status=in_progress', { token: business });
    await call('read-leads: quotes', 'GET', '/api/quotes', { token: business });
  },

  async hire({ call, waitFor, waited }, cast) {
    const customer = pick(cast.customers);
    const { job: posted } = await call<{ job: { id: string } }>('hire: post a job', 'POST', '/api/job', {
      expect: [201],
      token: customer,
      body: job('SW', `Spring clean ${randomUUID().slice(0, 6)}`),
    });
    // From the post's answer to the lead on the business's open Leads tab (its live stream).
    await waited('hire: lead reaches the business', performance.now(), cast.leads.arrival(posted.id, 20_000));
    const { leads } = await call<{ leads: Lead[] }>('hire: leads list', 'GET', '/api/business/leads', {
      token: cast.business,
    });
    const lead = leads.find((l) => l.job.id === posted.id);
    if (!lead) throw new StepFailed(`hire: the lead of job ${posted.id} announced live is not in the list`);
    const { quote } = await call<{ quote: { id: string } }>('hire: quote', 'POST', '/api/quote', {
      expect: [201],
      token: cast.business,
      body: { leadId: lead.id, rate_type: 'hourly', cost: 18.5, currency: 'GBP', comments: 'Two cleaners, half a day' },
    });
    await call('hire: customer reads quotes', 'GET', `/api/job/${posted.id}/responses`, { token: customer });
    await call('hire: accept', 'POST', `/api/quote/${quote.id}/accept`, { token: customer });
    await waitFor(
      'hire: job starts for the business',
      async () => {
        const { jobs } = await call<{ jobs: { id: string }[] }>(
          'hire: jobs in progress (waiting)',
          'GET',
          '/api/jobs?status=in_progress',
          { token: cast.business },
        );
        return jobs.some((j) => j.id === posted.id) ? true : undefined;
      },
      20_000,
    );
    await call('hire: complete', 'POST', `/api/job/${posted.id}/update-status`, {
      token: cast.business,
      body: { status: 'finished' },
    });
  },
};

/** The one-time code in a message: from a link's `code=`, else the 8-character code itself. */
function codeIn(message: { subject: string; text: string }): string | undefined {
  const text = `${message.subject}\n${message.text}`;
  const link = /[?&]code=([^&\s"'<>]+)/.exec(text);
  if (link?.[1]) return decodeURIComponent(link[1]);
  const code = /\b([A-HJ-NP-Z2-9]{4})[- ]?([A-HJ-NP-Z2-9]{4})\b/.exec(text);
  return code ? `${code[1]}${code[2]}` : undefined;
}
