import { loadConfig } from '@localpros/kit';
import { z } from 'zod';

const DEV_CODE_SECRET = 'localpros-development-code-secret-not-for-production';

export const identityConfigSchema = z
  .object({
    PLATFORM: z.enum(['production', 'stag', 'demo', 'local']).default('local'),
    /** Where links in e-mails point (the web app's origin). */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** Key of the HMAC one-time codes are stored under. */
    CODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Demo accounts on first start: never on production. */
    DEMO_DATA: z.enum(['true', 'false']).optional(),
    /** Whether an admin may sign in with the password alone (otherwise the e-mailed code is required). */
    ADMIN_PASSWORD_LOGIN: z.enum(['true', 'false']).optional(),
  })
  .loose()
  .superRefine((value, ctx) => {
    if (value.PLATFORM === 'production' && !value.CODE_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['CODE_SECRET'], message: 'is required on production' });
    }
    if (value.PLATFORM === 'production' && value.DEMO_DATA === 'true') {
      ctx.addIssue({ code: 'custom', path: ['DEMO_DATA'], message: 'demo accounts are never seeded on production' });
    }
  })
  .transform((value) => ({
    platform: value.PLATFORM,
    publicUrl: value.PUBLIC_URL.replace(/\/$/, ''),
    codeSecret: value.CODE_SECRET ?? DEV_CODE_SECRET,
    demoData: value.PLATFORM !== 'production' && value.DEMO_DATA !== 'false',
    adminPasswordLogin: value.ADMIN_PASSWORD_LOGIN
      ? value.ADMIN_PASSWORD_LOGIN === 'true'
      : value.PLATFORM !== 'production',
  }));

export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export const loadIdentityConfig = (env: Readonly<Record<string, string | undefined>>): IdentityConfig =>
  loadConfig(identityConfigSchema, env as NodeJS.ProcessEnv);
