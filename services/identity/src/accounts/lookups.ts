import type { identityRpc } from '@localpros/contracts';
import { type Outbox, RpcError } from '@localpros/kit';
import { findUserByEmail, findUserByMobile, requireUser, userMessage } from './user-queries.js';

export async function getUser(outbox: Outbox, request: identityRpc.UserRef): Promise<identityRpc.UserResponse> {
  if (!/^[0-9a-f-]{36}$/i.test(request.userId ?? '')) throw RpcError.notFound('No such user');
  return { user: await userMessage(outbox.db, await requireUser(outbox.db, request.userId)) };
}

export async function isEmailRegistered(outbox: Outbox, request: identityRpc.EmailRef) {
  return { registered: Boolean(await findUserByEmail(outbox.db, request.email ?? '')) };
}

export async function isPhoneRegistered(outbox: Outbox, request: identityRpc.PhoneRef) {
  return { registered: Boolean(await findUserByMobile(outbox.db, request.mobileNumber ?? '')) };
}
