import { Button, type ButtonVariant, type Size } from '@blueprintjs/core';
import { validate, type ApiResult } from '@waybill/shared';
import { useState } from 'react';
import { ConfirmDelete } from './ConfirmDelete';
import { showDeleteFailure } from './toaster';
import { succeeded, type Schema, type SchemaOutput } from './useSubmit';

export interface DeleteButtonProps<S extends Schema> {
  /** The delete payload's schema, e.g. parcelDeleteSchema. */
  schema: S;
  /** The payload before validation, e.g. { id }. */
  values: object;
  send: (data: SchemaOutput<S>) => Promise<ApiResult<unknown>>;
  /** Called after the server confirmed the delete. */
  onDeleted: (result: ApiResult<unknown>) => void;
  /** The button's text; defaults to "Delete". */
  text?: string;
  /**
   * The question of the confirmation dialog (the default of docs/product.md §4.10 when left out).
   */
  confirmText?: string;
  variant?: ButtonVariant;
  size?: Size;
}

/**
 * Delete with the kit's rules (docs/product.md §4.10): ask first, then send; a failure shows its
 * first error as a toast for 10 seconds and leaves everything as it was.
 */
export function DeleteButton<S extends Schema>({
  schema,
  values,
  send,
  onDeleted,
  text = 'Delete',
  confirmText,
  variant,
  size,
}: DeleteButtonProps<S>) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    const checked = validate(schema, values);
    if (!checked.ok) {
      setOpen(false);
      void showDeleteFailure(checked.errors[0]);
      return;
    }
    setDeleting(true);
    let result: ApiResult<unknown>;
    try {
      result = await send(checked.data);
    } finally {
      setDeleting(false);
      setOpen(false);
    }
    const firstError = result.errors[0] ?? result.message;
    if (succeeded(result)) onDeleted(result);
    else void showDeleteFailure(firstError);
  };

  return (
    <>
      <Button
        intent="danger"
        icon="trash"
        text={text}
        variant={variant}
        size={size}
        onClick={() => setOpen(true)}
      />
      <ConfirmDelete
        isOpen={open}
        loading={deleting}
        text={confirmText}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
