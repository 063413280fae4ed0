import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { TEXT_MAX, type BulkField } from '@waybill/shared';
import { useId, useState, type FormEvent } from 'react';
import { ApiFailure, firstProblemText } from '../../app/problems';
import { t } from '../../i18n/i18n';
import type { AdminMessageKey } from '../../i18n/keys';

const FIELDS: ReadonlyArray<{ name: BulkField; label: AdminMessageKey; type: string }> = [
  { name: 'shipped_via', label: 'parcels.field.shipped_via', type: 'text' },
  {
    name: 'min_expected_delivery_date',
    label: 'parcels.field.min_expected_delivery_date',
    type: 'date',
  },
  {
    name: 'max_expected_delivery_date',
    label: 'parcels.field.max_expected_delivery_date',
    type: 'date',
  },
];

/**
 * The fields many parcels may share (shared/src/schemas/bulk.ts, BULK_FIELDS): only those filled
 * in change; the server checks them with the same schema.
 */
export function BulkFieldsForm({
  count,
  send,
}: {
  count: number;
  send: (fields: Partial<Record<BulkField, string>>) => Promise<unknown>;
}) {
  const id = useId();
  const [values, setValues] = useState<Partial<Record<BulkField, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const filled = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value && value.trim() !== ''),
  ) as Partial<Record<BulkField, string>>;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (Object.keys(filled).length === 0) {
      setFailure(t('bulk.fields.none'));
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      await send(filled);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      setFailure(firstProblemText(error.problems));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="wb-muted">{t('bulk.fields.help')}</p>
      {FIELDS.map((field) => (
        <FormGroup key={field.name} label={t(field.label)} labelFor={`${id}-${field.name}`}>
          <InputGroup
            id={`${id}-${field.name}`}
            type={field.type}
            maxLength={TEXT_MAX}
            value={values[field.name] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((before) => ({ ...before, [field.name]: value }));
            }}
          />
        </FormGroup>
      ))}
      {failure && (
        <Callout intent="danger" role="alert">
          {failure}
        </Callout>
      )}
      <div className="wb-form-actions">
        <Button
          type="submit"
          intent="primary"
          icon="edit"
          loading={busy}
          text={t('bulk.fields.submit', { count })}
        />
      </div>
    </form>
  );
}
