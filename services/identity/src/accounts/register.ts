import {
  BusinessProfileUpdated,
  businessRegistrationInput,
  customerRegistrationInput,
  type identityRpc,
  splitFullName,
  UserRegistered,
} from '@localpros/contracts';
import { type EventRecorder, type Outbox, parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { issueCode } from '../codes/one-time-codes.js';
import type { IdentityConfig } from '../config.js';
import { businessProfiles, notificationSettings, type UserType, users } from '../schema.js';
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
export async function assertFree(tx: Tx, email: string | null, mobileNumber: string | null): Promise<void> {
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
function mapUniqueViolation(error: unknown): never {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  if (text.includes('users_email_unique')) throw RpcError.alreadyExists('This email is already registered');
  if (text.includes('users_mobile_unique')) throw RpcError.alreadyExists('This mobile number is already registered');
  throw error;
}

export async function registerCustomer(
  outbox: Outbox,
  config: IdentityConfig,
  request: identityRpc.RegisterCustomerRequest,
): Promise<identityRpc.UserResponse> {
  const input = parseOrInvalid(customerRegistrationInput, {
    fullName: request.fullName,
    email: request.email,
    mobile_number: request.mobileNumber,
    password: request.password,
    passwordConfirm: request.passwordConfirm,
  });
  const passwordHash = await hashPassword(input.password);
  const user = await outbox
    .transaction((tx, events) =>
      createAccount(
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
      ),
    )
    .catch(mapUniqueViolation);
  return { user: toUserMessage(user) };
}

/** Category, services and location are checked by the caller (the BFF asks the jobs service). */
export async function registerBusiness(
  outbox: Outbox,
  config: IdentityConfig,
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
      const location = input.location.toUpperCase();
      const [profile] = await tx
        .insert(businessProfiles)
        .values({
          userId: created.id,
          businessName: input.businessName,
          workCategoryId: input.workCategoryId,
          serviceIds: input.serviceIds,
          location,
        })
        .returning();
      await events.record(BusinessProfileUpdated, {
        businessId: created.id,
        businessName: input.businessName,
        workCategoryId: input.workCategoryId,
        serviceIds: input.serviceIds,
        location,
        isActive: created.isActive,
        isVerified: false,
        updatedAt: (profile?.updatedAt ?? new Date()).toISOString(),
      });
      return { user: created, businessName: input.businessName };
    })
    .catch(mapUniqueViolation);
  return { user: toUserMessage(user, { businessName }) };
}
