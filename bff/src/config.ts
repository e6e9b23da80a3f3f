import { MESSAGES_PER_MINUTE } from '@localpros/contracts/rules';
import {
  checkSecrets,
  commonConfigShape,
  everyProblem,
  isProduction,
  platformLabel,
  port,
  realSecretsNeeded,
  secretField,
  signingKeyProblem,
} from '@localpros/kit';
import { z } from 'zod';
import { trustProxyField } from './http/trust-proxy.js';
import { SQUARE_WEB_PAYMENTS_SDK } from './pages/square-web-payments.js';

/** The secrets the BFF reads; on production each must be set and real (kit/config/secrets.ts). */
export const bffSecrets = ['JWT_SECRET'] as const;

/** The internal ops port (/metrics, /readyz with details) on production unless METRICS_PORT says otherwise. */
export const DEFAULT_METRICS_PORT = 9464;

/** host:port, or replicas of one service as a comma-separated list of IPv4 host:port (called round robin). */
const grpcAddress = (fallback: string) =>
  z
    .string()
    .regex(
      /^(?:[\w.-]+:\d+|\d+\.\d+\.\d+\.\d+:\d+(?:,\d+\.\d+\.\d+\.\d+:\d+)+)$/,
      'must be host:port, or IPv4 host:port of each replica separated by commas',
    )
    .default(fallback);

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const limit = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/** The BFF's settings (distributed mode reads the service addresses; embedded ignores them). */
export const bffConfigSchema = z
  .object({
    ...commonConfigShape,
    PORT: port(3000),
    /**
     * Internal port of /metrics and the detailed /readyz (never routed by the ingress). Production
     * defaults to 9464; elsewhere, unset, they are served on PORT for convenience.
     */
    METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65_535).optional()),
    /** Folder of the built web app; the SPA is served from it when it exists. */
    WEB_DIST_DIR: z.string().optional(),
    /** Comma-separated origins allowed by CORS; empty (the default) means CORS is off. */
    CORS_ORIGINS: z.string().default(''),
    /** Proxies in front of the BFF whose X-Forwarded-For is believed: a hop count or their CIDRs (never "true"). */
    TRUST_PROXY: trustProxyField,
    CONTACT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(5),
    /**
     * Key of the HS256 session tokens. Required on production; elsewhere a fixed development
     * secret is used when it is unset (with a warning at start).
     */
    JWT_SECRET: secretField(),
    /** The BFF's Ed25519 key, signing the caller token on every gRPC call (the services hold its public half). */
    CALLER_SIGNING_KEY: secretField(),
    /** Sign-in attempts per client address per window (all attempts count). */
    LOGIN_RATE_LIMIT_PER_IP: limit(20),
    /** Failed sign-ins per account per window; a successful sign-in resets the count. */
    LOGIN_FAILURES_PER_ACCOUNT: limit(5),
    /** The window of the sign-in and code limits, in minutes. */
    RATE_LIMIT_WINDOW_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /** Requests that send a code (verification resend, security code, admin code, e-mail/phone change) per address per window. */
    CODE_SEND_RATE_LIMIT_PER_IP: limit(10),
    /** Attempts to use a code (verify, reset password, admin code sign-in, confirm e-mail/phone) per address per window. */
    CODE_VERIFY_RATE_LIMIT_PER_IP: limit(30),
    /** "Is this e-mail / phone registered?" checks per address per minute. */
    ACCOUNT_CHECK_RATE_LIMIT_PER_MINUTE: limit(30),
    /** Sign-ups (customer, business, job with sign-up) per client address per window. */
    REGISTER_RATE_LIMIT_PER_IP: limit(10),
    /** Sign-ups with the same e-mail address per window, from any address. */
    REGISTER_RATE_LIMIT_PER_EMAIL: limit(3),
    /** Codes sent for one account (verification resend, forgot password, e-mail/phone change) per window. */
    CODE_SEND_RATE_LIMIT_PER_ACCOUNT: limit(5),
    /** Wrong codes typed for one account (admin sign-in, e-mail/phone change) per window. */
    CODE_FAILURES_PER_ACCOUNT: limit(5),
    /** Promo codes tried (previewed or paid with) per client address per window. */
    PROMO_CODE_ATTEMPTS_PER_IP: limit(30),
    /** Wrong promo codes tried by one business per window: codes cannot be guessed by trying many. */
    PROMO_CODE_FAILURES_PER_ACCOUNT: limit(10),
    /** Messages one user may send per minute, across all of its conversations. */
    MESSAGES_RATE_LIMIT_PER_MINUTE: limit(MESSAGES_PER_MINUTE),
    /**
     * Public pages rendered for one client address per minute (a page kept in the cache costs
     * nothing); past it, the plain app, which loads the page itself. A visitor's browser renders
     * every page after the first itself; 30 leaves room for a shared address (an office, a mobile
     * network) and a crawler, and keeps one address to about a second of rendering a minute.
     */
    PAGE_RENDERS_PER_MINUTE_PER_IP: limit(30),
    /**
     * How long (ms) the BFF reuses identity's answer for a session: at most 1000, so a logout or a
     * password change ends the session on every BFF within a second; 0 asks identity every time.
     */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(1000).default(1000),
    /**
     * The live stream's heartbeat (ms): a `: ping` comment on every open GET /api/events, and the
     * moment its session is asked about again (a logout through another replica ends it then).
     */
    LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
    /** The site's public origin (https://www.localpros.co.uk): state-changing requests must come from it. */
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    /**
     * The Google Tag Manager container of the site's analytics (GTM-XXXXXXX). The web app loads it
     * only after a visitor accepts analytics cookies; unset, no analytics load at all.
     */
    TAG_MANAGER_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a Tag Manager container id such as GTM-AB12CD3')
        .optional(),
    ),
    /** Square's Web Payments SDK in the browser (public ids: the card form's page shows them anyway). */
    SQUARE_APPLICATION_ID: z.preprocess(emptyToUndefined, z.string().max(100).optional()),
    SQUARE_LOCATION_ID: z.preprocess(emptyToUndefined, z.string().max(100).optional()),
    /** The SDK's script: Square's on production; the local stand-in's in development and tests. */
    SQUARE_WEB_PAYMENTS_SDK_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    IDENTITY_GRPC_URL: grpcAddress('127.0.0.1:5101'),
    JOBS_GRPC_URL: grpcAddress('127.0.0.1:5102'),
    MATCHING_GRPC_URL: grpcAddress('127.0.0.1:5103'),
    QUOTES_GRPC_URL: grpcAddress('127.0.0.1:5104'),
    BILLING_GRPC_URL: grpcAddress('127.0.0.1:5105'),
    NOTIFICATIONS_GRPC_URL: grpcAddress('127.0.0.1:5106'),
    ADMIN_GRPC_URL: grpcAddress('127.0.0.1:5107'),
    MESSAGING_GRPC_URL: grpcAddress('127.0.0.1:5108'),
  })
  .loose()
  .superRefine((value, ctx) => {
    checkSecrets(value, bffSecrets, ctx);
    const keyProblem = signingKeyProblem(value.CALLER_SIGNING_KEY, 'bff', realSecretsNeeded(value));
    if (keyProblem) ctx.addIssue({ code: 'custom', path: ['CALLER_SIGNING_KEY'], message: keyProblem });
    // Without it, canonical links, robots.txt and the sitemap (cached) would name whatever Host a
    // request sent.
    if (isProduction(value) && !value.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: "is required when NODE_ENV=production (the site's address, e.g. https://www.localpros.co.uk)",
      });
    }
    if (isProduction(value)) checkSquareInProduction(value, ctx);
  }, everyProblem)
  .transform((value) => ({
    ...value,
    PLATFORM: platformLabel(value),
    METRICS_PORT: value.METRICS_PORT ?? (isProduction(value) ? DEFAULT_METRICS_PORT : undefined),
  }));

