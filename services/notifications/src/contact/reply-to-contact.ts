import { randomUUID } from 'node:crypto';
import { ContactMessageReplied } from '@localpros/contracts';
import { on } from '@localpros/kit';
import type { NotificationsContext } from '../context.js';
import { greeting } from '../delivery/compose-message.js';
import { type EmailBlock, renderHtml, renderText } from '../delivery/email-rendering.js';
import { outgoingMessages } from '../schema.js';

const SUBJECT = 'Your message to LocalPros';

/**
 * An admin answered a contact message: the answer goes to the address the sender gave (the
 * form's sender may have no account, so no settings apply). One e-mail per event.
 */
export function contactReplyConsumers({ kickSender }: Pick<NotificationsContext, 'kickSender'>) {
  return [
    on(ContactMessageReplied, async (reply, { tx, envelope }) => {
      const blocks: EmailBlock[] = [
        { kind: 'paragraph', text: greeting(reply.recipientName) },
        ...reply.message
          .split(/\n{2,}/)
          .map((text) => text.trim())
          .filter(Boolean)
          .map((text): EmailBlock => ({ kind: 'paragraph', text })),
        { kind: 'paragraph', text: 'The LocalPros team' },
      ];
      const inserted = await tx
        .insert(outgoingMessages)
        .values({
          id: randomUUID(),
          sourceEventId: envelope.id,
          channel: 'email',
          recipient: reply.recipient,
          purpose: 'contact_reply',
          subject: SUBJECT,
          text: renderText(blocks),
          html: renderHtml(SUBJECT, blocks),
        })
        .onConflictDoNothing({ target: outgoingMessages.sourceEventId })
        .returning({ id: outgoingMessages.id });
      if (inserted.length > 0) kickSender();
    }),
  ];
}
