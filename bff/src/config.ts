import { commonConfigShape, port } from '@localpros/kit';
import { z } from 'zod';

const grpcAddress = (fallback: string) =>
  z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'must be host:port')
    .default(fallback);

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const limit = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/** The BFF's settings (distributed mode reads the service addresses; embedded ignores them). */
export const bffConfigSchema = z
  .object({
    ...commonConfigShape,
    PORT: port(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Folder of the built web app; the SPA is served from it when it exists. */
    WEB_DIST_DIR: z.string().optional(),
    /** Comma-separated origins allowed by CORS; empty (the default) means CORS is off. */
    CORS_ORIGINS: z.string().default(''),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    CONTACT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(5),
    /**
     * Key of the HS256 session tokens. Required on production; elsewhere a fixed development
     * secret is used when it is unset (with a warning at start).
     */
    JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
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
    IDENTITY_GRPC_URL: grpcAddress('127.0.0.1:5101'),
    JOBS_GRPC_URL: grpcAddress('127.0.0.1:5102'),
    MATCHING_GRPC_URL: grpcAddress('127.0.0.1:5103'),
    QUOTES_GRPC_URL: grpcAddress('127.0.0.1:5104'),
    BILLING_GRPC_URL: grpcAddress('127.0.0.1:5105'),
    NOTIFICATIONS_GRPC_URL: grpcAddress('127.0.0.1:5106'),
    ADMIN_GRPC_URL: grpcAddress('127.0.0.1:5107'),
  })
  .loose()
  .superRefine((value, ctx) => {
    if (value.PLATFORM === 'production' && !value.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required on production (at least 32 characters)',
      });
    }
  });

export type BffConfig = z.infer<typeof bffConfigSchema>;
