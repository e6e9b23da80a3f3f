import { checkSecrets, everyProblem, isProduction, loadConfig, secretField, secretOrDevelopment } from '@localpros/kit';
import { z } from 'zod';
import { defaultMailFrom } from './delivery/mail-from.js';
import { checkPushConfig, pushConfigFields, pushSettingsOf } from './push/push-config.js';

/** The secrets notifications reads (the process's own settings are checked by its host). */
export const notificationsSecrets = ['CODE_ENCRYPTION_KEY', 'UNSUBSCRIBE_SECRET'] as const;

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
/** The marketplace's address without a trailing slash; a local one when unset. */
const publicUrlOf = (value: string | undefined) => (value ?? 'http://localhost:3000').replace(/\/$/, '');

/**
 * Vonage's keys: secrets, required on production, but in Vonage's shapes (an 8-character key, a
 * 16-character secret), so not held to notificationsSecrets' 32 random characters.
 */
export const smsProviderSecrets = ['VONAGE_API_KEY', 'VONAGE_API_SECRET'] as const;

/** Vonage's SMS API: production sends SMS through this and nothing else. */
export const liveSmsApi = 'https://rest.nexmo.com';

/**
 * An SMS sender id: up to 11 letters, digits and spaces (UK networks show it as the sender; it
 * cannot be replied to), or a number in E.164 without the "+" (a Vonage virtual number).
 */
export const smsSenderPattern = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$|^[1-9]\d{6,14}$/;

/** Where and as whom notifications sends SMS (Vonage's SMS API, or its stand-in outside production). */
export interface SmsSettings {
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
  from: string;
}

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
    /**
     * New-lead events (LeadsCreated, one per job) handled at once: their notifications, e-mails, SMS
     * and push alerts. Only the storing of the notifications goes one at a time (add-notifications.ts).
     */
    NOTIFICATIONS_LEAD_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(4),
    /** Where the marketplace is: links in e-mails (Settings → Billing, Subscribe) point here. */
    PUBLIC_URL: z.url().optional(),
    /** Unset: no-reply at PUBLIC_URL's domain (delivery/mail-from.ts). */
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).optional()),
    /** Key the one-click unsubscribe links are signed with (identity checks them with the same value). */
    UNSUBSCRIBE_SECRET: secretField(),
    /** The mailbox of the List-Unsubscribe mailto, for mail clients that offer only that (read by the team). */
    UNSUBSCRIBE_MAILTO: z.preprocess(emptyToUndefined, z.email().default('unsubscribe@localpros.co.uk')),
    /** Vonage's SMS API (https://rest.nexmo.com on production); outside production, the local stand-in's. */
    SMS_API_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    /** The Vonage account's API key and secret (Vonage Dashboard → API settings). */
    VONAGE_API_KEY: z.preprocess(emptyToUndefined, z.string().max(100).optional()),
    VONAGE_API_SECRET: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
    /** Who the SMS are from: an alphanumeric sender id such as LocalPros, or a Vonage number. */
    SMS_FROM: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(smsSenderPattern, 'must be up to 11 letters, digits and spaces, or a number in E.164 without the +')
        .optional(),
    ),
    ...pushConfigFields,
  })
  .loose()
  .superRefine((value, ctx) => {
    checkSecrets(value, notificationsSecrets, ctx);
    // Without SMTP a production platform would mark every code "sent" and deliver none.
    if (isProduction(value) && !value.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when NODE_ENV=production' });
    }
    // Nor without Vonage: every security code by SMS (phone change, reset by SMS) would fail.
    if (isProduction(value)) {
      const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (value.SMS_API_URL !== undefined && value.SMS_API_URL.replace(/\/$/, '') !== liveSmsApi) {
        problem('SMS_API_URL', `must be ${liveSmsApi} (or unset) when NODE_ENV=production, not a stand-in`);
      }
      if (!value.VONAGE_API_KEY) problem('VONAGE_API_KEY', "is required when NODE_ENV=production (Vonage's API key)");
      if (!value.VONAGE_API_SECRET) {
        problem('VONAGE_API_SECRET', "is required when NODE_ENV=production (Vonage's API secret)");
      }
      if (!value.SMS_FROM) {
        problem('SMS_FROM', 'is required when NODE_ENV=production (the SMS sender id, e.g. LocalPros)');
      }
    }
    checkPushConfig(value, ctx);
  }, everyProblem)
  .transform((value) => ({
    production: isProduction(value),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM ?? defaultMailFrom(value.PUBLIC_URL),
    publicUrl: publicUrlOf(value.PUBLIC_URL),
    seller: localProsSeller as Seller,
    senderPollMs: value.MESSAGE_SENDER_POLL_MS,
    leadConcurrency: value.NOTIFICATIONS_LEAD_CONCURRENCY,
    codeEncryptionKey: secretOrDevelopment(value.CODE_ENCRYPTION_KEY, 'CODE_ENCRYPTION_KEY'),
    /** What the e-mails' links are made of (delivery/mail-links.ts). */
    mailLinks: {
      publicUrl: publicUrlOf(value.PUBLIC_URL),
      unsubscribeSecret: secretOrDevelopment(value.UNSUBSCRIBE_SECRET, 'UNSUBSCRIBE_SECRET'),
      unsubscribeMailbox: value.UNSUBSCRIBE_MAILTO,
    },
    /** Every message kept for reading in the app: never on production. */
    devMailbox: !isProduction(value),
    sms: smsSettingsOf(value),
    push: pushSettingsOf(value),
  }));

/**
 * Vonage's settings, or null when SMS stay in the dev mailbox: outside production without an SMS
 * API (npm start sets the stand-in's). On production the schema has required them all.
 */
function smsSettingsOf(value: {
  NODE_ENV?: string;
  SMS_API_URL?: string;
  VONAGE_API_KEY?: string;
  VONAGE_API_SECRET?: string;
  SMS_FROM?: string;
}): SmsSettings | null {
  const apiUrl = value.SMS_API_URL ?? (isProduction(value) ? liveSmsApi : undefined);
  const { VONAGE_API_KEY: apiKey, VONAGE_API_SECRET: apiSecret, SMS_FROM: from } = value;
  if (!apiUrl || !apiKey || !apiSecret || !from) return null;
  return { apiUrl: apiUrl.replace(/\/$/, ''), apiKey, apiSecret, from };
}

export type NotificationsConfig = z.infer<typeof notificationsConfigSchema>;

export const loadNotificationsConfig = (env: Readonly<Record<string, string | undefined>>): NotificationsConfig =>
  loadConfig(notificationsConfigSchema, env as NodeJS.ProcessEnv);
