import { Checkbox } from '@blueprintjs/core';
import {
  activityDeleteSchema,
  deleteActivity,
  getParcelHistory,
  listParcels,
  trackParcel,
} from '@waybill/shared';
import { useState } from 'react';
import { useEndpointMutation } from '../app/queries';
import { DeleteButton, showSuccess } from '../forms';
import { t } from '../i18n/i18n';

export interface ActivityDeleteButtonProps {
  activityId: number;
  /**
   * Whether the delete may also put the parcel back where the entry's update found it
   * (docs/product.md §4.5a): the parcel's newest entry, and one that keeps where it was
   * (`restorable`: not added on its own, not put back already). Others do not offer it.
   */
  offersPutBack: boolean;
  /** The question, naming the entry and its parcel. */
  confirmText: string;
  onDeleted?: () => void;
  variant?: 'minimal';
  size?: 'small';
}

/** Deletes a history entry after asking; the newest update's also asks whether to put it back. */
export function ActivityDeleteButton({
  activityId,
  offersPutBack,
  confirmText,
  onDeleted,
  variant,
  size,
}: ActivityDeleteButtonProps) {
  const [restore, setRestore] = useState(false);
  const remove = useEndpointMutation(deleteActivity, {
    invalidates: [getParcelHistory, trackParcel, listParcels],
  });
  return (
    <DeleteButton
      access={deleteActivity.access}
      schema={activityDeleteSchema}
      values={{ id: activityId, restore_parcel: offersPutBack && restore }}
      send={(body) => remove.mutateAsync({ body })}
      confirmText={confirmText}
      onDeleted={() => {
        void showSuccess(
          offersPutBack && restore ? t('activities.deleted_restored') : t('activities.deleted'),
        );
        onDeleted?.();
      }}
      confirmChoice={
        offersPutBack && (
          <Checkbox
            label={t('activities.restore')}
            checked={restore}
            onChange={(event) => setRestore(event.currentTarget.checked)}
          />
        )
      }
      variant={variant}
      size={size}
    />
  );
}
