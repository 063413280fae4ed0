import { Button, HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import {
  getJobQueue,
  JOB_STATES,
  jobRetrySchema,
  listJobs,
  retryJob,
  type Job,
  type JobQueue,
  type JobState,
} from '@waybill/shared';
import { useSearchParams } from 'react-router';
import { SETTINGS } from '../app/paths';
import { useEndpointQuery, usePagedEndpoint } from '../app/queries';
import { useSiteConfig } from '../app/useGraph';
import { SelectField, useRecordAction } from '../forms';
import type { AdminMessageKey } from '../i18n/keys';
import { formatNumber, t } from '../i18n/i18n';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { ListScreen } from '../layout/ListScreen';
import { formatDateTime } from '../parcels/format';
import { useCan } from '../staff/access';

const STATE_INTENTS: Record<JobState, Intent> = {
  queued: 'primary',
  running: 'warning',
  done: 'success',
  failed: 'danger',
};

/** Each state's display name; the code itself is what the API filters by. */
const STATE_LABEL_KEYS = {
  queued: 'jobs.state.queued',
  running: 'jobs.state.running',
  done: 'jobs.state.done',
  failed: 'jobs.state.failed',
} as const satisfies Record<JobState, AdminMessageKey>;

function isState(value: string | null): value is JobState {
  return JOB_STATES.some((state) => state === value);
}

/**
 * /control/settings/jobs (docs/product.md §4.14), the owner's: the queue's schedules and every
 * job, newest first, by state and name, with its tries and last error; a failed one can be run
 * again now.
 */
export function BackgroundJobs() {
  const timeZone = useSiteConfig()?.time_zone;
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('state');
  const state = isState(requested) ? requested : null;
  const name = searchParams.get('name') || null;
  const queue = useEndpointQuery(getJobQueue, {}, { refetchOnMount: 'always' });
  const list = usePagedEndpoint(listJobs, {
    query: { state: state ?? undefined, name: name ?? undefined },
  });
  const mayRetry = useCan(retryJob.access);

  const setFilter = (key: 'state' | 'name', value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearchParams(next, { replace: true });
  };
  // The names the server runs, and the one asked for even if it runs it no more.
  const names = [...new Set([...(queue.data?.names ?? []), ...(name ? [name] : [])])];

  return (
    <ListScreen
      title={t('jobs.title')}
      breadcrumbs={
        <Breadcrumbs
          steps={[
            { label: t('shell.sectionAllSettings'), to: SETTINGS },
            { label: t('jobs.title') },
          ]}
        />
      }
      intro={t('jobs.intro')}
      shown={(count) => t('jobs.shown', { count })}
      toolbar={
        <>
          <Schedules queue={queue.data} timeZone={timeZone} />
          <h2 className="wb-gap-top">{t('jobs.list')}</h2>
          <div className="wb-list-tools">
            <SelectField
              label={t('jobs.state')}
              name="state"
              required={false}
              options={[
                { value: '', label: t('jobs.everyState') },
                ...JOB_STATES.map((code) => ({ value: code, label: t(STATE_LABEL_KEYS[code]) })),
              ]}
              value={state ?? ''}
              onChange={(event) => setFilter('state', event.currentTarget.value)}
            />
            <SelectField
              label={t('jobs.name')}
              name="name"
              required={false}
              options={[
                { value: '', label: t('jobs.everyName') },
                ...names.map((value) => ({ value, label: value })),
              ]}
              value={name ?? ''}
              onChange={(event) => setFilter('name', event.currentTarget.value)}
            />
            <Button
              icon="refresh"
              text={t('jobs.refresh')}
              loading={list.refreshing}
              onClick={() => {
                list.reload();
                void queue.refetch();
              }}
            />
          </div>
        </>
      }
      list={list}
      noun={t('jobs.noun')}
      emptyIcon="automatic-updates"
      emptyText={t('jobs.empty')}
    >
      {(rows) => (
        <HTMLTable striped className="wb-table" aria-label={t('jobs.list')}>
          <thead>
            <tr>
              <th scope="col">{t('jobs.columnName')}</th>
              <th scope="col">{t('jobs.columnState')}</th>
              <th scope="col">{t('jobs.columnAttempts')}</th>
              <th scope="col">{t('jobs.columnRunAt')}</th>
              <th scope="col">{t('jobs.columnLastError')}</th>
              <th scope="col">{t('jobs.columnCreated')}</th>
              <th scope="col">{t('jobs.columnFinished')}</th>
              <th scope="col">
                <span className="wb-visually-hidden">{t('jobs.columnActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((job) => (
              <tr key={job.id}>
                <td className="wb-nowrap">{job.name}</td>
                <td>
                  <Tag minimal intent={STATE_INTENTS[job.state]}>
                    {t(STATE_LABEL_KEYS[job.state])}
                  </Tag>
                </td>
                <td className="wb-nowrap">
                  {t('jobs.attemptsOf', {
                    attempts: formatNumber(job.attempts),
                    max: formatNumber(job.max_attempts),
                  })}
                </td>
                <td className="wb-nowrap">{formatDateTime(job.run_at, timeZone)}</td>
                <td className="wb-outbox-error">{job.last_error ?? '—'}</td>
                <td className="wb-nowrap">{formatDateTime(job.created_at, timeZone)}</td>
                <td className="wb-nowrap">{formatDateTime(job.finished_at, timeZone)}</td>
                <td className="wb-actions-cell">
                  {mayRetry && job.state === 'failed' && <RetryButton job={job} />}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </ListScreen>
  );
}

/** Each cron schedule and its next run. */
function Schedules({ queue, timeZone }: { queue: JobQueue | undefined; timeZone?: string }) {
  return (
    <section aria-labelledby="wb-job-schedules">
      <h2 id="wb-job-schedules">{t('jobs.schedules')}</h2>
      <p className="wb-muted">{t('jobs.schedulesIntro')}</p>
      {queue && queue.schedules.length === 0 && <p>{t('jobs.noSchedules')}</p>}
      {queue && queue.schedules.length > 0 && (
        <div className="wb-table-frame" tabIndex={0}>
          <HTMLTable striped className="wb-table" aria-label={t('jobs.schedules')}>
            <thead>
              <tr>
                <th scope="col">{t('jobs.columnSchedule')}</th>
                <th scope="col">{t('jobs.columnCron')}</th>
                <th scope="col">{t('jobs.columnNextRun')}</th>
              </tr>
            </thead>
            <tbody>
              {queue.schedules.map((schedule) => (
                <tr key={schedule.name}>
                  <td className="wb-nowrap">{schedule.name}</td>
                  <td className="wb-nowrap">
                    <code>{schedule.cron}</code>
                  </td>
                  <td className="wb-nowrap">{formatDateTime(schedule.next_run_at, timeZone)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </section>
  );
}

function RetryButton({ job }: { job: Job }) {
  const retry = useRecordAction(retryJob, jobRetrySchema, {
    invalidates: [listJobs],
    success: () => t('jobs.queuedAgain'),
  });

  return (
    <Button
      size="small"
      icon="repeat"
      text={t('jobs.retry')}
      title={t('jobs.retryTitle', { name: job.name, id: job.id })}
      loading={retry.pending}
      onClick={() => void retry.run({ id: job.id })}
    />
  );
}
