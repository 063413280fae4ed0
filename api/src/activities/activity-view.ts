import type { Activity } from '@waybill/shared';
import { ActivityTimeFormat } from './activity-time.js';
import type { ActivityEntity } from './activity.entity.js';

/**
 * An activity as the API answers it, its time in the company's time zone (docs/product.md §5.2
 * created_at_month/day/time, written as activity-time.ts defines, like the tracking answer).
 */
export class ActivityClock {
  private readonly time: ActivityTimeFormat;

  constructor(timeZone: string) {
    this.time = new ActivityTimeFormat(timeZone);
  }

  view(activity: ActivityEntity): Activity {
    return {
      id: activity.id,
      parcel_id: activity.parcel_id,
      title: activity.title,
      description: activity.description,
      icon: activity.icon,
      color: activity.color,
      ...this.time.format(activity.created_at),
      created_at: activity.created_at.toISOString(),
      updated_at: activity.updated_at.toISOString(),
      restorable: activity.parcel_before !== null,
    };
  }
}
