import { Checkbox } from '@blueprintjs/core';
import { PARCEL_LIST_COLUMNS, type ParcelListColumn } from '@waybill/shared';
import { t } from '../../i18n/i18n';
import type { AdminMessageKey } from '../../i18n/keys';

/** Each column's heading (the tracking code is always shown). */
export const COLUMN_TEXT: Record<ParcelListColumn, AdminMessageKey> = {
  recipient: 'parcels.list.recipient',
  destination: 'parcels.field.destination',
  status: 'parcels.field.status',
  due: 'parcels.list.due',
  created: 'parcels.list.created',
  updated: 'parcels.list.updated',
  shipped_via: 'parcels.field.shipped_via',
  reference: 'bulk.column.reference',
};

/**
 * Which columns the list shows: a disclosure of check boxes (kept in the URL, so a saved view and
 * a shared link bring them back).
 */
export function ColumnChooser({
  columns,
  onChange,
}: {
  columns: readonly ParcelListColumn[];
  onChange: (columns: ParcelListColumn[]) => void;
}) {
  const shown = new Set(columns);
  return (
    <details className="wb-columns">
      <summary>{t('bulk.columns')}</summary>
      <fieldset>
        <legend className="wb-visually-hidden">{t('bulk.columns')}</legend>
        {PARCEL_LIST_COLUMNS.map((column) => (
          <Checkbox
            key={column}
            label={t(COLUMN_TEXT[column])}
            checked={shown.has(column)}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              onChange(
                PARCEL_LIST_COLUMNS.filter((each) => (each === column ? on : shown.has(each))),
              );
            }}
          />
        ))}
      </fieldset>
    </details>
  );
}
