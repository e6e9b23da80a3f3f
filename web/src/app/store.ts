import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from '@/shared/session/session-slice';

const rootReducer = combineReducers({ session: sessionSlice.reducer });

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof createAppStore>;
