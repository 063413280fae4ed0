import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  type DialogBodyProps,
  type IconName,
  type Intent,
} from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import { ApiFailure, firstProblemText } from '../../app/problems';
import { t } from '../../i18n/i18n';

/**
 * The frame of every dialog of the bulk bar: its title and icon, narrower than a phone's screen
 * (360 px), its body and its buttons (none: the body's form has its own).
 */
export function BulkDialog({
  isOpen,
  onClose,
  title,
  icon,
  className,
  bodyProps,
  actions,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  icon: IconName;
  className?: string;
  bodyProps?: Omit<DialogBodyProps, 'children'>;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      icon={icon}
      className={className}
      style={{ maxWidth: 'calc(100vw - 2rem)' }}
    >
      <DialogBody {...bodyProps}>{children}</DialogBody>
      {actions && <DialogFooter actions={actions} />}
    </Dialog>
  );
}

/**
 * A bulk dialog that asks before it acts: Cancel, and the action's button, busy while the call
 * runs; the server's refusal is said in the dialog (which stays open). Once `result` is given
 * (what the call did), it is shown instead of the question, with Close only.
 */
export function ConfirmDialog({
  isOpen,
  onClose,
  title,
  icon,
  confirmText,
  confirmIcon,
  intent,
  disabled = false,
  onConfirm,
  result,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  icon: IconName;
  confirmText: string;
  confirmIcon: IconName;
  intent: Intent;
  disabled?: boolean;
  onConfirm: () => Promise<unknown>;
  result?: ReactNode;
  children: ReactNode;
}) {
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailure('');
    try {
      await onConfirm();
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      setFailure(firstProblemText(error.problems));
    } finally {
      setBusy(false);
    }
  };
  return (
    <BulkDialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      icon={icon}
      actions={
        result ? (
          <Button text={t('bulk.dismiss')} onClick={onClose} />
        ) : (
          <>
            <Button text={t('bulk.cancel')} onClick={onClose} />
            <Button
              intent={intent}
              icon={confirmIcon}
              loading={busy}
              disabled={disabled}
              text={confirmText}
              onClick={() => void confirm()}
            />
          </>
        )
      }
    >
      {result ?? children}
      {failure && !result && (
        <Callout intent="danger" role="alert">
          {failure}
        </Callout>
      )}
    </BulkDialog>
  );
}
