import { Callout, Card, Icon, Spinner, type IconName } from '@blueprintjs/core';
import { getDashboard, type Dashboard } from '@waybill/shared';
import { Link } from 'react-router';
import { OUTBOX, PARCELS } from '../app/paths';
import { firstProblemText } from '../app/problems';
import { useEndpointQuery } from '../app/queries';
import { formatNumber, t } from '../i18n/i18n';
import { formatDay } from '../parcels/format';
import { parcelListUrl } from '../parcels/list-params';

interface Figure {
  label: string;
  value: number;
  to: string;
  icon: IconName;
  hint?: string;
  /** Worth a look when not zero. */
  alarming?: boolean;
}

const outboxUrl = (status: 'failed' | 'queued') => `${OUTBOX}?status=${status}`;

function figuresOf(day: Dashboard): Figure[] {
  return [
    { label: t('dashboard.figure.parcels'), value: day.parcels, to: PARCELS, icon: 'box' },
    {
      label: t('dashboard.figure.late'),
      value: day.late,
      to: parcelListUrl(PARCELS, { late: true }),
      icon: 'time',
      hint: t('dashboard.figure.late_hint'),
      alarming: true,
    },
    {
      label: t('dashboard.figure.created_today'),
      value: day.created_today,
      to: parcelListUrl(PARCELS, { createdOn: day.today }),
      icon: 'add',
    },
    {
      label: t('dashboard.figure.mail_failed'),
      value: day.outbox.failed,
      to: outboxUrl('failed'),
      icon: 'error',
      alarming: true,
    },
    {
      label: t('dashboard.figure.mail_queued'),
      value: day.outbox.queued,
      to: outboxUrl('queued'),
      icon: 'envelope',
    },
  ];
}

/**
 * The figures a dispatcher starts the day with (docs/product.md §4.3), each a link to the list it
 * counts: the parcel list with its filter in the URL, or the outbox with its status.
 */
export function DayFigures() {
  // Read again whenever the dashboard opens: the figures are about now.
  const query = useEndpointQuery(getDashboard, {}, { refetchOnMount: 'always' });
  if (query.isError) {
    return (
      <Callout intent="danger" role="alert">
        {firstProblemText(query.error.problems)}
      </Callout>
    );
  }
  if (!query.data) {
    return (
      <div className="wb-center" role="status" aria-label={t('dashboard.today.loading')}>
        <Spinner size={32} />
      </div>
    );
  }
  const day = query.data;
  return (
    <>
      <section aria-labelledby="wb-today" className="wb-dashboard-section">
        <h2 id="wb-today">{t('dashboard.today.title')}</h2>
        <p className="bp6-text-muted">
          {t('dashboard.today.date', { date: formatDay(day.today) })}
        </p>
        <ul className="wb-figures">
          {figuresOf(day).map((figure) => (
            <li key={figure.label}>
              <FigureLink figure={figure} />
            </li>
          ))}
        </ul>
      </section>
      <StatusFigures day={day} />
    </>
  );
}

function FigureLink({ figure }: { figure: Figure }) {
  const alarm = figure.alarming && figure.value > 0;
  return (
    <Link to={figure.to} className="wb-figure" title={figure.hint}>
      <Card interactive className={alarm ? 'wb-figure-card wb-figure-alarm' : 'wb-figure-card'}>
        <Icon icon={figure.icon} size={20} />
        <span className="wb-figure-value">{formatNumber(figure.value)}</span>
        <span className="wb-figure-label">{figure.label}</span>
      </Card>
    </Link>
  );
}

/** The commonest statuses, each a link to the list of that status; the rest counted together. */
function StatusFigures({ day }: { day: Dashboard }) {
  return (
    <section aria-labelledby="wb-statuses" className="wb-dashboard-section">
      <h2 id="wb-statuses">{t('dashboard.statuses.title')}</h2>
      {day.statuses.length === 0 ? (
        <p>{t('dashboard.statuses.empty')}</p>
      ) : (
        <ul className="wb-status-figures">
          {day.statuses.map(({ status, count }) => (
            <li key={status ?? ''}>
              {status === null ? (
                <span className="wb-status-figure">
                  <span className="wb-status-name">{t('dashboard.statuses.none')}</span>
                  <span className="wb-status-count">{formatNumber(count)}</span>
                </span>
              ) : (
                <Link to={parcelListUrl(PARCELS, { status })} className="wb-status-figure">
                  {/* Staff's own words: shown as written, never translated. */}
                  <span className="wb-status-name">{status}</span>
                  <span className="wb-status-count">{formatNumber(count)}</span>
                </Link>
              )}
            </li>
          ))}
          {day.other_statuses > 0 && (
            <li>
              <span className="wb-status-figure">
                <span className="wb-status-name">{t('dashboard.statuses.other')}</span>
                <span className="wb-status-count">{formatNumber(day.other_statuses)}</span>
              </span>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
