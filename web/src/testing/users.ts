import type { SessionState, SessionUser, UserType } from '@/shared/session/session-slice';

/** A user as GET /api/auth/user answers it. */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    first_name: 'Sam',
    last_name: 'Smith',
    email: 'sam@example.co.uk',
    mobile_number: '07700900123',
    avatar: null,
    userType: 'customer',
    emailVerified: true,
    business_name: null,
    impersonating: false,
    ...overrides,
  };
}

/** Preloaded store state: signed in as this user (the start-up user fetch is then skipped). */
export function signedInAs(userType: UserType, overrides: Partial<SessionUser> = {}): { session: SessionState } {
  const user = testUser({ userType, ...overrides });
  return {
    session: { user, isImpersonating: user.impersonating ?? false, checked: true, endedByUser: false },
  };
}

/** Preloaded store state: known to be a visitor (no start-up user fetch). */
export function signedOut(): { session: SessionState } {
  return { session: { user: null, isImpersonating: false, checked: true, endedByUser: false } };
}
