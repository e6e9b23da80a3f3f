import { Select } from 'antd';
import { useId } from 'react';

/** The History tab shows one of these lists at a time. */
export type HistoryStatus = 'finished' | 'cancelled';

const options: { value: HistoryStatus; label: string }[] = [
  { value: 'finished', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** Spec §2: the History filter, Completed (finished) or Cancelled (cancelled). */
export function HistoryStatusSelect({
  value,
  onChange,
}: {
  value: HistoryStatus;
  onChange: (status: HistoryStatus) => void;
}) {
  // antd's own ids are all "test-id" under test, which breaks aria-labelledby lookups there.
  const id = useId();
  return (
    <Select<HistoryStatus>
      id={id}
      aria-label="Show jobs"
      value={value}
      options={options}
      onChange={onChange}
      style={{ minWidth: 160 }}
    />
  );
}
