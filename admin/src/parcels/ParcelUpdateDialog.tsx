import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { addParcelUpdate } from '@waybill/shared';
import { useState } from 'react';
import { t } from '../i18n/i18n';
import { useCan } from '../staff/access';
import { LoadGate } from '../layout/LoadGate';
import { useParcel } from './useParcel';
import { ParcelUpdateForm } from './ParcelUpdateForm';

export interface ParcelUpdateDialogProps {
  /** The parcel to update, by its code; null: the dialog is closed. */
  code: string | null;
  onClose: () => void;
}

/**
 * The update form over another screen (the parcel list's row, the dashboard's code box): the
 * parcel is loaded (or taken from the cache) for the recipient's e-mail the notify box names.
 */
export function ParcelUpdateDialog({ code, onClose }: ParcelUpdateDialogProps) {
  return (
    <Dialog
      isOpen={code !== null}
      onClose={onClose}
      title={code ? t('activities.update.dialog_title', { code }) : ''}
      icon="add"
      className="wb-update-dialog"
      // Blueprint's 500 px would run off a phone's screen.
      style={{ maxWidth: 'calc(100vw - 2rem)' }}
    >
      {/* React carries a submit up through the portal: a form it opens over (the dashboard's
          code box) must not take this form's submit for its own. */}
      <DialogBody onSubmit={(event) => event.stopPropagation()}>
        {code && <DialogForm code={code} onDone={onClose} />}
      </DialogBody>
    </Dialog>
  );
}

function DialogForm({ code, onDone }: { code: string; onDone: () => void }) {
  const parcel = useParcel(code);
  return (
    <LoadGate loader={parcel} what={t('activities.update.the_parcel')}>
      {(found) => <ParcelUpdateForm parcel={found} onDone={onDone} />}
    </LoadGate>
  );
}

/** "Add update" on a row of the parcel list: a small button opening the update form. */
export function ParcelRowUpdate({ code }: { code: string }) {
  const [open, setOpen] = useState(false);
  const allowed = useCan(addParcelUpdate.access);
  if (!allowed) return null;
  return (
    <>
      <Button
        size="small"
        variant="minimal"
        icon="add"
        text={t('activities.update')}
        aria-label={t('activities.update.for', { code })}
        onClick={() => setOpen(true)}
      />
      <ParcelUpdateDialog code={open ? code : null} onClose={() => setOpen(false)} />
    </>
  );
}
