/** Shown while a page's code is loading: a CSS spinner, so the shell needs no UI library. */
export function ShellLoader() {
  return (
    <div className="lp-page-loader" role="status" aria-live="polite">
      <span className="lp-spinner" aria-hidden="true" />
      <span className="lp-visually-hidden">Loading page</span>
    </div>
  );
}
