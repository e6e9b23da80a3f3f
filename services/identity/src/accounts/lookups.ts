import type { identityRpc } from '@localpros/contracts';
import { RpcError } from '@localpros/kit';
import type { IdentityContext } from '../context.js';
import { findUserByEmail, findUserByMobile, requireUser, userMessage } from './user-queries.js';

export async function getUser(
  { db }: IdentityContext,
  request: identityRpc.UserRef,
): Promise<identityRpc.UserResponse> {
  if (!/^[0-9a-f-]{36}$/i.test(request.userId ?? '')) throw RpcError.notFound('No such user');
  return { user: await userMessage(db, await requireUser(db, request.userId)) };
}

export async function isEmailRegistered({ db }: IdentityContext, request: identityRpc.EmailRef) {
  return { registered: Boolean(await findUserByEmail(db, request.email ?? '')) };
}

export async function isPhoneRegistered({ db }: IdentityContext, request: identityRpc.PhoneRef) {
  return { registered: Boolean(await findUserByMobile(db, request.mobileNumber ?? '')) };
}
