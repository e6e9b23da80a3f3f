import type { ThemeConfig } from 'antd';

/** Lochmara, the LocalPros brand colour. */
export const lochmara = '#007EC7';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: lochmara,
    colorLink: lochmara,
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
