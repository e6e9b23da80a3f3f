import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { theme } from '@/shared/config/theme';
import './antd-accessibility.css';

/** Toasts stack bottom-right and stay 5 seconds (spec section 9). */
const toastConfig = { placement: 'bottomRight', duration: 5 } as const;

/**
 * antd's theme, locale and toast holder. Only the parts of the app that use antd render it (the
 * signed-in areas, the forms, the shell's user menu): the public shell and the home page stay
 * without antd, so a first visit downloads a fraction of the JavaScript.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme} locale={enGB}>
      <AntApp notification={toastConfig}>{children}</AntApp>
    </ConfigProvider>
  );
}
