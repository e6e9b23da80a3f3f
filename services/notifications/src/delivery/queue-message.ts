import { randomUUID } from 'node:crypto';
import {
  nameBasedUuid,
  QuoteAccepted,
  QuoteDeclined,
  QuoteSent,
  ReviewHidden,
  ReviewPosted,
  ReviewRestored,
  UserVerified,
  VerificationCodeIssued,
} from '@localpros/contracts';
import { on, type Tx } from '@localpros/kit';
import type { NotificationsContext } from '../context.js';
import { jobMailRecipient, jobTitle, knownRecipient, type Recipient } from '../recipients/recipient-events.js';
import { outgoingMessages } from '../schema.js';
import {
  composeQuoteAccepted,
  composeQuoteDeclined,
  composeQuoteReceived,
  composeReviewReceived,
  type JobMailContext,
} from './compose-job-message.js';
import { type ComposedMessage, composeCodeMessage, composeWelcomeMessage } from './compose-message.js';
import { composeReviewModerated } from './compose-review-moderation.js';
import type { MailLinkSettings } from './mail-links.js';
import { sealSecrets } from './sealed-message.js';

/**
 * Queues a message in the consumer's inbox transaction; the sender delivers it after commit.
 * One message per event (source_event_id is unique), so a redelivered event never sends twice.
 */
export async function queueMessage(
  tx: Tx,
  sourceEventId: string,
  message: ComposedMessage & { sealedBody?: string },
): Promise<void> {
  await tx
    .insert(outgoingMessages)
    .values({ id: randomUUID(), sourceEventId, ...message })
    .onConflictDoNothing({ target: outgoingMessages.sourceEventId });
}

type JobMail = (
  tx: Tx,
  sourceEventId: string,
  job: { jobId: string; recipientId: string; otherPartyId: string },
  compose: (to: Recipient, context: JobMailContext) => ComposedMessage,
) => Promise<boolean>;

/**
 * An e-mail to a user about one of their own jobs (a quote on it, its quote's outcome, its
 * review), queued only when the recipients read model knows the user and they take e-mail and
 * "messages" (jobMailRecipient); otherwise nothing is queued. The other party is named from the
 * same read model (a business by its name, a customer by first name) and the job from job_titles.
 */
async function queueJobMail(
  tx: Tx,
  links: MailLinkSettings,
  sourceEventId: string,
  job: { jobId: string; recipientId: string; otherPartyId: string },
  compose: (to: Recipient, context: JobMailContext) => ComposedMessage,
): Promise<boolean> {
  const to = await jobMailRecipient(tx, job.recipientId);
  if (!to) return false;
  const other = await knownRecipient(tx, job.otherPartyId);
  const otherParty = other ? (other.userType === 'business' ? other.businessName : other.firstName) : null;
  await queueMessage(tx, sourceEventId, compose(to, { jobTitle: await jobTitle(tx, job.jobId), otherParty, links }));
  return true;
}

/** The events notifications turns into e-mails and SMS, each queued once, then kicks the sender. */
export function deliveryConsumers({
  config,
  kickSender,
  sealers,
}: Pick<NotificationsContext, 'config' | 'kickSender' | 'sealers'>) {
  const mail: JobMail = (tx, sourceEventId, job, compose) =>
    queueJobMail(tx, config.mailLinks, sourceEventId, job, compose);
  return [
    // The code is opened only to render the message; the row keeps it hidden, the real body sealed.
    on(VerificationCodeIssued, async (payload, { tx, envelope }) => {
      const secrets = {
        code: sealers.code.open(payload.sealedCode),
        link: payload.sealedLink === null ? null : sealers.code.open(payload.sealedLink),
      };
      const message = sealSecrets(composeCodeMessage(payload, secrets, new Date()), secrets, sealers.body);
      await queueMessage(tx, envelope.id, message);
      kickSender();
    }),
    // The demo seed's accounts were verified by the seed, not signed up by anyone: no welcome.
    on(UserVerified, async (payload, { tx, envelope }) => {
      if (payload.seeded) return;
      await queueMessage(tx, envelope.id, composeWelcomeMessage(payload));
      kickSender();
    }),
    // The customer hears of each new quote on their job.
    on(QuoteSent, async (quote, { tx, envelope }) => {
      const job = { jobId: quote.jobId, recipientId: quote.customerId, otherPartyId: quote.businessId };
      if (await mail(tx, envelope.id, job, (to, context) => composeQuoteReceived(quote, to, context))) {
        kickSender();
      }
    }),
    // The business hears how its quote ended, and of the review of its completed job.
    on(QuoteAccepted, async (quote, { tx, envelope }) => {
      const job = { jobId: quote.jobId, recipientId: quote.businessId, otherPartyId: quote.customerId };
      if (await mail(tx, envelope.id, job, (to, context) => composeQuoteAccepted(quote, to, context))) {
        kickSender();
      }
    }),
    on(QuoteDeclined, async (quote, { tx, envelope }) => {
      const job = { jobId: quote.jobId, recipientId: quote.businessId, otherPartyId: quote.customerId };
      if (await mail(tx, envelope.id, job, (to, context) => composeQuoteDeclined(quote, to, context))) {
        kickSender();
      }
    }),
    on(ReviewPosted, async (review, { tx, envelope }) => {
      const job = { jobId: review.jobId, recipientId: review.businessId, otherPartyId: review.customerId };
      if (await mail(tx, envelope.id, job, (to, context) => composeReviewReceived(review, to, context))) {
        kickSender();
      }
    }),
    // An admin hid or restored a review: its customer and its business each get an e-mail (one
    // row each, under an id derived from the event's, so a redelivery still sends neither twice).
    ...([ReviewHidden, ReviewRestored] as const).map((event) =>
      on(event, async (moderation, { tx, envelope }) => {
        const hidden = event === ReviewHidden;
        let queued = false;
        for (const audience of ['customer', 'business'] as const) {
          const [recipientId, otherPartyId] =
            audience === 'customer'
              ? [moderation.customerId, moderation.businessId]
              : [moderation.businessId, moderation.customerId];
          const sourceId = nameBasedUuid(`${envelope.id}:${audience}`);
          const job = { jobId: moderation.jobId, recipientId, otherPartyId };
          queued =
            (await mail(tx, sourceId, job, (to, context) =>
              composeReviewModerated(moderation, hidden, audience, to, context),
            )) || queued;
        }
        if (queued) kickSender();
      }),
    ),
  ];
}
