import { moderationMessages } from '@localpros/contracts/rules';
import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import type { SWRResponse } from 'swr';
import { useAdminAction } from '../lib/use-admin-action';
import { type AdminColumn, AdminList } from './admin-list';
import { ModerationReasonModal } from './moderation-reason-modal';

/** One of the two ways an admin settles a report: its button, its dialog and its notification. */
export interface ReportOutcome<O extends string> {
  value: O;
  /** The row's button and the dialog's confirm. */
  label: string;
  title: string;
  intro: ReactNode;
  success: string;
  danger?: boolean;
}

interface Reported {
  id: string;
}

export interface ReportsQueueProps<Data, R extends Reported, O extends string> {
  name: string;
  loadingText: string;
  emptyText: string;
  useList: (pageIndex: number) => SWRResponse<Data>;
  select: (data: Data) => { rows: R[]; total: number };
  /** What each report says; the actions column comes from `outcomes`. */
  columns: AdminColumn<R>[];
  outcomes: readonly [ReportOutcome<O>, ReportOutcome<O>];
  resolve: (report: R, outcome: O, reason: string) => Promise<unknown>;
  /** The lists the decision changes. */
  reload: () => unknown;
}

/**
 * Admin → Reports: a queue of open reports (bad leads, reviews), oldest first; each settled one of
 * two ways with a reason the people concerned see (ModerationReasonModal), audited by the server.
 */
export function ReportsQueue<Data, R extends Reported, O extends string>(props: ReportsQueueProps<Data, R, O>) {
  const [deciding, setDeciding] = useState<{ report: R; outcome: ReportOutcome<O> } | null>(null);
  const run = useAdminAction();
  const actions: AdminColumn<R> = {
    key: 'actions',
    title: 'Actions',
    render: (report) => (
      <Space wrap>
        {props.outcomes.map((outcome) => (
          <Button
            key={outcome.value}
            size="small"
            danger={outcome.danger}
            onClick={() => setDeciding({ report, outcome })}
          >
            {outcome.label}
          </Button>
        ))}
      </Space>
    ),
  };
  return (
    <>
      <AdminList
        name={props.name}
        columns={[...props.columns, actions]}
        useList={props.useList}
        select={props.select}
        rowKey={(report) => report.id}
        loadingText={props.loadingText}
        emptyText={props.emptyText}
      />
      <ModerationReasonModal
        open={deciding !== null}
        title={deciding?.outcome.title ?? ''}
        okText={deciding?.outcome.label ?? ''}
        required={moderationMessages.outcomeReasonRequired}
        intro={deciding?.outcome.intro}
        onSubmit={(reason) =>
          deciding
            ? run(() => props.resolve(deciding.report, deciding.outcome.value, reason), {
                success: deciding.outcome.success,
                reload: props.reload,
              })
            : Promise.resolve(false)
        }
        onClose={() => setDeciding(null)}
      />
    </>
  );
}
