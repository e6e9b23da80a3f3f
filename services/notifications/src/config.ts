import { checkSecrets, everyProblem, isProduction, loadConfig, secretField, secretOrDevelopment } from '@localpros/kit';
import { z } from 'zod';

/** The secrets notifications reads (the process's own settings are checked by its host). */
export const notificationsSecrets = ['CODE_ENCRYPTION_KEY'] as const;

/**
 * LocalPros as the seller on every receipt e-mailed (a VAT receipt names its supplier and VAT
 * number). Billing keeps its own copy for the downloadable receipt (services/billing): change both.
 */
export const localProsSeller = {
  name: 'LocalPros Ltd',
  address: '20 Market Street, London EC2A 4AB',
  vatNumber: 'GB 123 4567 89',
  companyNumber: '12345678',
} as const;

export type Seller = typeof localProsSeller;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const notificationsConfigSchema = z
  .object({
    /** NODE_ENV=production is the one production switch (PLATFORM is only the web's label). */
    NODE_ENV: z.string().optional(),
    /** Key the one-time codes inside events are encrypted with (shared with identity). */
    CODE_ENCRYPTION_KEY: secretField(),
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
    /** Where the marketplace is: links in e-mails (Settings → Billing, Subscribe) point here. */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('LocalPros <no-reply@localpros.co.uk>')),
  })
  .loose()
  .superRefine((value, ctx) => {
    checkSecrets(value, notificationsSecrets, ctx);
    // Without SMTP a production platform would mark every code "sent" and deliver none.
    if (isProduction(value) && !value.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when NODE_ENV=production' });
    }
  }, everyProblem)
  .transform((value) => ({
    production: isProduction(value),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    publicUrl: value.PUBLIC_URL.replace(/\/$/, ''),
    seller: localProsSeller as Seller,
    senderPollMs: value.MESSAGE_SENDER_POLL_MS,
    codeEncryptionKey: secretOrDevelopment(value.CODE_ENCRYPTION_KEY, 'CODE_ENCRYPTION_KEY'),
    /** Every message kept for reading in the app: never on production. */
    devMailbox: !isProduction(value),
  }));

export type NotificationsConfig = z.infer<typeof notificationsConfigSchema>;

export const loadNotificationsConfig = (env: Readonly<Record<string, string | undefined>>): NotificationsConfig =>
  loadConfig(notificationsConfigSchema, env as NodeJS.ProcessEnv);
