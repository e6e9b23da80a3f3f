import type { identityRpc } from '@localpros/contracts';
import { RpcError } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { admin, fakeIdentity, user, useTestApps } from './support.js';

const business = user({ id: '7a0e1c52-3f55-4f0c-9d1b-0d1c4c6a1f03', userType: 'business', emailVerified: false });

/** Identity as the BFF sees it: verifies the business once, then refuses as identity does. */
function identityWithVerify() {
  const identity = fakeIdentity([business, admin]);
  const verifyCalls: identityRpc.AdminUserRequest[] = [];
  return {
    verifyCalls,
    identity: {
      ...identity,
      async adminVerifyBusiness(request: identityRpc.AdminUserRequest) {
        verifyCalls.push(request);
        if (business.emailVerified) throw RpcError.failedPrecondition('This account is already verified');
        business.emailVerified = true;
        return {};
      },
    },
  };
}

describe('admin Verify', () => {
  const start = useTestApps();

  it('verifies a business in one call with no code, and answers 409 for one already verified', async () => {
    const { identity, verifyCalls } = identityWithVerify();
    const app = await start({ identity });
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: 'Secret123!' },
    });
    const headers = { authorization: `Bearer ${(signedIn.json() as { token: string }).token}` };
    const url = `/api/admin/business/${business.id}/verify`;
    const first = await app.inject({ method: 'POST', url, headers });
    expect([first.statusCode, first.json()]).toEqual([200, { message: 'Verification successful' }]);
    expect(verifyCalls).toEqual([{ adminId: admin.id, userId: business.id }]);
    const again = await app.inject({ method: 'POST', url, headers });
    expect([again.statusCode, again.json()]).toMatchObject([409, { message: 'This account is already verified' }]);
  });
});
