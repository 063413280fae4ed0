import { Alert } from '@blueprintjs/core';

export const DEFAULT_CONFIRM_DELETE_TEXT = 'are you sure you want to delete';

export interface ConfirmDeleteProps {
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to "are you sure you want to delete" (docs/product.md §4.10). */
  text?: string;
  /** Keeps the dialog open with a spinner on the Delete button while the request runs. */
  loading?: boolean;
}

/** Asks before every delete (docs/product.md §4.10). */
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
