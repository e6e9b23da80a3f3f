import type { identityRpc } from '@localpros/contracts';
import { createLogger, createMetrics, GrpcStatus, loadConfig, RpcError } from '@localpros/kit';
import { afterEach } from 'vitest';
import { bffConfigSchema } from '../src/config.js';
import { buildBffApp, type ServiceClients } from '../src/index.js';

export const user = (overrides: Partial<identityRpc.User> = {}): identityRpc.User => ({
  id: '0b5e7a52-3f55-4f0c-9d1b-0d1c4c6a1f01',
  userType: 'customer',
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'ann@example.com',
  mobileNumber: '07123456789',
  avatar: '',
  emailVerified: true,
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  businessName: '',
  ...overrides,
});

export const admin = user({
  id: '5d0f1c3e-2b39-4b3c-8f53-6a7d2f0e9a02',
  userType: 'admin',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@localpros.test',
  mobileNumber: '',
});

/**
 * A tiny identity: users by e-mail with one password, sessions in a map. Enough for the BFF's
 * own behaviour (tokens, cookies, guards, limits); identity's rules are tested against the real one.
 */
export function fakeIdentity(users: identityRpc.User[] = [user(), admin], password = 'Secret123!') {
  const sessions = new Map<string, { userId: string; impersonatorId: string }>();
  let next = 0;
  const byEmail = (email: string) => users.find((u) => u.email === email);
  const byId = (id: string) => users.find((u) => u.id === id);
  const open = (userId: string, impersonatorId = ''): identityRpc.SessionResponse => {
    const sessionId = `session-${++next}`;
    sessions.set(sessionId, { userId, impersonatorId });
    // As identity: 30 days, an impersonation one hour.
    const lifetimeMs = impersonatorId ? 3600_000 : 30 * 24 * 3600_000;
    return {
      sessionId,
      user: byId(userId),
      impersonatorId,
      expiresAt: new Date(Date.now() + lifetimeMs).toISOString(),
    };
  };
  const endSessionsOf = (userId: string, keep?: string) => {
    for (const [id, session] of sessions) {
      if ((session.userId === userId || session.impersonatorId === userId) && id !== keep) sessions.delete(id);
    }
  };
  const calls: { method: string; request: unknown }[] = [];
  const identity = {
    calls,
    sessions,
    async login(request: identityRpc.LoginRequest) {
      calls.push({ method: 'login', request });
      const found = byEmail(request.email);
      if (!found || request.password !== password) {
        throw new RpcError(GrpcStatus.UNAUTHENTICATED, 'Invalid email or password');
      }
      if (!found.emailVerified) {
        throw new RpcError(
          GrpcStatus.FAILED_PRECONDITION,
          'Please verify your email address first. We have sent you a new code.',
        );
      }
      return open(found.id);
    },
    async checkAdminCredentials(request: identityRpc.LoginRequest) {
      const found = byEmail(request.email);
      if (found?.userType !== 'admin' || request.password !== password) {
        throw new RpcError(GrpcStatus.UNAUTHENTICATED, 'Invalid email or password');
      }
      return {};
    },
    async authenticateSession({ sessionId }: identityRpc.SessionRef): Promise<identityRpc.AuthenticatedSession> {
      calls.push({ method: 'authenticateSession', request: { sessionId } });
      const session = sessions.get(sessionId);
      if (!session) throw new RpcError(GrpcStatus.UNAUTHENTICATED, 'Session ended');
      return { user: byId(session.userId), impersonatorId: session.impersonatorId };
    },
    async logout({ sessionId }: identityRpc.SessionRef) {
      sessions.delete(sessionId);
      return {};
    },
    async logoutEverywhere({ sessionId }: identityRpc.SessionRef) {
      calls.push({ method: 'logoutEverywhere', request: { sessionId } });
      const session = sessions.get(sessionId);
      if (!session) throw new RpcError(GrpcStatus.UNAUTHENTICATED, 'Please log in');
      if (session.impersonatorId) throw new RpcError(GrpcStatus.PERMISSION_DENIED, 'Not while impersonating');
      endSessionsOf(session.userId);
      return {};
    },
    async recordImpersonatedRequest(request: identityRpc.ImpersonatedRequest) {
      calls.push({ method: 'recordImpersonatedRequest', request });
      return {};
    },
    async isEmailRegistered({ email }: identityRpc.EmailRef) {
      return { registered: byEmail(email) !== undefined };
    },
    async sendSecurityCode(request: identityRpc.SendSecurityCodeRequest) {
      calls.push({ method: 'sendSecurityCode', request });
      return {};
    },
    async updatePassword(request: identityRpc.UpdatePasswordRequest) {
      calls.push({ method: 'updatePassword', request });
      if (request.impersonatorId) throw new RpcError(GrpcStatus.PERMISSION_DENIED, 'Not while impersonating');
      if (request.currentPassword !== password) throw RpcError.invalidArgument('Your current password is incorrect.');
      endSessionsOf(request.userId, request.sessionId);
      return {};
    },
    async requestEmailChange(request: identityRpc.RequestEmailChangeRequest) {
      calls.push({ method: 'requestEmailChange', request });
      if (request.currentPassword !== password) throw RpcError.invalidArgument('Your current password is incorrect.');
      return {};
    },
    async deleteAccount(request: identityRpc.DeleteAccountRequest) {
      calls.push({ method: 'deleteAccount', request });
      if (request.currentPassword !== password) throw RpcError.invalidArgument('Your current password is incorrect.');
      endSessionsOf(request.userId);
      return {};
    },
    async updateProfile(request: identityRpc.UpdateProfileRequest) {
      calls.push({ method: 'updateProfile', request });
      const found = byId(request.userId);
      if (found) Object.assign(found, { firstName: request.firstName, lastName: request.lastName });
      return { user: found };
    },
    async setAvatar(request: identityRpc.SetAvatarRequest) {
      calls.push({ method: 'setAvatar', request });
      const found = byId(request.userId);
      if (found) found.avatar = '/api/user/avatar/avatar-1';
      return { user: found };
    },
    async getAvatar({ imageId }: identityRpc.GetAvatarRequest): Promise<identityRpc.AvatarResponse> {
      if (imageId !== 'avatar-1') throw RpcError.notFound('No such image');
      return { content: Buffer.from([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' };
    },
    async startImpersonation(request: identityRpc.StartImpersonationRequest) {
      const adminSession = sessions.get(request.adminSessionId);
      const target = byEmail(request.email);
      if (!target) throw RpcError.notFound('No user with that email');
      return open(target.id, adminSession?.userId ?? '');
    },
    async endImpersonation({ sessionId }: identityRpc.SessionRef) {
      const session = sessions.get(sessionId);
      if (!session?.impersonatorId) throw RpcError.failedPrecondition('You are not impersonating anyone');
      sessions.delete(sessionId);
      return open(session.impersonatorId);
    },
  };
  return identity;
}

export type FakeIdentity = ReturnType<typeof fakeIdentity>;

/** The BFF app on fake clients; env as the process would have it. */
export async function buildTestApp(
  options: {
    identity?: object;
    notifications?: object;
    jobs?: object;
    billing?: object;
    matching?: object;
    quotes?: object;
    env?: Record<string, string>;
  } = {},
) {
  const config = loadConfig(bffConfigSchema, {
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...options.env,
  } as NodeJS.ProcessEnv);
  const clients = {
    identity: options.identity ?? fakeIdentity(),
    notifications: options.notifications ?? {},
    jobs: options.jobs ?? {},
    billing: options.billing ?? {},
    matching: options.matching ?? {},
    quotes: options.quotes ?? {},
  } as unknown as ServiceClients;
  return buildBffApp({
    config,
    clients,
    logger: createLogger({ name: 'bff-test', level: 'silent' }),
    metricsRegistry: createMetrics().registry,
    readinessChecks: [],
  });
}

/** A multipart body as a browser would send it. */
export async function multipartBody(
  fields: Record<string, string | { content: Buffer; filename: string; type: string }>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.content)], { type: value.type }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export const cookieOf = (setCookie: string | string[] | number | undefined, name = 'auth_token') => {
  const all = Array.isArray(setCookie) ? setCookie : typeof setCookie === 'string' ? [setCookie] : [];
  return all.find((c) => c.startsWith(`${name}=`));
};

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** `start(…)` builds a BFF app for a test; every app a test started is closed after it. */
export function useTestApps() {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  return async (...args: Parameters<typeof buildTestApp>): Promise<TestApp> => {
    const app = await buildTestApp(...args);
    apps.push(app);
    return app;
  };
}
