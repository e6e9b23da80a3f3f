import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ReferenceDataLoader } from './reference-data-loader';
import { SessionLoader } from './session-loader';
import type { AppStore } from './store';

export interface AppProvidersProps {
  store: AppStore;
  /** Extra SWR settings, e.g. a fresh cache in tests. */
  swr?: SWRConfiguration;
  children: ReactNode;
}

/** Store, data cache and start-up loads. antd's providers are not here: see app/antd-layout.tsx. */
export function AppProviders({ store, swr, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <SWRConfig value={swr ?? {}}>
        <SessionLoader />
        <ReferenceDataLoader />
        {children}
      </SWRConfig>
    </ReduxProvider>
  );
}
