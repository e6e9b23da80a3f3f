import {
  businessRegistrationInput,
  customerRegistrationInput,
  type identityRpc,
  splitFullName,
  UserRegistered,
} from '@localpros/contracts';
import { type DbOrTx, type EventRecorder, parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { recordProfileUpdated } from '../business/profile-event.js';
import { issueCode } from '../codes/one-time-codes.js';
import type { IdentityConfig } from '../config.js';
import type { IdentityContext } from '../context.js';
import { businessProfiles, notificationSettings, type UserType, users } from '../schema.js';
import { recordContactChanged } from './contact-event.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail, findUserByMobile } from './user-queries.js';
import { toUserMessage } from './user-view.js';

interface NewAccount {
  userType: UserType;
  fullName: string;
  email: string;
  mobileNumber: string;
  password: string;
}

/** Refuses an e-mail address or mobile number another live account already has. */
export async function assertFree(tx: DbOrTx, email: string | null, mobileNumber: string | null): Promise<void> {
  if (email && (await findUserByEmail(tx, email))) throw RpcError.alreadyExists('This email is already registered');
  if (mobileNumber && (await findUserByMobile(tx, mobileNumber))) {
    throw RpcError.alreadyExists('This mobile number is already registered');
  }
}

/** Writes the user and its settings and sends the verification code. */
async function createAccount(
  tx: Tx,
  events: EventRecorder,
  config: IdentityConfig,
  account: NewAccount,
  passwordHash: string,
  businessName: string | null,
) {
  await assertFree(tx, account.email, account.mobileNumber);
  const { firstName, lastName } = splitFullName(account.fullName);
  const [user] = await tx
    .insert(users)
    .values({
      userType: account.userType,
      firstName,
      lastName,
      email: account.email,
      mobileNumber: account.mobileNumber,
      passwordHash,
    })
    .returning();
  if (!user) throw new Error('insert returned no user');
  await tx.insert(notificationSettings).values({ userId: user.id });
  await events.record(UserRegistered, {
    userId: user.id,
    userType: user.userType,
    firstName,
    lastName,
    email: user.email,
    mobileNumber: account.mobileNumber,
    businessName,
    registeredAt: user.createdAt.toISOString(),
  });
  await issueCode(tx, events, {
    secret: config.codeSecret,
    encryptionKey: config.codeEncryptionKey,
    userId: user.id,
    purpose: 'account_verification',
    channel: 'email',
    recipient: user.email,
    recipientName: firstName,
    link: (code) => `${config.publicUrl}/?code=${encodeURIComponent(code)}&user_type=${user.userType}`,
  });
  return user;
}

/** A unique-index race (two sign-ups at once) ends as the same answer as the up-front check. */
export function mapUniqueViolation(error: unknown): never {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  if (text.includes('users_email_unique')) throw RpcError.alreadyExists('This email is already registered');
  if (text.includes('users_mobile_unique')) throw RpcError.alreadyExists('This mobile number is already registered');
  throw error;
}

export async function registerCustomer(
  { db, outbox, config }: IdentityContext,
  request: identityRpc.RegisterCustomerRequest,
): Promise<identityRpc.UserResponse> {
  const input = parseOrInvalid(customerRegistrationInput, {
    fullName: request.fullName,
    email: request.email,
    mobile_number: request.mobileNumber,
    password: request.password,
    passwordConfirm: request.passwordConfirm,
  });
  // A taken address is refused before argon2 spends its 64 MiB (checked again in the transaction).
  await assertFree(db, input.email, input.mobile_number);
  const passwordHash = await hashPassword(input.password);
  const user = await outbox
    .transaction(async (tx, events) => {
      const created = await createAccount(
        tx,
        events,
        config,
        {
          userType: 'customer',
          fullName: input.fullName,
          email: input.email,
          mobileNumber: input.mobile_number,
          password: input.password,
        },
        passwordHash,
        null,
      );
      await recordContactChanged(tx, events, created.id);
      return created;
    })
    .catch(mapUniqueViolation);
  return { user: toUserMessage(user) };
}

/** Category, services and location are checked by the caller (the BFF asks the jobs service). */
export async function registerBusiness(
  { db, outbox, config }: IdentityContext,
  request: identityRpc.RegisterBusinessRequest,
): Promise<identityRpc.UserResponse> {
  const input = parseOrInvalid(businessRegistrationInput, {
    businessName: request.businessName,
    fullName: request.fullName,
    email: request.email,
    mobile_number: request.mobileNumber,
    password: request.password,
    passwordConfirm: request.passwordConfirm,
    workCategoryId: request.workCategoryId,
    serviceIds: request.serviceIds,
    location: request.location,
  });
  const centroid = centroidOf(request);
  await assertFree(db, input.email, input.mobile_number);
  const passwordHash = await hashPassword(input.password);
  const { user, businessName } = await outbox
    .transaction(async (tx, events) => {
      const created = await createAccount(
        tx,
        events,
        config,
        {
          userType: 'business',
          fullName: input.fullName,
          email: input.email,
          mobileNumber: input.mobile_number,
          password: input.password,
        },
        passwordHash,
        input.businessName,
      );
      const [profile] = await tx
        .insert(businessProfiles)
        .values({
          userId: created.id,
          businessName: input.businessName,
          workCategoryId: input.workCategoryId,
          serviceIds: input.serviceIds,
          location: input.location.toUpperCase(),
          latitude: centroid?.latitude ?? null,
          longitude: centroid?.longitude ?? null,
        })
        .returning();
      if (!profile) throw new Error('insert returned no business profile');
      await recordProfileUpdated(events, profile, { isActive: created.isActive, isVerified: false });
      // After the profile, so the snapshot carries the business name.
      await recordContactChanged(tx, events, created.id);
      return { user: created, businessName: input.businessName };
    })
    .catch(mapUniqueViolation);
  return { user: toUserMessage(user, { businessName }) };
}

/** The location's centroid as the caller resolved it; both coordinates or none. */
function centroidOf(request: identityRpc.RegisterBusinessRequest): { latitude: number; longitude: number } | null {
  const { latitude, longitude } = request;
  if (latitude === undefined || longitude === undefined) return null;
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) {
    throw RpcError.invalidArgument('Invalid request', [{ path: 'location', message: 'Unknown location' }]);
  }
  return { latitude, longitude };
}
