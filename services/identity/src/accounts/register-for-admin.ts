import {
  emailField,
  fullNameField,
  type identityRpc,
  mobileField,
  splitFullName,
  UserRegistered,
  UserVerified,
} from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { z } from 'zod';
import { issueCode } from '../codes/one-time-codes.js';
import type { IdentityContext } from '../context.js';
import { notificationSettings, users } from '../schema.js';
import { recordContactChanged } from './contact-event.js';
import { assertFree, mapUniqueViolation } from './register.js';
import { toUserMessage } from './user-view.js';

/**
 * Not an argon2 hash, so no password ever verifies against it: the account cannot sign in until
 * its owner sets a password with the link e-mailed to them.
 */
export const NO_PASSWORD_YET = '!unset';

const request = z.object({
  adminId: z.uuid(),
  fullName: fullNameField,
  email: emailField,
  mobileNumber: mobileField,
});

/**
 * An admin registers a customer to post a job for them (Admin → Post Job). The admin vouches for the
 * address, so the account is verified at once (UserVerified: the welcome e-mail); it has no password:
 * the customer chooses one with an account_setup code e-mailed with a link (24 hours; the reset-password
 * page takes it), never the admin.
 */
export async function registerCustomerForAdmin(
  { outbox, config }: IdentityContext,
  raw: identityRpc.RegisterCustomerForAdminRequest,
): Promise<identityRpc.UserResponse> {
  const input = parseOrInvalid(request, raw);
  const user = await outbox
    .transaction(async (tx, events) => {
      await assertFree(tx, input.email, input.mobileNumber);
      const { firstName, lastName } = splitFullName(input.fullName);
      const [created] = await tx
        .insert(users)
        .values({
          userType: 'customer',
          firstName,
          lastName,
          email: input.email,
          mobileNumber: input.mobileNumber,
          passwordHash: NO_PASSWORD_YET,
          emailVerifiedAt: new Date(),
        })
        .returning();
      if (!created) throw new Error('insert returned no user');
      await tx.insert(notificationSettings).values({ userId: created.id });
      const at = created.createdAt.toISOString();
      await events.record(UserRegistered, {
        userId: created.id,
        userType: 'customer',
        firstName,
        lastName,
        email: created.email,
        mobileNumber: input.mobileNumber,
        businessName: null,
        registeredAt: at,
      });
      await recordContactChanged(tx, events, created.id);
      await events.record(UserVerified, {
        userId: created.id,
        userType: 'customer',
        email: created.email,
        firstName,
        verifiedAt: (created.emailVerifiedAt ?? created.createdAt).toISOString(),
      });
      await issueCode(tx, events, {
        secret: config.codeSecret,
        encryptionKey: config.codeEncryptionKey,
        userId: created.id,
        purpose: 'account_setup',
        channel: 'email',
        recipient: created.email,
        recipientName: firstName,
        link: (code) => `${config.publicUrl}/forgot-password/reset?code=${encodeURIComponent(code)}`,
      });
      return created;
    })
    .catch(mapUniqueViolation);
  return { user: toUserMessage(user) };
}
