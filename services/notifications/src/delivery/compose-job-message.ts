import type { PayloadOf, QuoteAccepted, QuoteDeclined, QuoteSent, ReviewPosted } from '@localpros/contracts';
import type { MessagePurpose } from '../schema.js';
import { type ComposedMessage, greeting } from './compose-message.js';
import { type EmailBlock, renderEmail } from './email-rendering.js';
import { type MailLinkSettings, optionalMail } from './mail-links.js';

/** Who an e-mail about a job goes to, from the recipients read model. */
export interface JobMailRecipient {
  userId: string;
  email: string;
  firstName: string;
}

/** What the read models know about the job and the other party; null when they do not know it (yet). */
export interface JobMailContext {
  jobTitle: string | null;
  /** The customer's first name (e-mails to a business), or the business's name (e-mails to a customer). */
  otherParty: string | null;
  /** For the footer's one-click unsubscribe from "messages" and the link to the settings. */
  links: MailLinkSettings;
}

/** Why a quote or review e-mail came: the "Messages" setting, which its unsubscribe link turns off. */
const MESSAGES_REASON =
  'You get this e-mail because “Messages” is ticked in your LocalPros notification settings: news of your own jobs, quotes and reviews.';

/**
 * An e-mail about the recipient's own job (a quote, its outcome, a review): greeting, the
 * paragraphs, the sign-off, and the footer with the one-click unsubscribe from "messages".
 */
export function messagesEmail(
  to: JobMailRecipient,
  context: JobMailContext,
  purpose: MessagePurpose,
  subject: string,
  paragraphs: readonly string[],
): ComposedMessage {
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: greeting(to.firstName) },
    ...paragraphs.map((text): EmailBlock => ({ kind: 'paragraph', text })),
    { kind: 'paragraph', text: 'The LocalPros team' },
  ];
  const { footer, headers } = optionalMail(context.links, to.userId, 'messages', MESSAGES_REASON);
  return {
    channel: 'email',
    recipient: to.email,
    purpose,
    subject,
    ...renderEmail(subject, blocks, { footer, preview: paragraphs[0] }),
    ...headers,
  };
}

type RateType = PayloadOf<typeof QuoteSent>['rateType'];

const rateWording: Record<RateType, string> = { hourly: 'per hour', daily: 'per day', flat: 'flat' };

/** 4550 → "£45.50", 12000 → "£120", 125000 → "£1,250": pence in, never through a float. */
export function formatPounds(pence: number): string {
  const pounds = String(Math.floor(pence / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = pence % 100;
  return rest === 0 ? `£${pounds}` : `£${pounds}.${String(rest).padStart(2, '0')}`;
}

/** "£45.50 per hour", "£120 per day", "£300 flat". */
export const formatPrice = (costPence: number, rateType: RateType) =>
  `${formatPounds(costPence)} ${rateWording[rateType]}`;

/** “Deep clean of a 2-bed flat”, or a plain reference when the job's title is not known here. */
const jobName = (title: string | null, unknown: string) => (title?.trim() ? `“${title.trim()}”` : unknown);

/** To the customer: a business quoted for their job. */
export function composeQuoteReceived(
  quote: PayloadOf<typeof QuoteSent>,
  to: JobMailRecipient,
  context: JobMailContext,
): ComposedMessage {
  const business = context.otherParty?.trim() || 'A local business';
  return messagesEmail(to, context, 'quote_received', `New quote for ${jobName(context.jobTitle, 'your job')}`, [
    `${business} sent you a quote for ${jobName(context.jobTitle, 'your job')}: ${formatPrice(quote.costPence, quote.rateType)}.`,
    'Sign in to LocalPros to compare your quotes and accept the one you like.',
  ]);
}

/** To the business: the customer accepted its quote. */
export function composeQuoteAccepted(
  quote: PayloadOf<typeof QuoteAccepted>,
  to: JobMailRecipient,
  context: JobMailContext,
): ComposedMessage {
  const customer = context.otherParty?.trim() || 'The customer';
  const job = jobName(context.jobTitle, 'their job');
  return messagesEmail(
    to,
    context,
    'quote_accepted',
    `Your quote for ${jobName(context.jobTitle, 'a job')} was accepted`,
    [
      `Good news: ${customer} accepted your quote of ${formatPrice(quote.costPence, quote.rateType)} for ${job}. The job is now in progress.`,
      'Sign in to LocalPros to see the job and get in touch with the customer.',
    ],
  );
}

/** To the business: its quote will not be taken. */
export function composeQuoteDeclined(
  quote: PayloadOf<typeof QuoteDeclined>,
  to: JobMailRecipient,
  context: JobMailContext,
): ComposedMessage {
  const job = jobName(context.jobTitle, 'the job');
  const [subject, paragraph] =
    quote.reason === 'job_cancelled'
      ? [
          `${jobName(context.jobTitle, 'A job you quoted for')} was cancelled`,
          `The customer cancelled ${job}, so your quote for it will not be taken.`,
        ]
      : [
          `Your quote for ${jobName(context.jobTitle, 'a job')} was not chosen`,
          `The customer accepted another quote for ${job}, so your quote for it will not be taken.`,
        ];
  return messagesEmail(to, context, 'quote_declined', subject, [
    paragraph,
    'New jobs near you keep arriving in your leads.',
  ]);
}

/** To the business: the customer reviewed its completed job. */
export function composeReviewReceived(
  review: PayloadOf<typeof ReviewPosted>,
  to: JobMailRecipient,
  context: JobMailContext,
): ComposedMessage {
  const customer = context.otherParty?.trim() || 'Your customer';
  const stars = `${review.rating} out of 5 ${review.rating === 1 ? 'star' : 'stars'}`;
  const paragraphs = [
    `${customer} reviewed your work on ${jobName(context.jobTitle, 'their job')} and gave you ${stars} (${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)}).`,
  ];
  if (review.text.trim()) paragraphs.push(`They wrote: “${review.text.trim()}”`);
  return messagesEmail(to, context, 'review_received', `You have a new ${review.rating}-star review`, paragraphs);
}
