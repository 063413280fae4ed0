import { Callout, FormGroup, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import {
  RUN_CODES_MAX,
  assignToRun,
  getRun,
  listCouriers,
  listParcels,
  type ParcelSelection,
  type RunAssignAnswer,
} from '@waybill/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { RUNS } from '../../app/paths';
import { describeProblem, firstProblemText } from '../../app/problems';
import { useEndpointMutation, useEndpointQuery } from '../../app/queries';
import { useSiteConfig } from '../../app/useGraph';
import { t } from '../../i18n/i18n';
import { formatDay } from '../format';
import { stageLabel } from '../StageField';
import { ConfirmDialog } from './BulkDialog';

/** Today in the company's time zone (the browser's when it is not set), as a date field writes it. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone || undefined,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Assigns the selected parcels to a courier's run of a day (docs/product.md §4.12, §4.17): the
 * same call as the Runs screen, naming the selection as the other bulk actions do. Parcels whose
 * journey is over are left out and named; those already on that run stay where they are.
 */
export function AssignDialog({
  isOpen,
  onClose,
  count,
  selection,
}: {
  isOpen: boolean;
  /** Closes the dialog; `assigned` once the call was made (the selection is then done with). */
  onClose: (assigned: boolean) => void;
  count: number | null;
  selection: () => ParcelSelection;
}) {
  const id = useId();
  const timeZone = useSiteConfig()?.time_zone;
  const couriers = useEndpointQuery(listCouriers, {}, { enabled: isOpen });
  const active = couriers.data?.filter((courier) => courier.active) ?? [];
  const [courierId, setCourierId] = useState<number | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [result, setResult] = useState<RunAssignAnswer | null>(null);
  const assign = useEndpointMutation(assignToRun, { invalidates: [listParcels, getRun] });
  const day = date ?? todayIn(timeZone);
  // A run is a day's round: more than it takes at once is said before anything is sent.
  const tooMany = count !== null && count > RUN_CODES_MAX;

  const close = () => {
    const assigned = result !== null;
    setResult(null);
    setCourierId(null);
    setDate(null);
    onClose(assigned);
  };
  const send = async () => {
    if (courierId === null) return;
    const answer = await assign.mutateAsync({
      body: { courier_id: courierId, date: day, selection: selection() },
    });
    setResult(answer.data);
  };

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onClose={close}
      title={t('bulk.assign.title', { count: count ?? 0 })}
      icon="drive-time"
      intent="primary"
      confirmIcon="drive-time"
      confirmText={t('bulk.assign.submit', { count: count ?? 0 })}
      disabled={count === null || tooMany || courierId === null}
      onConfirm={send}
      result={result && <AssignResult result={result} />}
    >
      {couriers.isError && (
        <Callout intent="danger" role="alert">
          {firstProblemText(couriers.error.problems)}
        </Callout>
      )}
      {couriers.isPending && <Spinner size={24} />}
      {couriers.data && active.length === 0 && (
        <Callout intent="warning">{t('bulk.assign.no_couriers')}</Callout>
      )}
      {active.length > 0 && (
        <>
          <FormGroup label={t('bulk.assign.courier')} labelFor={`${id}-courier`}>
            <HTMLSelect
              id={`${id}-courier`}
              fill
              value={courierId ?? ''}
              onChange={(event) => setCourierId(Number(event.currentTarget.value) || null)}
            >
              <option value="">{t('bulk.assign.choose')}</option>
              {active.map((courier) => (
                <option key={courier.id} value={courier.id}>
                  {courier.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup
            label={t('bulk.assign.day')}
            labelFor={`${id}-date`}
            helperText={t('bulk.assign.day_help')}
          >
            <InputGroup
              id={`${id}-date`}
              type="date"
              value={day}
              required
              onChange={(event) => event.currentTarget.value && setDate(event.currentTarget.value)}
            />
          </FormGroup>
        </>
      )}
      {count === null ? (
        <p>{t('bulk.counting')}</p>
      ) : tooMany ? (
        <Callout intent="warning" role="alert">
          {t('bulk.assign.too_many', { max: RUN_CODES_MAX })}
        </Callout>
      ) : (
        <p>{t('bulk.assign.help')}</p>
      )}
    </ConfirmDialog>
  );
}

/** What the assignment did: how many were added, kept, and which were refused and why. */
function AssignResult({ result }: { result: RunAssignAnswer }) {
  const { courier, date } = result;
  return (
    <div className="wb-assign-result" role="status">
      <p>
        {t('bulk.assign.added', {
          count: result.added.length,
          name: courier.name,
          date: formatDay(date),
        })}
      </p>
      {result.kept.length > 0 && <p>{t('bulk.assign.kept', { count: result.kept.length })}</p>}
      {result.refused.length > 0 && (
        <>
          <p>{t('bulk.assign.refused', { count: result.refused.length })}</p>
          <ul>
            {result.refused.map((refusal) => (
              <li key={refusal.tracking_code}>
                {describeProblem({
                  code: refusal.error_code,
                  params: {
                    code: refusal.tracking_code,
                    stage: refusal.stage ? stageLabel(refusal.stage) : '',
                  },
                  message: refusal.error_code,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to={`${RUNS}?${new URLSearchParams({ courier: String(courier.id), date })}`}>
          {t('bulk.assign.open_run', { name: courier.name })}
        </Link>
      </p>
    </div>
  );
}
