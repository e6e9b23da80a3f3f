import { Button, type ButtonProps, Modal } from 'antd';
import { type ReactNode, useState } from 'react';

/** The note under every irreversible action's question (spec §2). */
export const cannotBeUndone = 'This process cannot be undone';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** The dialog's question, e.g. "Are you sure you want to accept this quote?". */
  confirmTitle: string;
  confirmText?: ReactNode;
  okText: string;
  cancelText?: string;
  /** Runs on OK and shows its own toasts; the dialog closes when it settles. */
  onConfirm: () => Promise<void>;
}

/** A button whose action waits for a confirm dialog (accept, complete, cancel: none can be undone). */
export function ConfirmButton({
  confirmTitle,
  confirmText = cannotBeUndone,
  okText,
  cancelText,
  onConfirm,
  danger,
  ...buttonProps
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button {...buttonProps} danger={danger} loading={busy} onClick={() => setOpen(true)} />
      <Modal
        open={open}
        title={confirmTitle}
        okText={okText}
        cancelText={cancelText}
        okButtonProps={{ danger }}
        onOk={confirm}
        confirmLoading={busy}
        onCancel={() => setOpen(false)}
      >
        <p>{confirmText}</p>
      </Modal>
    </>
  );
}
