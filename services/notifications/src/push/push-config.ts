import { createECDH, createHash } from 'node:crypto';
import { isProduction } from '@localpros/kit';
import { z } from 'zod';

/**
 * Web push's settings (docs/notifications.md "Web push"): the VAPID key pair (RFC 8292) the push
 * services know LocalPros by, and the contact they are given. Off production an unset pair falls
 * back to a development pair derived from a fixed name (public: it is in the repository), so
 * `npm start` and every replica agree on it; production refuses that pair, and the stand-in.
 */

/**
 * The VAPID pair comes from a Secret (k8s localpros-push): the private half is one, and the public
 * half travels with it so the two cannot drift apart. Checked here, not as 32 random characters.
 */
export const webPushSecrets = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const;

/** `npx web-push generate-vapid-keys` prints a pair in the form these settings take. */
const VAPID_HINT = 'npx web-push generate-vapid-keys makes a pair';
const PRODUCTION = 'when NODE_ENV=production';

export interface PushSettings {
  /** base64url of the uncompressed P-256 public key: the browser's applicationServerKey. */
  publicKey: string;
  /** base64url of the 32-byte private key. */
  privateKey: string;
  /** A mailto: or https: contact for the push services' operators. */
  subject: string;
  /**
   * The origin of a push-service stand-in whose endpoints are taken too (tests only; never on
   * production), or null: only the browsers' own push services.
   */
  standInOrigin: string | null;
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = () => z.preprocess(emptyToUndefined, z.string().trim().max(500).optional());

export const pushConfigFields = {
  /** The VAPID public key, base64url (65 bytes, uncompressed P-256). */
  VAPID_PUBLIC_KEY: optionalText(),
  /** The VAPID private key, base64url (32 bytes): a secret. */
  VAPID_PRIVATE_KEY: optionalText(),
  /** Who the push services may contact: mailto:… or https://…. */
  VAPID_SUBJECT: optionalText(),
  /** Tests: a push-service stand-in (packages/messaging-stand-ins) whose endpoints are accepted. */
  WEB_PUSH_STAND_IN_URL: z.preprocess(emptyToUndefined, z.url().optional()),
};

type PushConfigValue = { NODE_ENV?: string } & {
  [K in keyof typeof pushConfigFields]?: string;
};

/** The development pair: a private key from a fixed name, refused on production. */
export function developmentVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(createHash('sha256').update('localpros-development-vapid-key').digest());
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

const base64url = /^[A-Za-z0-9_-]+$/;

/** The public key of a private one, or null when the private one is not a P-256 key in base64url. */
function publicKeyOf(privateKey: string): string | null {
  if (!base64url.test(privateKey) || Buffer.from(privateKey, 'base64url').length !== 32) return null;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return null;
  }
}

/** For the config schema's superRefine: every problem with the web push settings, one issue each. */
export function checkPushConfig(value: PushConfigValue, ctx: z.RefinementCtx): void {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const production = isProduction(value);
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = value;
  if (production) {
    if (!publicKey) problem('VAPID_PUBLIC_KEY', `is required ${PRODUCTION} (${VAPID_HINT})`);
    if (!privateKey) problem('VAPID_PRIVATE_KEY', `is required ${PRODUCTION} (${VAPID_HINT})`);
    if (!subject) problem('VAPID_SUBJECT', `is required ${PRODUCTION} (mailto: or https: contact for push services)`);
    if (value.WEB_PUSH_STAND_IN_URL) {
      problem('WEB_PUSH_STAND_IN_URL', `must be unset ${PRODUCTION}: browsers push through their own services`);
    }
    if (privateKey && privateKey === developmentVapidKeys().privateKey) {
      problem('VAPID_PRIVATE_KEY', `is the development key: ${VAPID_HINT}`);
    }
  } else if (Boolean(publicKey) !== Boolean(privateKey)) {
    problem(publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY', 'is required with the other half of the VAPID pair');
  }
  if (privateKey) {
    const derived = publicKeyOf(privateKey);
    // Never the value in the message: it is a secret.
    if (!derived) problem('VAPID_PRIVATE_KEY', 'is not a P-256 private key in base64url (32 bytes)');
    else if (publicKey && derived !== publicKey)
      problem('VAPID_PUBLIC_KEY', 'is not the public half of VAPID_PRIVATE_KEY');
  }
  if (subject && !/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(subject)) {
    problem('VAPID_SUBJECT', 'must be a mailto: address or an https: URL (RFC 8292 §2.1)');
  }
}

/** The settings in force (the schema has checked them). */
export function pushSettingsOf(value: PushConfigValue): PushSettings {
  const pair =
    value.VAPID_PUBLIC_KEY && value.VAPID_PRIVATE_KEY
      ? { publicKey: value.VAPID_PUBLIC_KEY, privateKey: value.VAPID_PRIVATE_KEY }
      : developmentVapidKeys();
  return {
    ...pair,
    subject: value.VAPID_SUBJECT ?? 'mailto:support@localpros.co.uk',
    standInOrigin: value.WEB_PUSH_STAND_IN_URL ? new URL(value.WEB_PUSH_STAND_IN_URL).origin : null,
  };
}
