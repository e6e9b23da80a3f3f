// Vonage's SMS API (what notifications sends SMS through) — see README.md "SMS".

// Every messaging stand-in at once, with the settings notifications reads.
export { type MessagingStandIns, messagingStandInsFor, startMessagingStandIns } from './messaging-stand-ins.js';
// A browser push service (web push: VAPID checked, aes128gcm opened) — see README.md "Web push".
export * from './push/index.js';
export * from './sms/index.js';
