import { Table, type TableProps } from 'antd';
import './scrollable-table.css';

/** What antd's Table accepts as a row. */
type Row = Parameters<typeof Table>[0] extends TableProps<infer R> ? R : never;

/**
 * An antd table that scrolls sideways within its own region on a narrow screen. The region, not
 * an inner scroller, takes keyboard focus, so arrow keys can scroll it (WCAG 2.1.1), and it is
 * named after the table.
 */
export function ScrollableTable<R extends Row>(props: TableProps<R> & { 'aria-label': string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard (axe scrollable-region-focusable).
    <section className="lp-scrollable-table" aria-label={props['aria-label']} tabIndex={0}>
      <Table<R> {...props} />
    </section>
  );
}
