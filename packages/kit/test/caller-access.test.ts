import { IMPERSONATION_REFUSED_MESSAGE, rpcAccess, serviceContracts, serviceNames } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { authorizeCall, methodGuard, serviceAccess } from '../src/grpc/access.js';
import { CallerTokens, callerCredentials } from '../src/grpc/caller-token.js';
import { GrpcStatus, type RpcError } from '../src/grpc/rpc-error.js';

const tokens = new CallerTokens('a-test-secret-of-more-than-thirty-two-characters');
const identity = serviceContracts.identity.serviceName;
const now = Math.floor(Date.now() / 1000);
const ann = { id: '6d1f1a52-0000-4000-8000-000000000001', type: 'customer', sessionId: 'sess-ann' };

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as RpcError;
  }
  throw new Error('expected a refusal');
};

describe('caller tokens', () => {
  it('round-trips the calling service and the end user', () => {
    const token = tokens.sign({ issuer: 'bff', audience: identity, user: { ...ann, impersonatorId: 'adm' } });
    expect(tokens.verify(token, identity)).toEqual({ service: 'bff', user: { ...ann, impersonatorId: 'adm' } });
    expect(tokens.verify(tokens.sign({ issuer: 'bff', audience: identity }), identity)).toEqual({ service: 'bff' });
  });

  it.each([
    ['no token', () => undefined, 'This call carries no caller token'],
    ['another key', () => new CallerTokens('x'.repeat(40)).sign({ issuer: 'bff', audience: identity }), 'signature'],
    ['another service', () => tokens.sign({ issuer: 'bff', audience: 'localpros.jobs.v1.JobsService' }), 'another'],
    ['an expired token', () => tokens.sign({ issuer: 'bff', audience: identity, now: now - 120 }), 'expired'],
    [
      'a lifetime over a minute',
      () => tokens.sign({ issuer: 'bff', audience: identity, lifetimeSeconds: 3600 }),
      'lives too long',
    ],
    ['garbage', () => 'a.b.c', 'malformed'],
    ['an alg:none token', () => `${Buffer.from('{"alg":"none"}').toString('base64url')}.e30.`, 'malformed'],
  ])('refuses %s with UNAUTHENTICATED', (_name, make, message) => {
    const error = refusal(() => tokens.verify(make(), identity));
    expect(error.code).toBe(GrpcStatus.UNAUTHENTICATED);
    expect(error.message).toContain(message);
  });

  it('refuses a token whose claims were edited after signing', () => {
    const [header, , signature] = tokens.sign({ issuer: 'bff', audience: identity, user: ann }).split('.');
    const forged = Buffer.from(JSON.stringify({ iss: 'bff', aud: identity, sub: 'someone-else', typ: 'admin' }));
    const error = refusal(() => tokens.verify(`${header}.${forged.toString('base64url')}.${signature}`, identity));
    expect(error.code).toBe(GrpcStatus.UNAUTHENTICATED);
  });

  it('remembers a verified token only for its own service and until it expires', () => {
    const token = tokens.sign({ issuer: 'bff', audience: identity, user: ann });
    expect(tokens.verify(token, identity).user?.id).toBe(ann.id);
    expect(refusal(() => tokens.verify(token, 'localpros.jobs.v1.JobsService')).code).toBe(GrpcStatus.UNAUTHENTICATED);
    expect(refusal(() => tokens.verify(token, identity, now + 120)).message).toContain('expired');
  });

  it('reuses a signed token per target and user, and signs anew for another', () => {
    const credentials = callerCredentials(tokens, 'bff');
    const first = credentials(identity, ann);
    expect(credentials(identity, { ...ann })).toBe(first);
    expect(credentials(identity, { ...ann, sessionId: 'other' })).not.toBe(first);
    expect(credentials(identity, undefined)).not.toBe(first);
  });
});

describe('the access table', () => {
  it('names every RPC of every contract, and nothing else', () => {
    for (const name of serviceNames) {
      expect(Object.keys(rpcAccess[name]).sort()).toEqual(Object.keys(serviceContracts[name].definition).sort());
    }
  });
});

describe('authorizeCall', () => {
  const access = serviceAccess('identity', tokens);
  const guard = (method: string) =>
    methodGuard(access, method, `/${identity}/${method[0]?.toUpperCase()}${method.slice(1)}`);
  const tokenFor = (user?: typeof ann & { impersonatorId?: string }, issuer = 'bff') =>
    tokens.sign({ issuer, audience: identity, user });

  it('fills the acting user from the token and refuses a message naming another', () => {
    const request = { userId: '', firstName: 'Ann', lastName: 'Smith' };
    expect(authorizeCall(guard('updateProfile'), tokenFor(ann), request).user?.id).toBe(ann.id);
    expect(request.userId).toBe(ann.id);
    const forged = { userId: 'victim', firstName: 'Eve', lastName: 'Evil' };
    const error = refusal(() => authorizeCall(guard('updateProfile'), tokenFor(ann), forged));
    expect(error).toMatchObject({
      code: GrpcStatus.PERMISSION_DENIED,
      message: 'The request names a user other than the caller',
    });
  });

  it('needs a user where the table says so, and lets public calls through without one', () => {
    expect(refusal(() => authorizeCall(guard('updateProfile'), tokenFor(), { userId: ann.id })).code).toBe(
      GrpcStatus.UNAUTHENTICATED,
    );
    expect(authorizeCall(guard('login'), tokenFor(), { email: 'a@b.c', password: 'x' })).toEqual({ service: 'bff' });
  });

  it('refuses user types the table does not name, other callers and RPCs outside the table', () => {
    expect(refusal(() => authorizeCall(guard('getBusinessProfile'), tokenFor(ann), {})).code).toBe(
      GrpcStatus.PERMISSION_DENIED,
    );
    expect(refusal(() => authorizeCall(guard('login'), tokenFor(undefined, 'jobs'), {})).message).toBe(
      `jobs may not call /${identity}/Login`,
    );
    expect(refusal(() => authorizeCall(guard('dropEverything'), tokenFor(ann), {})).message).toContain(
      "is not in the service's access table",
    );
  });

  it('refuses irreversible actions while impersonating and sets the impersonator from the token', () => {
    const impersonating = { ...ann, impersonatorId: 'admin-1' };
    const error = refusal(() => authorizeCall(guard('deleteAccount'), tokenFor(impersonating), { userId: ann.id }));
    expect(error).toMatchObject({ code: GrpcStatus.PERMISSION_DENIED, message: IMPERSONATION_REFUSED_MESSAGE });
    // Looking is allowed while impersonating.
    expect(authorizeCall(guard('getNotificationSettings'), tokenFor(impersonating), { userId: ann.id }).user).toEqual(
      impersonating,
    );
    // A message cannot claim an impersonator the token does not carry (nor hide one).
    const request = { userId: ann.id, impersonatorId: 'forged-admin' };
    authorizeCall(guard('deleteAccount'), tokenFor(ann), request);
    expect(request.impersonatorId).toBe('');
  });

  it('holds session fields to the token session', () => {
    expect(refusal(() => authorizeCall(guard('logout'), tokenFor(ann), { sessionId: 'someone-elses' })).code).toBe(
      GrpcStatus.PERMISSION_DENIED,
    );
    const request = { sessionId: '' };
    authorizeCall(guard('logout'), tokenFor(ann), request);
    expect(request.sessionId).toBe(ann.sessionId);
  });
});
