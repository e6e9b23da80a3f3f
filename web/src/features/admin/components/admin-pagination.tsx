import { Button } from 'antd';
import { pageCountOf, pageWindow } from '../lib/page-window';

export interface AdminPaginationProps {
  page: number;
  total: number;
  /** Pages shown either side of the current one, or every page. */
  radius: number | 'all';
  onChange: (page: number) => void;
  label: string;
}

/** First, the numbered pages, Last (spec §2). */
export function AdminPagination({ page, total, radius, onChange, label }: AdminPaginationProps) {
  const pageCount = pageCountOf(total);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="lp-admin-pagination">
      <Button size="small" disabled={page === 1} onClick={() => onChange(1)}>
        First
      </Button>
      {pageWindow(Math.min(page, pageCount), pageCount, radius).map((n) => (
        <Button
          key={n}
          size="small"
          type={n === page ? 'primary' : 'default'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onChange(n)}
        >
          {n}
        </Button>
      ))}
      <Button size="small" disabled={page >= pageCount} onClick={() => onChange(pageCount)}>
        Last
      </Button>
    </nav>
  );
}
