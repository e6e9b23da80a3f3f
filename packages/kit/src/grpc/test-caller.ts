import type { ActingUser } from '../context.js';
import type { Logger } from '../logger.js';
import type { ServiceInstance } from '../service/service-module.js';
import { serviceAccess } from './access.js';
import {
  type CallCredentials,
  type CallerTokenVerifier,
  callerCredentials,
  callerSignerFromEnv,
  callerVerifierFromEnv,
} from './caller-token.js';
import { createInProcessClient } from './in-process-client.js';
import type { CallOptions, RpcClient, ServiceDefinition } from './types.js';

/**
 * What the processes a test starts trust: CALLER_PUBLIC_KEYS when the environment sets it, else
 * the development keys (what a process uses when it is unset off production).
 */
export const testCallerVerifier = (): CallerTokenVerifier => callerVerifierFromEnv(process.env);

/** Credentials of the BFF, as a test plays it (CALLER_SIGNING_KEY, else the BFF's development key). */
export const testCredentials = (): CallCredentials => callerCredentials(callerSignerFromEnv(process.env));

/** A user as tests hold it: identity's User ({ id, userType }) or an ActingUser ({ id, type }). */
export type TestUser = { id: string; userType: string } | { id: string; type: string };

/**
 * Call options acting for `user`, e.g. `identity.updateProfile(request, testCaller({ user: ann }))`;
 * the in-process and network clients of tests sign the caller token from them.
 */
export function testCaller(options: { user: TestUser; sessionId?: string; impersonatorId?: string }): CallOptions {
  const { user } = options;
  const acting: ActingUser = {
    id: user.id,
    type: 'type' in user ? user.type : user.userType,
    ...(options.sessionId ? { sessionId: options.sessionId } : {}),
    ...(options.impersonatorId ? { impersonatorId: options.impersonatorId } : {}),
  };
  return { user: acting };
}

/** Call options acting for a signed-in session (identity's SessionResponse: user, session, impersonating admin). */
export function sessionCaller(session: {
  sessionId?: string;
  user?: { id: string; userType: string };
  impersonatorId?: string;
}): CallOptions {
  if (!session.user) throw new Error('sessionCaller: the session has no user');
  return testCaller({ user: session.user, sessionId: session.sessionId, impersonatorId: session.impersonatorId });
}

/** A service's in-process client as the BFF would call it: the real access table, a test-signed token. */
export function testServiceClient<D extends ServiceDefinition>(
  instance: ServiceInstance<D>,
  options: { logger: Logger; timeoutMs?: number },
): RpcClient<D> {
  return createInProcessClient(instance.module.definition, instance.handlers, {
    logger: options.logger,
    timeoutMs: options.timeoutMs ?? 10_000,
    access: serviceAccess(instance.module.name, testCallerVerifier()),
    credentials: testCredentials(),
  });
}
