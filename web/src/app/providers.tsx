import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ReferenceDataLoader } from './reference-data-loader';
import { SessionLoader } from './session-loader';
import type { AppStore } from './store';

export interface AppProvidersProps {
  store: AppStore;
  /** Extra SWR settings, e.g. a fresh cache in tests, or the server's collector and fallback data. */
  swr?: SWRConfiguration;
  /**
   * Loads the reference data every page may want (categories, locations) at start-up. The
   * server's prerender leaves it to the page: only what the page itself shows goes in its HTML.
   */
  preloadReferenceData?: boolean;
  children: ReactNode;
}

/** Store, data cache and start-up loads. antd's providers are not here: see app/antd-layout.tsx. */
export function AppProviders({ store, swr, preloadReferenceData = true, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <SWRConfig value={swr ?? {}}>
        {children}
        {/* After the page, in one element: what loads here never moves the page's useId ids, so the
            server's HTML and the browser's first render agree whether it loads or not. */}
        <StartupLoads preloadReferenceData={preloadReferenceData} />
      </SWRConfig>
    </ReduxProvider>
  );
}

function StartupLoads({ preloadReferenceData }: { preloadReferenceData: boolean }) {
  return (
    <>
      <SessionLoader />
      {preloadReferenceData ? <ReferenceDataLoader /> : null}
    </>
  );
}
