import type { Activity, Paged } from '@waybill/shared';
import { useState } from 'react';
import { t, translateMessage } from '../i18n/i18n';
import { loadMoreHistory } from './lookup';
import { TrackingIcon } from './TrackingIcon';

/** The parcel's history, newest first, as a vertical timeline with "More" for older entries. */
export function HistoryTimeline({ history }: { history: Paged<Activity> }) {
  const [loading, setLoading] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const nextPageUrl = history.next_page_url;

  const loadMore = async () => {
    if (!nextPageUrl) return;
    setLoading(true);
    setErrors([]);
    setErrors(await loadMoreHistory(nextPageUrl));
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
            <TimelineEntry key={activity.id} activity={activity} latest={index === 0} />
          ))}
        </ol>
      )}
      {nextPageUrl && (
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
      {errors.length > 0 && (
        <p className="history__error" role="alert">
          {translateMessage(errors[0]).toLocaleUpperCase()}
        </p>
      )}
    </section>
  );
}

function TimelineEntry({ activity, latest }: { activity: Activity; latest: boolean }) {
  return (
    <li className={`timeline__entry${latest ? ' timeline__entry--latest' : ''}`}>
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
