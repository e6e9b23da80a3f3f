import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { theme } from '@/shared/config/theme';
import { ReferenceDataLoader } from './reference-data-loader';
import { SessionLoader } from './session-loader';
import type { AppStore } from './store';

/** Toasts stack bottom-right and stay 5 seconds (spec section 9). */
const toastConfig = { placement: 'bottomRight', duration: 5 } as const;

export interface AppProvidersProps {
  store: AppStore;
  /** Extra SWR settings, e.g. a fresh cache in tests. */
  swr?: SWRConfiguration;
  children: ReactNode;
}

export function AppProviders({ store, swr, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <SWRConfig value={swr ?? {}}>
        <ConfigProvider theme={theme} locale={enGB}>
          <AntApp notification={toastConfig}>
            <SessionLoader />
            <ReferenceDataLoader />
            {children}
          </AntApp>
        </ConfigProvider>
      </SWRConfig>
    </ReduxProvider>
  );
}
