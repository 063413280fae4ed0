import { Button, type ButtonVariant, type Size } from '@blueprintjs/core';
import { type Access, validate } from '@waybill/shared';
import { useState, type ReactNode } from 'react';
import { ApiFailure, firstProblemText } from '../app/problems';
import { useCan } from '../staff/access';
import { t } from '../i18n/i18n';
import type { Answer } from '../app/queries';
import { ConfirmDelete } from './ConfirmDelete';
import { showDeleteFailure } from './toaster';
import type { Schema, SchemaOutput } from './useSchemaForm';

export interface DeleteButtonProps<S extends Schema> {
  /**
   * What the delete needs, from its endpoint (e.g. `deleteParcel.access`): a role without it is
   * not offered the button. Required, so no delete forgets it.
   */
  access: Access;
  /** The delete payload's schema, e.g. parcelDeleteSchema. */
  schema: S;
  /** The payload before validation, e.g. { id }. */
  values: object;
  /** Sends the delete, e.g. `(body) => mutation.mutateAsync({ body })`; rejects on a refusal. */
  send: (data: SchemaOutput<S>) => Promise<Answer<unknown>>;
  /** Called after the server confirmed the delete. */
  onDeleted: (answer: Answer<unknown>) => void;
  /** The button's text; defaults to "Delete". */
  text?: string;
  /**
   * The question of the confirmation dialog, naming what goes (docs/product.md §4.10), e.g.
   * "Are you sure you want to delete parcel WB1000?". Required, so no delete asks blindly.
   */
  confirmText: string;
  /** A choice asked with the question; `values` carries what was chosen. */
  confirmChoice?: ReactNode;
  variant?: ButtonVariant;
  size?: Size;
}

/**
 * Delete with the kit's rules (docs/product.md §4.10): ask first, then send; a failure shows its
 * first error as a toast for 10 seconds and leaves everything as it was.
 */
export function DeleteButton<S extends Schema>({
  access,
  schema,
  values,
  send,
  onDeleted,
  text = t('forms.delete'),
  confirmText,
  confirmChoice,
  variant,
  size,
}: DeleteButtonProps<S>) {
  const allowed = useCan(access);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    const checked = validate(schema, values);
    if (!checked.ok) {
      setOpen(false);
      void showDeleteFailure(firstProblemText(checked.problems));
      return;
    }
    setDeleting(true);
    let answer: Answer<unknown>;
    try {
      answer = await send(checked.data);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      void showDeleteFailure(firstProblemText(error.problems));
      return;
    } finally {
      setDeleting(false);
      setOpen(false);
    }
    onDeleted(answer);
  };

  if (!allowed) return null;
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
      >
        {confirmChoice}
      </ConfirmDelete>
    </>
  );
}
