import { Alert } from '@blueprintjs/core';

export const DEFAULT_CONFIRM_DELETE_TEXT = 'are you sure you want to delete';

export interface ConfirmDeleteProps {
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to SPEC §5's "are you sure you want to delete". */
  text?: string;
  /** Keeps the dialog open with a spinner on the Delete button while the request runs. */
  loading?: boolean;
}

/** Asks before every delete (SPEC §5). */
export function ConfirmDelete({
  isOpen,
  onConfirm,
  onCancel,
  text = DEFAULT_CONFIRM_DELETE_TEXT,
  loading = false,
}: ConfirmDeleteProps) {
  return (
    <Alert
      isOpen={isOpen}
      intent="danger"
      icon="trash"
      confirmButtonText="Delete"
      cancelButtonText="Cancel"
      canEscapeKeyCancel
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{text}</p>
    </Alert>
  );
}
