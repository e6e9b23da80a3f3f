import { randomUUID } from 'node:crypto';
import { verifyUnsubscribeToken } from '@localpros/contracts';
import { developmentSecret } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { loadNotificationsConfig } from '../src/config.js';
import { composeCodeMessage } from '../src/delivery/compose-message.js';
import { renderEmail } from '../src/delivery/email-rendering.js';
import { composeLeadDigest } from '../src/delivery/lead-digests.js';
import { composeLeadEmail, leadEmailComposer } from '../src/delivery/lead-emails.js';

const links = loadNotificationsConfig({ PLATFORM: 'local', PUBLIC_URL: 'https://localpros.test' }).mailLinks;

/** What a reader of the HTML part sees: the text of its elements, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, ' ')
    .replace(/<div[^>]*data-skip-in-text[^>]*>[\s\S]*?<\/div>\s*<\/div>/, ' ')
    .replace(/<br\s*\/?>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

/**
 * The two parts say the same: every line of the text part is in the HTML part, as text a reader
 * sees or (an address on its own line) as a link's target.
 */
function expectSameContent(email: { text: string; html: string }) {
  // A label's colon ("Where: SW4") is the text part's table column.
  const withoutColons = (text: string) =>
    text
      .replace(/:(\s|$)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim();
  const seen = withoutColons(visibleText(email.html));
  const targets = hrefs(email.html);
  for (const raw of email.text.split('\n')) {
    const line = raw.trim().replace(/\s+/g, ' ');
    if (!line || line === '--') continue;
    if (/^(https?|mailto):\S+$/.test(line)) expect(targets, `a link to ${line}`).toContain(line);
    else expect(seen, `the HTML part says "${line}"`).toContain(withoutColons(line));
  }
}

/** A composed e-mail's two parts (its html is never null). */
const bothParts = <T extends { text: string; html: string | null }>(message: T) => ({
  ...message,
  html: message.html ?? '',
});

const lead = { title: 'End of tenancy clean', location: 'sw4', serviceName: 'End of tenancy cleaning' };
const business = { userId: randomUUID(), email: 'sam@example.com', firstName: 'Sam' };

describe('e-mails in the LocalPros layout', () => {
  it('say the same in the text and the HTML part, with the wordmark, the brand colour and a footer', () => {
    const email = bothParts(composeLeadEmail(business, lead, 2.6, links));
    expectSameContent(email);
    for (const phrase of [
      'Hello Sam,',
      'End of tenancy clean',
      'Service: End of tenancy cleaning',
      'Where: SW4',
      'About 3 km from you',
      'See the lead',
      'https://localpros.test/dashboard/leads',
      'You get this e-mail because e-mail and “New job leads” are on',
      'Unsubscribe from new job lead e-mails',
      'LocalPros Ltd, 20 Market Street, London EC2A 4AB',
    ]) {
      expect(email.text).toContain(phrase);
      expect(visibleText(email.html) + hrefs(email.html).join(' ')).toContain(phrase.replace(': ', ' '));
    }
    expect(email.subject).toBe('New lead: End of tenancy clean in SW4');
    // The layout: an HTML document in British English, the wordmark, the brand's colour, a button.
    expect(email.html).toMatch(/^<!DOCTYPE html><html[^>]* lang="en-GB"/);
    expect(email.html).toContain('<title>New lead: End of tenancy clean in SW4</title>');
    expect(email.html).toMatch(/>L<\/td><td[^>]*>LocalPros<\/td>/);
    expect(email.html).toContain('#006AA8');
    expect(email.html).toMatch(
      /<a href="https:\/\/localpros\.test\/dashboard\/leads"[^>]*>(?:(?!<\/a>)[\s\S])*See the lead/,
    );
  });

  it("renders a job's lead e-mails once, each byte for byte what its own rendering would be", () => {
    const job = { title: 'Oven & hob "deep" clean', location: 'se1', serviceName: 'Kitchen <cleaning>' };
    const once = leadEmailComposer(job, links);
    const eachOnItsOwn = leadEmailComposer(job, links, { renderOnce: false });
    const recipients: [{ userId: string; email: string; firstName: string }, number | null][] = [
      [business, 2.6],
      [{ userId: randomUUID(), email: 'o@example.com', firstName: "Siobhán O'Brien & <Sons>" }, null],
      [{ userId: randomUUID(), email: 'z@example.com', firstName: 'Zoë "Z" $& $1 $$' }, 0.2],
      [{ userId: randomUUID(), email: 'n@example.com', firstName: '  ' }, 39.6],
      [{ userId: randomUUID(), email: 'p@example.com', firstName: 'Priya lpslotdistanceq7v2' }, 12.3],
    ];
    for (const [to, distanceKm] of recipients) {
      const email = once(to, distanceKm);
      expect(email, to.firstName).toEqual(eachOnItsOwn(to, distanceKm));
      expect(email.text).toContain(to.firstName.trim() ? `Hello ${to.firstName.trim()},` : 'Hello,');
      // No slot is left unfilled; a name that looks like one stays the name.
      for (const part of [email.text, email.html ?? '']) {
        expect(part.match(/lpslot/g)?.length ?? 0).toBe(to.firstName.includes('lpslot') ? 1 : 0);
      }
    }
  });

  it('offers a signed one-click unsubscribe in the footer and the headers of a non-transactional e-mail', () => {
    const email = bothParts(composeLeadEmail(business, lead, null, links));
    expect(email.unsubscribeUrl).toMatch(/^https:\/\/localpros\.test\/api\/unsubscribe\?token=u1\./);
    expect(email.unsubscribeMailto).toMatch(/^mailto:unsubscribe@localpros\.co\.uk\?subject=unsubscribe%20u1\./);
    // The footer's link is the header's: one token, for this business and "New job leads".
    expect(hrefs(email.html)).toContain(email.unsubscribeUrl);
    expect(email.text).toContain(email.unsubscribeUrl);
    const token = new URL(email.unsubscribeUrl ?? '').searchParams.get('token') ?? '';
    expect(verifyUnsubscribeToken(developmentSecret('UNSUBSCRIBE_SECRET'), token)).toEqual({
      valid: true,
      userId: business.userId,
      category: 'new_job_leads',
    });
    expect(hrefs(email.html)).toContain('https://localpros.test/dashboard/settings/notifications');
  });

  it('has no unsubscribe in a transactional e-mail: a security code says why it came instead', () => {
    const email = composeCodeMessage(
      {
        userId: randomUUID(),
        purpose: 'password_reset',
        channel: 'email',
        recipient: 'ann@example.com',
        recipientName: 'Ann',
        sealedCode: 'sealed',
        sealedLink: null,
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      },
      { code: 'ABCD2345', link: null },
      new Date(),
    );
    expectSameContent({ text: email.text, html: email.html ?? '' });
    for (const part of [email.text, visibleText(email.html ?? '')]) {
      expect(part).toContain('ABCD-2345');
      expect(part).toContain('This is a security e-mail from LocalPros');
      expect(part).not.toMatch(/unsubscribe/i);
    }
    expect(email.unsubscribeUrl).toBeUndefined();
  });

  it('lists every lead of a digest in both parts, oldest first', () => {
    const leads = [
      { job: lead, distanceKm: 4, createdAt: '2030-01-07T09:15:00.000Z' },
      {
        job: { title: 'Oven clean', location: 'SW9', serviceName: 'Oven cleaning' },
        distanceKm: null,
        createdAt: '2030-01-07T09:40:00.000Z',
      },
    ];
    const email = composeLeadDigest(business, 'hourly', leads, links);
    expectSameContent(email);
    expect(email.subject).toBe('Your hourly LocalPros digest: 2 new leads');
    for (const part of [email.text, visibleText(email.html)]) {
      expect(part.indexOf('End of tenancy clean')).toBeLessThan(part.indexOf('Oven clean'));
      // Posted times in UK time (GMT in January).
      expect(part).toContain('09:15');
      expect(part).toContain('09:40');
      expect(part).toContain('as an hourly digest');
    }
    expect(email.unsubscribeUrl).toContain('/api/unsubscribe?token=');
  });

  it('never lets what a user typed become markup', () => {
    const email = renderEmail('A <b>title</b>', [
      { kind: 'paragraph', text: 'Hello <img src=x onerror=alert(1)> & "friends",' },
      { kind: 'details', rows: [{ label: 'Job', value: '</td><script>alert(1)</script>' }] },
    ]);
    expect(email.html).not.toContain('<img src=x');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;friends&quot;');
    expect(email.text).toContain('Hello <img src=x onerror=alert(1)> & "friends",');
    expectSameContent(email);
  });
});
