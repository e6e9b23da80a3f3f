import { loadConfig } from '@localpros/kit';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const notificationsConfigSchema = z
  .object({
    PLATFORM: z.enum(['production', 'stag', 'demo', 'local']).default('local'),
    /** smtp://user:pass@host:587 or smtps://…:465. Unset: e-mails are kept in the dev mailbox only. */
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    /** How often the sender looks for due messages when nothing kicks it (retries wait for it). */
    MESSAGE_SENDER_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('LocalPros <no-reply@localpros.co.uk>')),
  })
  .loose()
  .superRefine((value, ctx) => {
    // Without SMTP a production platform would mark every code "sent" and deliver none.
    if (value.PLATFORM === 'production' && !value.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required on production' });
    }
  })
  .transform((value) => ({
    platform: value.PLATFORM,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    senderPollMs: value.MESSAGE_SENDER_POLL_MS,
    devMailbox: value.PLATFORM !== 'production',
  }));

export type NotificationsConfig = z.infer<typeof notificationsConfigSchema>;

export const loadNotificationsConfig = (env: Readonly<Record<string, string | undefined>>): NotificationsConfig =>
  loadConfig(notificationsConfigSchema, env as NodeJS.ProcessEnv);
