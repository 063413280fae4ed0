import type { Activity, Paged, Problem } from '@waybill/shared';
import { useState } from 'react';
import { t } from '../i18n/i18n';
import { translateProblem } from '../i18n/problems';
import { useLiveChanges } from './live';
import { loadMoreHistory } from './lookup';
import { TrackingIcon } from './TrackingIcon';

/**
 * The parcel's history, newest first, as a vertical timeline with "More" for older entries while
 * the answer links a next page.
 */
export function HistoryTimeline({ code, history }: { code: string; history: Paged<Activity> }) {
  const [loading, setLoading] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  const hasMore = Boolean(history.next_page_url);
  const freshIds = useLiveChanges((state) => state.freshIds);

  const loadMore = async () => {
    if (!hasMore) return;
    setLoading(true);
    setProblems([]);
    setProblems(await loadMoreHistory(code, history.current_page + 1));
    setLoading(false);
  };

  return (
    <section className="card history" aria-labelledby="history-heading">
      <h2 id="history-heading" className="card__title">
        {t('historyTitle')}
      </h2>
      {history.data.length === 0 ? (
        <p className="history__empty">{t('noUpdates')}</p>
      ) : (
        <ol className="timeline" aria-labelledby="history-heading">
          {history.data.map((activity, index) => (
            <TimelineEntry
              key={activity.id}
              activity={activity}
              latest={index === 0}
              fresh={freshIds.has(activity.id)}
            />
          ))}
        </ol>
      )}
      {hasMore && (
        <button
          type="button"
          className="button button--outline history__more"
          onClick={() => void loadMore()}
          disabled={loading}
          aria-busy={loading}
        >
          {loading ? t('loading') : t('more')}
        </button>
      )}
      {problems.length > 0 && (
        <p className="history__error" role="alert">
          {translateProblem(problems[0]).toLocaleUpperCase()}
        </p>
      )}
    </section>
  );
}

interface TimelineEntryProps {
  activity: Activity;
  latest: boolean;
  /** Arrived with the last live update: highlighted. */
  fresh: boolean;
}

function TimelineEntry({ activity, latest, fresh }: TimelineEntryProps) {
  const classes = ['timeline__entry'];
  if (latest) classes.push('timeline__entry--latest');
  if (fresh) classes.push('timeline__entry--new');
  return (
    <li className={classes.join(' ')} data-new={fresh || undefined}>
      <p className="timeline__when">
        <time dateTime={activity.created_at}>
          <span className="timeline__date">
            {activity.created_at_month} {activity.created_at_day}
          </span>{' '}
          <span className="timeline__time">{activity.created_at_time}</span>
        </time>
      </p>
      <span
        className={`timeline__icon activity-color--${activity.color}`}
        data-color={activity.color}
        aria-hidden="true"
      >
        <TrackingIcon name={activity.icon} />
      </span>
      <div className="timeline__body">
        <h3 className="timeline__title">{activity.title}</h3>
        {activity.description && <p className="timeline__description">{activity.description}</p>}
      </div>
    </li>
  );
}
