import { ConfirmButton } from '@/shared/components/confirm-button';

export interface DeleteButtonProps {
  /** The dialog's question, e.g. "Are you sure you want to delete this job?". */
  question: string;
  onDelete: () => Promise<unknown>;
}

/** Delete, after the confirm dialog. */
export function DeleteButton({ question, onDelete }: DeleteButtonProps) {
  return (
    <ConfirmButton
      size="small"
      danger
      confirmTitle={question}
      okText="Delete"
      cancelText="Cancel"
      onConfirm={async () => {
        await onDelete();
      }}
    >
      Delete
    </ConfirmButton>
  );
}
