import { Button } from 'antd';
import { useState } from 'react';

export interface ActiveToggleProps {
  isActive: boolean;
  /** Runs the change; resolves when the list has reloaded. */
  onToggle: (next: 0 | 1) => Promise<unknown>;
}

/** Activate/Deactivate: the label names what the click will do. */
export function ActiveToggle({ isActive, onToggle }: ActiveToggleProps) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await onToggle(isActive ? 0 : 1);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" loading={busy} onClick={toggle}>
      {isActive ? 'Deactivate' : 'Activate'}
    </Button>
  );
}
