import {
  ADMIN_READ_REASON_MAX,
  MESSAGE_PHOTO_MAX_BYTES,
  messageMessages,
  messageTextProblem,
} from '@localpros/contracts/rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { HttpError } from '../http/http-error.js';
import { formFile, formText, multipartForm, readUpload } from '../http/multipart-form.js';
import { sessionOf } from '../plugins/auth.js';
import { createPeopleDirectory } from '../views/people-directory.js';
import {
  adminThreadView,
  messageView,
  otherPartyIds,
  type Side,
  threadView,
  toAdminThreadView,
  toMessageView,
  toThreadView,
} from '../views/thread-view.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
/** Anything but a uuid names nothing of the user's: answered as not found. */
const idParam = (notFound: string) => z.object({ id: z.uuid(notFound) });
const threadParam = idParam(messageMessages.threadNotFound);

const threadWithMessages = z.object({ thread: threadView, messages: z.array(messageView) });

/** A party's side from its session (the routes let customers and businesses in only). */
const sideOf = (request: FastifyRequest): { id: string; side: Side } => {
  const { user } = sessionOf(request);
  return { id: user.id, side: user.userType === 'business' ? 'business' : 'customer' };
};

const sendForm = multipartForm(
  {
    text: formText(`The message, at most 2,000 characters (may be empty with a photo)`),
    photo: formFile('A photo: JPG, PNG or HEIF, at most 5 MB (re-encoded before it is kept)'),
  },
  [],
);

const textBody = z.object({ text: z.string().max(20_000) });

/** Reads the message form (JSON `{ text }`, or multipart text and photo) and checks it before anything is sent. */
async function readMessage(request: FastifyRequest, json: { text: string } | null | undefined) {
  let text = json?.text ?? '';
  let photo: Buffer | undefined;
  if (request.isMultipart()) {
    const { fields, file } = await readUpload(request, {
      file: 'photo',
      fields: ['text'],
      maxBytes: MESSAGE_PHOTO_MAX_BYTES,
      tooLarge: messageMessages.photoTooLarge,
      // 2,000 characters of four bytes each, at most.
      maxFieldBytes: 8 * 1024,
      maxFields: 2,
      maxParts: 3,
    });
    text = fields.text ?? '';
    photo = file?.content;
  }
  const problem = messageTextProblem(text, photo !== undefined);
  if (problem) throw new HttpError(400, problem, { errors: [{ path: 'text', message: problem }] });
  return { text, photo };
}

/**
 * A job's conversations (docs/messaging.md): a customer with each business that marked interest,
 * a business with the customer of a job it marked interest in. Only the two parties read or write
 * a thread (messaging answers 404 to anyone else); an admin acting as one of them does neither; an
 * admin reads one only with a reason, which is audited.
 */
