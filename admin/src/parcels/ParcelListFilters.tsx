import { Button, FormGroup, HTMLSelect, InputGroup, Switch, Tag } from '@blueprintjs/core';
import { getDashboard, PARCEL_SORTS, type ParcelSort } from '@waybill/shared';
import { useId } from 'react';
import { useEndpointQuery } from '../app/queries';
import type { AdminMessageKey } from '../i18n/keys';
import { t } from '../i18n/i18n';
import { formatDay } from './format';
import type { ParcelListParams } from './list-params';

const SORT_LABELS: Record<ParcelSort, AdminMessageKey> = {
  created_desc: 'parcels.sort.created_desc',
  created_asc: 'parcels.sort.created_asc',
  updated_desc: 'parcels.sort.updated_desc',
  updated_asc: 'parcels.sort.updated_asc',
};

/** The dashboard's statuses are offered for a while before they are asked for again. */
const STATUSES_STALE_MS = 60_000;

export interface ParcelListFiltersProps {
  params: ParcelListParams;
  onChange: (changes: Partial<ParcelListParams>) => void;
}

/**
 * The parcel list's status, late and sort choices, the days of creation from and to (both kept),
 * and the day filter a dashboard figure set.
 * Statuses are free text: the ones offered are the commonest (the dashboard's figures), and the
 * URL's own status is offered too.
 */
export function ParcelListFilters({ params, onChange }: ParcelListFiltersProps) {
  const id = useId();
  const statuses = useStatusChoices(params.status);
  const filtered = Boolean(
    params.status ||
    params.late ||
    params.atRisk ||
    params.createdOn ||
    params.createdFrom ||
    params.createdTo,
  );
  return (
    <div className="wb-list-filters" role="group" aria-label={t('parcels.filter.group')}>
      <FormGroup label={t('parcels.filter.status')} labelFor={`${id}-status`}>
        <HTMLSelect
          id={`${id}-status`}
          value={params.status}
          onChange={(event) => onChange({ status: event.currentTarget.value })}
        >
          <option value="">{t('parcels.filter.any_status')}</option>
          {statuses.map((status) => (
            // Staff's own words, shown as written.
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('parcels.sort.label')} labelFor={`${id}-sort`}>
        <HTMLSelect
          id={`${id}-sort`}
          value={params.sort}
          onChange={(event) => onChange({ sort: event.currentTarget.value as ParcelSort })}
        >
          {PARCEL_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_LABELS[sort])}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('parcels.filter.created_from')} labelFor={`${id}-from`}>
        <InputGroup
          id={`${id}-from`}
          type="date"
          value={params.createdFrom}
          max={params.createdTo || undefined}
          onValueChange={(createdFrom) => onChange({ createdFrom })}
        />
      </FormGroup>
      <FormGroup label={t('parcels.filter.created_to')} labelFor={`${id}-to`}>
        <InputGroup
          id={`${id}-to`}
          type="date"
          value={params.createdTo}
          min={params.createdFrom || undefined}
          onValueChange={(createdTo) => onChange({ createdTo })}
        />
      </FormGroup>
      <Switch
        className="wb-list-switch"
        label={t('parcels.filter.late')}
        checked={params.late}
        onChange={(event) => onChange({ late: event.currentTarget.checked })}
      />
      <Switch
        className="wb-list-switch"
        label={t('parcels.filter.at_risk')}
        checked={params.atRisk}
        onChange={(event) => onChange({ atRisk: event.currentTarget.checked })}
      />
      {params.createdOn && (
        <span className="wb-list-day">
          <Tag size="large" minimal intent="primary">
            {t('parcels.filter.created_on', { date: formatDay(params.createdOn) })}
          </Tag>
          <Button
            variant="minimal"
            icon="cross"
            aria-label={t('parcels.filter.created_on_remove')}
            onClick={() => onChange({ createdOn: '' })}
          />
        </span>
      )}
      {filtered && (
        <Button
          variant="minimal"
          icon="filter-remove"
          text={t('parcels.filter.clear')}
          onClick={() =>
            onChange({
              status: '',
              late: false,
              atRisk: false,
              createdOn: '',
              createdFrom: '',
              createdTo: '',
            })
          }
        />
      )}
    </div>
  );
}

/** The statuses to offer: the commonest, and the chosen one when it is not among them. */
function useStatusChoices(chosen: string): string[] {
  const figures = useEndpointQuery(getDashboard, {}, { staleTime: STATUSES_STALE_MS });
  const known = (figures.data?.statuses ?? [])
    .map((group) => group.status)
    .filter((status): status is string => status !== null);
  return chosen && !known.includes(chosen) ? [chosen, ...known] : known;
}
