import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiAnswer } from '@/shared/api/typed-client';

export type UserType = SessionUser['userType'];

/** The signed-in user as the API returns it (GET /api/auth/user). */
export type SessionUser = ApiAnswer<'/api/auth/user', 'get'>['data'];

/**
 * The signed-in user. The session itself is the server's HttpOnly auth_token cookie: the app
 * never holds a token where JavaScript (or an injected script) could read it.
 */
export interface SessionState {
  user: SessionUser | null;
  /** True while an admin is acting as another user. */
  isImpersonating: boolean;
  /** False until the start-up user fetch has answered; guards wait for it. */
  checked: boolean;
  /**
   * True once the user signed out on this page (log out, log out everywhere, account deleted):
   * guards then open /login without a ?next=, which belongs to an expired session.
   */
  endedByUser: boolean;
}

export const initialSessionState: SessionState = {
  user: null,
  isImpersonating: false,
  checked: false,
  endedByUser: false,
};

export interface SessionStartedPayload {
  user: SessionUser;
  /** Defaults to the user's own impersonating flag. */
  isImpersonating?: boolean;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(state, action: PayloadAction<SessionStartedPayload>) {
      state.user = action.payload.user;
      state.isImpersonating = action.payload.isImpersonating ?? action.payload.user.impersonating ?? false;
      state.checked = true;
      state.endedByUser = false;
    },
    /** The same session with fresh user details (profile edits, e-mail change). */
    userUpdated(state, action: PayloadAction<SessionUser>) {
      if (!state.user) return;
      state.user = action.payload;
      state.isImpersonating = action.payload.impersonating ?? state.isImpersonating;
    },
    /** No session: expired or refused by the server, or (`endedByUser`) ended by the user here. */
    sessionCleared(_state, action: PayloadAction<{ endedByUser?: boolean } | undefined>) {
      return { ...initialSessionState, checked: true, endedByUser: action.payload?.endedByUser ?? false };
    },
  },
});

export const { sessionStarted, sessionCleared, userUpdated } = sessionSlice.actions;

/**
 * What the sign-in, impersonation and back-as-admin calls answer. The token is for API clients;
 * the web app ignores it (the cookie the same answer sets is the session).
 */
export type SessionTokenResponse = ApiAnswer<'/api/auth/login', 'post'>;
