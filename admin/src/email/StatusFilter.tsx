import { Button } from '@blueprintjs/core';
import type { ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';
import { SelectField } from '../forms';
import { t } from '../i18n/i18n';

/** The status a mail list is filtered by, kept in the address (`?status=`); null for every one. */
export function useStatusFilter<S extends string>(isStatus: (value: string | null) => value is S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status = isStatus(requested) ? requested : null;
  const onFilter = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.currentTarget.value;
    setSearchParams(value ? { status: value } : {}, { replace: true });
  };
  return { status, onFilter };
}

/** A mail list's tools: its status filter and "Refresh". */
export function StatusFilterTools({
  options,
  status,
  onFilter,
  list,
}: {
  options: { value: string; label: string }[];
  status: string | null;
  onFilter: (event: ChangeEvent<HTMLSelectElement>) => void;
  list: { refreshing: boolean; reload: () => void };
}) {
  return (
    <div className="wb-list-tools">
      <SelectField
        label={t('mail.status')}
        name="status"
        required={false}
        options={options}
        value={status ?? ''}
        onChange={onFilter}
      />
      <Button
        icon="refresh"
        text={t('mail.refresh')}
        loading={list.refreshing}
        onClick={list.reload}
      />
    </div>
  );
}
