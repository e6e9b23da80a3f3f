import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type UserType = 'customer' | 'business' | 'admin';

/** The signed-in user as the API returns it (docs/api/accounts.md, "user"). */
export interface SessionUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string | null;
  /** A URL path such as /api/user/avatar/{imageId}, or null. */
  avatar: string | null;
  userType: UserType;
  emailVerified?: boolean;
  business_name?: string | null;
  /** True while an admin is acting as this user. */
  impersonating?: boolean;
}

export interface SessionState {
  user: SessionUser | null;
  /** True while an auth token is held (the token itself lives in the auth_token cookie). */
  hasToken: boolean;
  /** True while an admin is acting as another user. */
  isImpersonating: boolean;
  /** False until the start-up user fetch has answered; guards wait for it. */
  checked: boolean;
}

export const initialSessionState: SessionState = {
  user: null,
  hasToken: false,
  isImpersonating: false,
  checked: false,
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
      state.hasToken = true;
      state.isImpersonating = action.payload.isImpersonating ?? action.payload.user.impersonating ?? false;
      state.checked = true;
    },
    /** The same session with fresh user details (profile edits, e-mail change). */
    userUpdated(state, action: PayloadAction<SessionUser>) {
      if (!state.user) return;
      state.user = action.payload;
      state.isImpersonating = action.payload.impersonating ?? state.isImpersonating;
    },
    sessionCleared() {
      return { ...initialSessionState, checked: true };
    },
  },
});

export const { sessionStarted, sessionCleared, userUpdated } = sessionSlice.actions;

/** What the sign-in, impersonation and back-as-admin calls answer. */
export interface SessionTokenResponse {
  token: string;
  user: SessionUser;
}
