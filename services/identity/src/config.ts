import { checkSecrets, everyProblem, isProduction, loadConfig, secretField, secretOrDevelopment } from '@localpros/kit';
import { z } from 'zod';

/** The secrets identity reads (the process's own settings are checked by its host). */
export const identitySecrets = ['CODE_SECRET', 'CODE_ENCRYPTION_KEY', 'UNSUBSCRIBE_SECRET'] as const;

export const identityConfigSchema = z
  .object({
    /** NODE_ENV=production is the one production switch (PLATFORM is only the web's label). */
    NODE_ENV: z.string().optional(),
    /** Where links in e-mails point (the web app's origin). */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** Key of the HMAC one-time codes are stored under. */
    CODE_SECRET: secretField(),
    /** Key one-time codes are encrypted with inside events, for notifications to mail them. */
    CODE_ENCRYPTION_KEY: secretField(),
    /** Key the e-mails' one-click unsubscribe links are signed with (shared with notifications, which signs them). */
    UNSUBSCRIBE_SECRET: secretField(),
    /** Demo accounts on first start: never on production. */
    DEMO_DATA: z.enum(['true', 'false']).optional(),
    /** Whether an admin may sign in with the password alone (otherwise the e-mailed code is required); never on production. */
    ADMIN_PASSWORD_LOGIN: z.enum(['true', 'false']).optional(),
  })
  .loose()
  .superRefine((value, ctx) => {
    checkSecrets(value, identitySecrets, ctx);
    if (!isProduction(value)) return;
    if (value.DEMO_DATA === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_DATA'],
        message: 'demo accounts are never seeded when NODE_ENV=production',
      });
    }
    if (value.ADMIN_PASSWORD_LOGIN === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD_LOGIN'],
        message: 'admins always sign in with the e-mailed code when NODE_ENV=production',
      });
    }
  }, everyProblem)
  .transform((value) => {
    const production = isProduction(value);
    return {
      production,
      publicUrl: value.PUBLIC_URL.replace(/\/$/, ''),
      codeSecret: secretOrDevelopment(value.CODE_SECRET, 'CODE_SECRET'),
      codeEncryptionKey: secretOrDevelopment(value.CODE_ENCRYPTION_KEY, 'CODE_ENCRYPTION_KEY'),
      unsubscribeSecret: secretOrDevelopment(value.UNSUBSCRIBE_SECRET, 'UNSUBSCRIBE_SECRET'),
      demoData: !production && value.DEMO_DATA !== 'false',
      adminPasswordLogin: !production && value.ADMIN_PASSWORD_LOGIN !== 'false',
    };
  });

export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export const loadIdentityConfig = (env: Readonly<Record<string, string | undefined>>): IdentityConfig =>
  loadConfig(identityConfigSchema, env as NodeJS.ProcessEnv);
