import { defineService } from '@localpros/kit';
import { messagingContext } from './context.js';
import { inbox, outbox } from './schema.js';
import { accountConsumers } from './threads/account-events.js';
import { adminReadThread } from './threads/admin-read-thread.js';
import { threadConsumers } from './threads/job-events.js';
import { listMessages } from './threads/list-messages.js';
import { adminListJobThreads, countUnread, listJobThreads, listThreads } from './threads/list-threads.js';
import { markThreadRead } from './threads/mark-thread-read.js';
import { getMessagePhoto } from './threads/message-photo.js';
import { sendMessage } from './threads/send-message.js';

/**
 * Messaging: a customer's conversations with the businesses interested in its job, one thread per
 * job and business (opened by LeadInterested), their messages and who has read them.
 */
export const messagingService = defineService({
  name: 'messaging',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  context: messagingContext,
  handlers: {
    listJobThreads,
    listThreads,
    countUnread,
    listMessages,
    sendMessage,
    markThreadRead,
    getMessagePhoto,
    adminListJobThreads,
    adminReadThread,
  },
  consumers: [threadConsumers, accountConsumers],
});