export type BffConfig = z.infer<typeof bffConfigSchema>;

/** Production takes real cards only: Square's live application and its own script, never a sandbox or stand-in. */
function checkSquareInProduction(
  value: { SQUARE_APPLICATION_ID?: string; SQUARE_LOCATION_ID?: string; SQUARE_WEB_PAYMENTS_SDK_URL?: string },
  ctx: z.RefinementCtx,
) {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!value.SQUARE_APPLICATION_ID) {
    problem('SQUARE_APPLICATION_ID', "is required when NODE_ENV=production (Square's application id, sq0idp-…)");
  } else if (value.SQUARE_APPLICATION_ID.startsWith('sandbox-')) {
    problem('SQUARE_APPLICATION_ID', 'is a Square sandbox application: production takes real cards');
  }
  if (!value.SQUARE_LOCATION_ID) {
    problem('SQUARE_LOCATION_ID', 'is required when NODE_ENV=production (the Square location that takes payments)');
  }
  const sdk = value.SQUARE_WEB_PAYMENTS_SDK_URL;
  if (sdk && sdk !== SQUARE_WEB_PAYMENTS_SDK) {
    problem(
      'SQUARE_WEB_PAYMENTS_SDK_URL',
      `must be ${SQUARE_WEB_PAYMENTS_SDK} (or unset) when NODE_ENV=production, not a sandbox or stand-in`,
    );
  }
}
