import { Alert, Button, Input, Spin } from 'antd';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { SWRResponse } from 'swr';
import { ScrollableTable } from '@/shared/components/scrollable-table';
import { messageOf } from '@/shared/lib/form-field-errors';
import { useListQuery } from '../lib/use-list-query';
import { AdminPagination } from './admin-pagination';

/**
 * One column of an admin table. The same list drives the table and its search boxes (the
 * ant-design-pro idea): a column with `search` gets a box whose value is sent as that parameter.
 */
export interface AdminColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  search?: { param: string; label: string; type?: 'text' | 'email' };
}

export interface AdminListProps<Data, Row> {
  /** The accessible name of the table and its pagination, e.g. "Customers". */
  name: string;
  columns: AdminColumn<Row>[];
  /** The list's SWR hook; always the same function for one table. */
  useList: (pageIndex: number, filters: Record<string, string>) => SWRResponse<Data>;
  select: (data: Data) => { rows: Row[]; total: number };
  rowKey: (row: Row) => string;
  loadingText: string;
  emptyText: string;
  /** Pagination window (2 on jobs and categories, every page on businesses). */
  radius?: number | 'all';
  /** Filters that are not a column's search box (e.g. the audit log's action), kept in the address too. */
  extraFilters?: string[];
  renderExtraFilters?: (values: Record<string, string>, set: (name: string, value: string) => void) => ReactNode;
  expandable?: { render: (row: Row) => ReactNode };
}

/** An admin table: search, 10 rows a page from the server, loading and empty texts, First/pages/Last. */
export function AdminList<Data, Row>({
  name,
  columns,
  useList,
  select,
  rowKey,
  loadingText,
  emptyText,
  radius = 2,
  extraFilters = [],
  renderExtraFilters,
  expandable,
}: AdminListProps<Data, Row>) {
  const searchColumns = columns.filter((c) => c.search);
  const filterNames = [...searchColumns.map((c) => c.search?.param ?? ''), ...extraFilters];
  const { page, pageIndex, filters, setPage, setFilters } = useListQuery(filterNames);
  const { data, error, isLoading, isValidating } = useList(pageIndex, filters);
  const { rows, total } = data ? select(data) : { rows: [], total: 0 };

  return (
    <>
      {filterNames.length > 0 ? (
        <SearchForm
          name={name}
          columns={searchColumns}
          filters={filters}
          onSearch={setFilters}
          renderExtraFilters={renderExtraFilters}
        />
      ) : null}
      {error && !data ? (
        <Alert type="error" showIcon role="alert" title={messageOf(error, `Could not load ${name.toLowerCase()}.`)} />
      ) : isLoading && !data ? (
        <div className="lp-admin-table__status" role="status">
          <Spin size="small" /> {loadingText}
        </div>
      ) : (
        <ScrollableTable<Row>
          aria-label={name}
          rowKey={rowKey}
          dataSource={rows}
          pagination={false}
          loading={isValidating && !!data}
          size="middle"
          locale={{ emptyText }}
          expandable={expandable ? { expandedRowRender: expandable.render } : undefined}
          columns={columns.map((c) => ({
            key: c.key,
            title: c.title,
            render: (_: unknown, row: Row) => c.render(row),
          }))}
        />
      )}
      <AdminPagination page={page} total={total} radius={radius} onChange={setPage} label={`${name} pages`} />
    </>
  );
}

interface SearchFormProps<Row> {
  name: string;
  columns: AdminColumn<Row>[];
  filters: Record<string, string>;
  onSearch: (filters: Record<string, string>) => void;
  renderExtraFilters?: AdminListProps<unknown, Row>['renderExtraFilters'];
}

/** Enter (or Search) runs the search; a box's clear button, or Clear, resets every filter. */
function SearchForm<Row>({ name, columns, filters, onSearch, renderExtraFilters }: SearchFormProps<Row>) {
  const [values, setValues] = useState(filters);
  const id = useId();
  useEffect(() => setValues(filters), [filters]);
  const set = (param: string, value: string) => setValues((current) => ({ ...current, [param]: value }));
  const clear = () => {
    const empty = Object.fromEntries(Object.keys(filters).map((k) => [k, '']));
    setValues(empty);
    onSearch(empty);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };

  return (
    <search aria-label={`Search ${name.toLowerCase()}`}>
      <form className="lp-admin-search" onSubmit={submit}>
        {columns.map((c) =>
          c.search ? (
            <div key={c.key} className="lp-admin-search__field">
              <label htmlFor={`${id}-${c.search.param}`}>{c.search.label}</label>
              <Input
                id={`${id}-${c.search.param}`}
                type={c.search.type ?? 'text'}
                value={values[c.search.param] ?? ''}
                allowClear
                onChange={(event) => {
                  // The clear button sends a click-made change: it resets the search.
                  if (event.type === 'click') clear();
                  else set(c.search?.param ?? '', event.target.value);
                }}
              />
            </div>
          ) : null,
        )}
        {renderExtraFilters?.(values, set)}
        <Button htmlType="submit" type="primary">
          Search
        </Button>
        <Button onClick={clear}>Clear</Button>
      </form>
    </search>
  );
}
