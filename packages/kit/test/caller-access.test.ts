import { generateKeyPairSync } from 'node:crypto';
import { IMPERSONATION_REFUSED_MESSAGE, rpcAccess, serviceContracts, serviceNames } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { authorizeCall, methodGuard, serviceAccess } from '../src/grpc/access.js';
import {
  developmentCallerKey,
  parsePublicKeys,
  parseSigningKey,
  publicKeysProblem,
  publicKeyText,
  signingKeyProblem,
  signingKeyText,
} from '../src/grpc/caller-keys.js';
import { CallerTokenSigner, CallerTokenVerifier, callerCredentials } from '../src/grpc/caller-token.js';
import { GrpcStatus, type RpcError } from '../src/grpc/rpc-error.js';

const newKey = () => generateKeyPairSync('ed25519').privateKey;
const bffKey = newKey();
const jobsKey = newKey();
const tokens = new CallerTokenSigner('bff', bffKey);
/** A service that trusts the BFF and (to test the table's caller rule) a jobs key. */
const verifier = new CallerTokenVerifier(
  new Map([
    ['bff', tokens.publicKey],
    ['jobs', new CallerTokenSigner('jobs', jobsKey).publicKey],
  ]),
);
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
    const token = tokens.sign({ audience: identity, user: { ...ann, impersonatorId: 'adm' } });
    expect(verifier.verify(token, identity)).toEqual({ service: 'bff', user: { ...ann, impersonatorId: 'adm' } });
    expect(verifier.verify(tokens.sign({ audience: identity }), identity)).toEqual({ service: 'bff' });
  });

  it.each([
    ['no token', () => undefined, 'This call carries no caller token'],
    ['another key', () => new CallerTokenSigner('bff', newKey()).sign({ audience: identity }), 'signature'],
    // A service's own key (here jobs') cannot pass for the BFF's.
    [
      "a service's key claiming to be the BFF",
      () => new CallerTokenSigner('bff', jobsKey).sign({ audience: identity }),
      'signature',
    ],
    [
      'a caller whose key it does not hold',
      () => new CallerTokenSigner('notifications', newKey()).sign({ audience: identity }),
      'does not hold',
    ],
    [
      'a user named by a service',
      () => new CallerTokenSigner('jobs', jobsKey).sign({ audience: identity, user: ann }),
      'Only bff may name a user',
    ],
    ['another service', () => tokens.sign({ audience: 'localpros.jobs.v1.JobsService' }), 'another'],
    ['an expired token', () => tokens.sign({ audience: identity, now: now - 120 }), 'expired'],
    ['a lifetime over a minute', () => tokens.sign({ audience: identity, lifetimeSeconds: 3600 }), 'lives too long'],
    ['garbage', () => 'a.b.c', 'malformed'],
    ['an alg:none token', () => `${Buffer.from('{"alg":"none"}').toString('base64url')}.e30.`, 'malformed'],
    [
      'an HS256 token (no algorithm confusion)',
      () => `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.e30.c2ln`,
      'malformed',
    ],
  ])('refuses %s with UNAUTHENTICATED', (_name, make, message) => {
    const error = refusal(() => verifier.verify(make(), identity));
    expect(error.code).toBe(GrpcStatus.UNAUTHENTICATED);
    expect(error.message).toContain(message);
  });

  it('refuses a token whose claims were edited after signing', () => {
    const [header, , signature] = tokens.sign({ audience: identity, user: ann }).split('.');
    const claims = { iss: 'bff', aud: identity, sub: 'someone-else', typ: 'admin', iat: now, exp: now + 60 };
    const forged = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const error = refusal(() => verifier.verify(`${header}.${forged}.${signature}`, identity));
    expect(error).toMatchObject({ code: GrpcStatus.UNAUTHENTICATED, message: 'The caller token signature is invalid' });
  });

  it('remembers a verified token only for its own service and until it expires', () => {
    const token = tokens.sign({ audience: identity, user: ann });
    expect(verifier.verify(token, identity).user?.id).toBe(ann.id);
    expect(refusal(() => verifier.verify(token, 'localpros.jobs.v1.JobsService')).code).toBe(
      GrpcStatus.UNAUTHENTICATED,
    );
    expect(refusal(() => verifier.verify(token, identity, now + 120)).message).toContain('expired');
  });

  it('reuses a signed token per target and user, and signs anew for another', () => {
    const credentials = callerCredentials(tokens);
    const first = credentials(identity, ann);
    expect(credentials(identity, { ...ann })).toBe(first);
    expect(credentials(identity, { ...ann, sessionId: 'other' })).not.toBe(first);
    expect(credentials(identity, undefined)).not.toBe(first);
  });
});

describe('caller keys', () => {
  it('reads a signing key as PEM (newlines escaped or not) or base64 DER, and public keys as caller:key', () => {
    const pem = bffKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    for (const text of [pem, pem.replaceAll('\n', '\\n'), signingKeyText(bffKey)]) {
      expect(publicKeyText(parseSigningKey(text))).toBe(publicKeyText(bffKey));
    }
    const keys = parsePublicKeys(`bff:${publicKeyText(bffKey)}`);
    expect(publicKeyText(keys.get('bff') as never)).toBe(publicKeyText(bffKey));
  });

  it('refuses on production a missing, malformed, foreign or development key, never echoing it', () => {
    const onProduction = 'when NODE_ENV=production';
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    const development = signingKeyText(developmentCallerKey('bff'));
    expect(signingKeyProblem(undefined, 'bff', onProduction)).toMatch(/^is required when NODE_ENV=production/);
    expect(signingKeyProblem(undefined, 'bff', null)).toBeNull();
    expect(signingKeyProblem('not a key', 'bff', onProduction)).toMatch(/^is not an Ed25519 private key/);
    expect(signingKeyProblem(signingKeyText(rsa), 'bff', onProduction)).toMatch(/^is not an Ed25519 private key/);
    expect(signingKeyProblem(development, 'bff', onProduction)).toMatch(/^is the development key/);
    expect(signingKeyProblem(development, 'bff', null)).toBeNull();
    expect(signingKeyProblem(signingKeyText(bffKey), 'bff', onProduction)).toBeNull();

    const developmentPublic = `bff:${publicKeyText(developmentCallerKey('bff'))}`;
    expect(publicKeysProblem(undefined, onProduction)).toMatch(/^is required when NODE_ENV=production/);
    expect(publicKeysProblem('bff', onProduction)).toMatch(/^must be caller:base64-key pairs/);
    expect(publicKeysProblem(`jobs:${publicKeyText(jobsKey)}`, onProduction)).toContain('jobs calls no service');
    expect(publicKeysProblem(developmentPublic, onProduction)).toMatch(/^holds the development key of bff/);
    expect(publicKeysProblem(developmentPublic, null)).toBeNull();
    expect(publicKeysProblem(`bff:${publicKeyText(bffKey)}`, onProduction)).toBeNull();
    expect(signingKeyProblem(signingKeyText(newKey()).slice(0, 30), 'bff', onProduction)).not.toContain(
      signingKeyText(bffKey).slice(0, 30),
    );
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
  const access = serviceAccess('identity', verifier);
  const guard = (method: string) =>
    methodGuard(access, method, `/${identity}/${method[0]?.toUpperCase()}${method.slice(1)}`);
  const jobs = new CallerTokenSigner('jobs', jobsKey);
  const tokenFor = (user?: typeof ann & { impersonatorId?: string }, issuer = 'bff') =>
    (issuer === 'jobs' ? jobs : tokens).sign({ audience: identity, user });

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
