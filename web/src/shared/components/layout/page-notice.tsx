import { useLocation, useNavigate } from 'react-router-dom';

/** What a page passes in the navigation state to confirm something on the page it goes to. */
interface NoticeState {
  notice?: unknown;
}

/** Navigation state carrying a confirmation for the next page (e.g. after deleting an account). */
export const withNotice = (notice: string): NoticeState => ({ notice });

/**
 * A confirmation that outlives the page that caused it: an antd notification belongs to its page's
 * providers, which unmount when the user lands on a light (antd-free) page such as home. Plain HTML,
 * announced politely; it goes away when dismissed or on the next navigation.
 */
export function PageNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as NoticeState | null)?.notice;
  if (typeof notice !== 'string' || notice.length === 0) return null;
  const dismiss = () => navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  return (
    <div className="lp-page-notice" role="status">
      <p>{notice}</p>
      <button type="button" className="lp-page-notice-dismiss" onClick={dismiss} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
