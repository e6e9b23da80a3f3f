import { SEALED_CODE_PURPOSE } from '@localpros/contracts';
import { developmentSecret, fieldSealer } from '@localpros/kit';

/** Runs one SQL statement on a marketplace's database and returns its rows. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Runs are started without CODE_ENCRYPTION_KEY: identity seals codes under its development value. */
const codeSealer = fieldSealer(developmentSecret('CODE_ENCRYPTION_KEY'), SEALED_CODE_PURPOSE);

/**
 * What end-to-end runs put into a marketplace that must never be logged: every user's e-mail
 * address and mobile number (also as +44… and bare digits), the contact form's, and every one-time
 * code identity issued (opened from its outbox, as typed and as e-mailed, ABCD-2345).
 */
export class SeededPersonalData {
  readonly emails = new Set<string>();
  readonly phones = new Set<string>();
  readonly codes = new Set<string>();

  /** Reads it all from the marketplace's tables; call before the marketplace's database goes. */
  async harvest(query: Query): Promise<void> {
    for (const user of await query('select email, mobile_number from identity.users')) {
      this.addEmail(user.email);
      this.addPhone(user.mobile_number);
    }
    // Events keep what deleted accounts and earlier addresses were; the sealed codes are every code issued.
    const events = await query(
      `select type, payload from identity.outbox
        where type in ('UserRegistered', 'UserContactChanged', 'VerificationCodeIssued')`,
    );
    for (const { type, payload } of events as { type: string; payload: Record<string, unknown> }[]) {
      if (type === 'VerificationCodeIssued') {
        const code = codeSealer.open(String(payload.sealedCode));
        this.codes.add(code);
        this.codes.add(`${code.slice(0, 4)}-${code.slice(4)}`);
        this.addEmail(payload.recipient);
        this.addPhone(payload.recipient);
      } else {
        this.addEmail(payload.email);
        this.addPhone(payload.mobileNumber);
      }
    }
    for (const row of await query('select target from identity.one_time_codes where target is not null')) {
      this.addEmail(row.target);
      this.addPhone(row.target);
    }
    for (const row of await query('select recipient from notifications.outgoing_messages')) {
      this.addEmail(row.recipient);
      this.addPhone(row.recipient);
    }
    for (const row of await query('select email, phone from notifications.contact_messages')) {
      this.addEmail(row.email);
      this.addPhone(row.phone);
    }
  }

  /** Every harvested value that occurs in the text (compared without case). */
  foundIn(text: string): string[] {
    const haystack = text.toLowerCase();
    return [...this.emails, ...this.phones, ...this.codes].filter((value) => haystack.includes(value.toLowerCase()));
  }

  private addEmail(email: unknown) {
    if (typeof email === 'string' && email.includes('@')) this.emails.add(email.toLowerCase());
  }

  private addPhone(phone: unknown) {
    if (typeof phone !== 'string') return;
    const digits = phone.replace(/\D/g, '');
    if (digits.length < 10) return;
    this.phones.add(phone);
    this.phones.add(digits);
    // The same number as it may be written: +44 7…, 44 7…
    if (digits.startsWith('0')) {
      this.phones.add(`+44${digits.slice(1)}`);
      this.phones.add(`44${digits.slice(1)}`);
    }
  }
}
