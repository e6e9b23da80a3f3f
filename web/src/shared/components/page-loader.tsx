import { Spin } from 'antd';

/** Shown while a page's code is loading. */
export function PageLoader() {
  return (
    <div className="lp-page-loader" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="lp-visually-hidden">Loading page</span>
    </div>
  );
}
