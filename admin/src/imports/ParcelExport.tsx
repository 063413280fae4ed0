import {
  AnchorButton,
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import {
  DEFAULT_EXPORT_COLUMNS,
  EXPORT_COLUMNS,
  type ExportColumn,
  exportParcels,
  type ImportFormat,
} from '@waybill/shared';
import { useState } from 'react';
import { t } from '../i18n/i18n';
import { fieldLabel } from './field-labels';

/**
 * The list's Export (docs/product.md §4.4c): the parcels the list's filters match now, to CSV or
 * XLSX, with the columns chosen. The file comes straight from the server (same origin: the
 * session cookie goes with it), streamed, however long the list.
 */
export function ParcelExport({ query }: { query: Record<string, string | undefined> }) {
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<ImportFormat>('csv');
  const [columns, setColumns] = useState<ExportColumn[]>([...DEFAULT_EXPORT_COLUMNS]);
  const chosen = EXPORT_COLUMNS.filter((column) => columns.includes(column));
  const toggle = (column: ExportColumn) =>
    setColumns((now) =>
      now.includes(column) ? now.filter((each) => each !== column) : [...now, column],
    );
  const href = exportParcels.path({}, {
    ...query,
    format,
    columns: chosen.join(','),
  } as never);
  return (
    <>
      <Button icon="export" text={t('imports.export.button')} onClick={() => setOpen(true)} />
      <Dialog
        isOpen={open}
        onClose={() => setOpen(false)}
        title={t('imports.export.title')}
        className="wb-export-dialog"
      >
        <DialogBody>
          <p>{t('imports.export.intro')}</p>
          <RadioGroup
            label={t('imports.export.format')}
            selectedValue={format}
            onChange={(event) => setFormat(event.currentTarget.value as ImportFormat)}
            inline
          >
            <Radio value="csv" label={t('imports.export.csv')} />
            <Radio value="xlsx" label={t('imports.export.xlsx')} />
          </RadioGroup>
          <FormGroup label={t('imports.export.columns')}>
            <div
              className="wb-export-columns"
              role="group"
              aria-label={t('imports.export.columns')}
            >
              {EXPORT_COLUMNS.map((column) => (
                <Checkbox
                  key={column}
                  checked={columns.includes(column)}
                  label={fieldLabel(column)}
                  onChange={() => toggle(column)}
                />
              ))}
            </div>
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('imports.export.close')} onClick={() => setOpen(false)} />
              <AnchorButton
                intent="primary"
                icon="download"
                href={href}
                download
                disabled={chosen.length === 0}
                text={t('imports.export.download')}
              />
            </>
          }
        />
      </Dialog>
    </>
  );
}