export const messageRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  const { messaging, jobs } = clients;
  const people = createPeopleDirectory(clients);
  const partyAccess = (ownership: string) =>
    ({ access: { roles: ['customer', 'business'], ownership, impersonation: 'refused' } }) as const;

  app.get(
    '/job/:id/threads',
    {
      config: partyAccess(
        "the user's own threads of the job: the customer's job, or a job the business marked interest in (404 otherwise)",
      ),
      schema: {
        tags: ['messages'],
        summary: "The job's conversations: the customer's, one per interested business; a business's, its own",
        params: idParam('Job not found'),
        response: { 200: z.object({ threads: z.array(threadView) }), ...errors },
      },
    },
    async (request) => {
      const viewer = sideOf(request);
      const jobId = request.params.id;
      const { threads } = await messaging.listJobThreads({ userId: viewer.id, jobId });
      if (threads.length === 0) {
        // A customer's own job may have none yet; anyone else's job is not found (no existence leak).
        const own =
          viewer.side === 'customer' && (await jobs.getJobs({ jobIds: [jobId] })).jobs[0]?.customerId === viewer.id;
        if (!own)
          throw new HttpError(404, viewer.side === 'customer' ? 'Job not found' : messageMessages.threadNotFound);
      }
      const contacts = await people.contacts(otherPartyIds(threads, viewer.side));
      return { threads: threads.map((thread) => toThreadView(thread, viewer.side, contacts)) };
    },
  );

  app.get(
    '/threads',
    {
      config: partyAccess("the session user's own threads"),
      schema: {
        tags: ['messages'],
        summary: 'Your conversations, most recently active first (at most 200)',
        response: { 200: z.object({ threads: z.array(threadView) }), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const viewer = sideOf(request);
      const { threads } = await messaging.listThreads({ userId: viewer.id });
      const contacts = await people.contacts(otherPartyIds(threads, viewer.side));
      return { threads: threads.map((thread) => toThreadView(thread, viewer.side, contacts)) };
    },
  );

  app.get(
    '/messages/unread',
    {
      config: { access: { roles: ['customer', 'business'], ownership: "the session user's threads" } },
      schema: {
        tags: ['messages'],
        summary: 'Unread messages across your conversations, per job (for the tabs)',
        response: {
          200: z.object({
            total: z.number().int(),
            jobs: z.array(z.object({ jobId: z.uuid(), unread: z.number().int() })),
          }),
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) => messaging.countUnread({ userId: sessionOf(request).user.id }),
  );

  app.get(
    '/thread/:id/messages',
    {
      config: partyAccess('one of the two parties of the thread (messaging answers 404 otherwise)'),
      schema: {
        tags: ['messages'],
        summary: 'A conversation and its messages, oldest first',
        params: threadParam,
        response: { 200: threadWithMessages, ...errors },
      },
    },
    async (request) => {
      const viewer = sideOf(request);
      const { thread, messages } = await messaging.listMessages({ userId: viewer.id, threadId: request.params.id });
      if (!thread) throw new Error('messaging answered without a thread');
      const contacts = await people.contacts(otherPartyIds([thread], viewer.side));
      return {
        thread: toThreadView(thread, viewer.side, contacts),
        messages: messages.map((message) => toMessageView(message, viewer)),
      };
    },
  );

  app.post(
    '/thread/:id/messages',
    {
      config: partyAccess('one of the two parties of the thread (messaging answers 404 otherwise)'),
      preHandler: app.rateLimits.perAccount('messagesPerUser', (request) => request.session?.user.id),
      schema: {
        tags: ['messages'],
        summary: 'Send a message: text, a photo, or both',
        description:
          'JSON `{ text }`, or multipart/form-data with `text` and a `photo` file (JPG, PNG or HEIF, at most 5 MB; ' +
          'the content decides, not the name). Text is trimmed: 1 to 2,000 characters, or empty with a photo. ' +
          'Rate-limited per user.',
        consumes: ['application/json', 'multipart/form-data'],
        params: threadParam,
        // A multipart request reaches validation without a body (null): the handler reads its parts.
        body: textBody.nullish(),
        multipartForm: sendForm,
        response: {
          201: z.object({ message: messageView }),
          ...errors,
          409: errorBody,
          413: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const viewer = sideOf(request);
      const { text, photo } = await readMessage(request, request.body);
      const { message } = await messaging.sendMessage({
        senderId: viewer.id,
        threadId: request.params.id,
        text,
        photo: photo ?? Buffer.alloc(0),
      });
      if (!message) throw new Error('messaging answered without a message');
      return reply.code(201).send({ message: toMessageView(message, viewer) });
    },
  );

  app.post(
    '/thread/:id/read',
    {
      config: partyAccess('one of the two parties of the thread (messaging answers 404 otherwise)'),
      schema: {
        tags: ['messages'],
        summary: "Mark the conversation read: the other party's messages so far",
        params: threadParam,
        response: { 200: z.object({ marked: z.number().int() }), ...errors },
      },
    },
    async (request) => messaging.markThreadRead({ userId: sessionOf(request).user.id, threadId: request.params.id }),
  );

  app.get(
    '/message/:id/photo',
    {
      config: partyAccess('one of the two parties of the thread (messaging answers 404 otherwise)'),
      schema: {
        tags: ['messages'],
        summary: "A message's photo (WebP)",
        params: idParam('Photo not found'),
        response: {
          200: {
            description: 'The photo bytes',
            content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const photo = await messaging.getMessagePhoto({
        userId: sessionOf(request).user.id,
        messageId: request.params.id,
      });
      return (
        reply
          .header('content-type', photo.contentType)
          // A conversation's photo: never kept by a shared cache; it never changes under its URL.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(photo.content) as unknown as string)
      );
    },
  );

  app.get(
    '/admin/job/:id/threads',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: "A job's conversations: who talks and when, no message text (reading one needs a reason)",
        params: idParam('Job not found'),
        response: { 200: z.object({ threads: z.array(adminThreadView) }), ...errors },
      },
    },
    async (request) => {
      const { threads } = await messaging.adminListJobThreads({
        adminId: sessionOf(request).user.id,
        jobId: request.params.id,
      });
      const contacts = await people.contacts(threads.flatMap((t) => [t.customerId, t.businessId]));
      return { threads: threads.map((thread) => toAdminThreadView(thread, contacts)) };
    },
  );

  app.post(
    '/admin/thread/:id/read',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Read a conversation, giving a reason (the read and its reason go to the audit log)',
        params: threadParam,
        body: z.object({ reason: z.string().max(ADMIN_READ_REASON_MAX * 2) }),
        response: { 200: threadWithMessages, ...errors },
      },
    },
    async (request) => {
      const { thread, messages } = await messaging.adminReadThread({
        adminId: sessionOf(request).user.id,
        threadId: request.params.id,
        reason: request.body.reason,
      });
      if (!thread) throw new Error('messaging answered without a thread');
      const contacts = await people.contacts([thread.customerId, thread.businessId]);
      return {
        // The admin sees it as the customer would (the business named), and who said what.
        thread: toThreadView(thread, 'customer', contacts),
        messages: messages.map((message) => toMessageView(message, null)),
      };
    },
  );
};
