import type { ThemeConfig } from 'antd';

/**
 * Lochmara darkened until white text on it, and it as text on white or on the page and tint
 * backgrounds, is at least 4.5:1 (WCAG 2.2 AA): 5.8:1 on white, 5.2:1 on #e6f4ff.
 */
export const lochmaraText = '#006AA8';

/**
 * antd's defaults put several text colours under 4.5:1 on white (error #ff4d4f 3.3:1, secondary
 * and counters #8c8c8c 3.4:1, placeholders #bfbfbf 1.8:1). Each token below is the darkest that
 * still reads as its role; every pair is 4.5:1 or more. Tag tints, in-text links and the password
 * eye's target size are in shared/components/layout/antd-accessibility.css.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: lochmaraText,
    colorLink: lochmaraText,
    colorInfo: lochmaraText,
    // Hovered and pressed buttons keep white text at AA too (antd's derived hover, #1d82b5, is 4.3:1).
    colorPrimaryHover: '#00507F', // 8.0:1 under white text
    colorPrimaryActive: '#003F66',
    colorLinkHover: '#00507F',
    colorError: '#CF1322', // 5.6:1 on white
    colorErrorHover: '#A8071A', // 7.3:1 under white text
    colorErrorActive: '#820014',
    colorSuccess: '#237804', // 5.6:1
    colorWarning: '#AD4E00', // 5.4:1
    colorTextSecondary: '#595959', // 7.0:1
    colorTextTertiary: '#595959',
    colorTextDescription: '#595959',
    colorTextPlaceholder: '#6B6B6B', // 5.3:1
    // Read-only values (a disabled select's chosen services) stay readable: 5.5:1 on #e6e6e6.
    colorTextDisabled: '#595959',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
