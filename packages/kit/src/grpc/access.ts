import { status } from '@grpc/grpc-js';
import { IMPERSONATION_REFUSED_MESSAGE, type RpcAccessRule, rpcAccess, type ServiceName } from '@localpros/contracts';
import { audienceOf, type Caller, type CallerTokenVerifier } from './caller-token.js';
import { RpcError } from './rpc-error.js';

/** What a service checks its callers with: the callers' public keys and its access table (contracts' rpcAccess). */
export interface ServiceAccess {
  verifier: CallerTokenVerifier;
  rules: Readonly<Record<string, RpcAccessRule>>;
}

/** One method's check, resolved when the server or client is built, not per call. */
export interface MethodGuard {
  /** The method's path, "/pkg.Service/Method". */
  path: string;
  audience: string;
  rule: RpcAccessRule | undefined;
  verifier: CallerTokenVerifier;
}

export const methodGuard = (access: ServiceAccess, name: string, path: string): MethodGuard => ({
  path,
  audience: audienceOf(path),
  rule: Object.hasOwn(access.rules, name) ? access.rules[name] : undefined,
  verifier: access.verifier,
});

const denied = (message: string) => new RpcError(status.PERMISSION_DENIED, message);

/**
 * The verified caller of one call, or an RpcError: no/bad/expired/misdirected token
 * (UNAUTHENTICATED), a method outside the table, a caller or user type it does not allow, an
 * irreversible action while impersonating, or a message naming another user (PERMISSION_DENIED).
 * Fields naming the acting user are set from the token, so the handler reads only verified ids.
 */
export function authorizeCall(guard: MethodGuard, token: string | undefined, request: unknown): Caller {
  const caller = guard.verifier.verify(token, guard.audience);
  const { rule } = guard;
  if (!rule) throw denied(`${guard.path} is not in the service's access table`);
  if (!(rule.callers as readonly string[]).includes(caller.service)) {
    throw denied(`${caller.service} may not call ${guard.path}`);
  }
  if (rule.users === 'none') return caller;
  const { user } = caller;
  if (!user) throw new RpcError(status.UNAUTHENTICATED, 'This call needs a signed-in user');
  if (!(rule.users as readonly string[]).includes(user.type)) throw denied('Your account cannot do this');
  if (rule.refusedWhileImpersonating && user.impersonatorId) throw denied(IMPERSONATION_REFUSED_MESSAGE);
  const message = request as Record<string, unknown>;
  for (const field of rule.actorFields ?? []) claim(message, field, user.id, 'a user other than the caller');
  // Without a session in the token (an account just created), a message can name none either.
  for (const field of rule.sessionFields ?? [])
    claim(message, field, user.sessionId ?? '', "a session other than the caller's");
  for (const field of rule.impersonatorFields ?? []) message[field] = user.impersonatorId ?? '';
  return caller;
}

/** An empty field takes the token's value; a different one is refused rather than silently replaced. */
function claim(message: Record<string, unknown>, field: string, verified: string, what: string): void {
  const given = message[field];
  if (given !== undefined && given !== '' && given !== verified) {
    throw denied(`The request names ${what}`);
  }
  message[field] = verified;
}

/** A service's access: its table from contracts, checked with the callers' public keys. */
export const serviceAccess = (name: ServiceName, verifier: CallerTokenVerifier): ServiceAccess => ({
  verifier,
  rules: rpcAccess[name],
});
