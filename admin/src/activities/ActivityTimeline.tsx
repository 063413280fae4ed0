import type { Activity } from '@waybill/shared';
import type { ReactNode } from 'react';
import { useSiteConfig } from '../app/useGraph';
import { t } from '../i18n/i18n';
import { formatDateTime } from '../parcels/format';
import { ActivityIcon } from './ActivityIcon';
import { activityColorLabel, activityIconLabel } from './activity-style';

export interface ActivityTimelineProps {
  activities: readonly Activity[];
  /** Buttons and links for one entry (edit, delete); left out for a read-only preview. */
  actions?: (activity: Activity) => ReactNode;
  /** Names the list for screen readers and tests. */
  label: string;
}

/** A parcel's history, newest first: icon in its colour, title, description, date and time. */
export function ActivityTimeline({ activities, actions, label }: ActivityTimelineProps) {
  const timeZone = useSiteConfig()?.time_zone;
  return (
    <ol className="wb-timeline" aria-label={label}>
      {activities.map((activity) => (
        <li key={activity.id} className="wb-timeline-item" aria-label={activity.title}>
          <span
            className="wb-timeline-icon"
            title={t('activities.icon_and_color', {
              icon: activityIconLabel(activity.icon),
              color: activityColorLabel(activity.color),
            })}
          >
            <ActivityIcon icon={activity.icon} color={activity.color} />
          </span>
          <div className="wb-timeline-body">
            <div className="wb-timeline-head">
              <strong className="wb-timeline-title">{activity.title}</strong>
              <time className="wb-muted" dateTime={activity.created_at}>
                {formatDateTime(activity.created_at, timeZone)}
              </time>
            </div>
            <p className="wb-timeline-description">{activity.description}</p>
            {actions && <div className="wb-timeline-actions">{actions(activity)}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}
