import { Alert } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';

/** The question asked before a delete, in the staff's language (docs/product.md §4.10). */
export function defaultConfirmDeleteText(): string {
  return t('forms.confirm_delete');
}

export interface ConfirmDeleteProps {
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to "are you sure you want to delete" (docs/product.md §4.10). */
  text?: string;
  /** Keeps the dialog open with a spinner on the Delete button while the request runs. */
  loading?: boolean;
  /** A choice that goes with the delete, asked under the question (e.g. a checkbox). */
  children?: ReactNode;
}

/** Asks before every delete (docs/product.md §4.10). */
export function ConfirmDelete({
  isOpen,
  onConfirm,
  onCancel,
  text = defaultConfirmDeleteText(),
  loading = false,
  children,
}: ConfirmDeleteProps) {
  return (
    <Alert
      isOpen={isOpen}
      intent="danger"
      icon="trash"
      confirmButtonText={t('forms.delete')}
      cancelButtonText={t('forms.cancel')}
      canEscapeKeyCancel
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{text}</p>
      {children}
    </Alert>
  );
}
