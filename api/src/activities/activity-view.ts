import type { Activity } from '@waybill/shared';
import type { ActivityEntity } from './activity.entity.js';

/** Formats activity times in the company's time zone (SPEC §3 created_at_month/day/time). */
export class ActivityClock {
  private readonly parts: Intl.DateTimeFormat;

  constructor(timeZone: string) {
    this.parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      month: 'short',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  }

  view(activity: ActivityEntity): Activity {
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      this.parts.formatToParts(activity.created_at).find((entry) => entry.type === type)?.value ??
      '';
    return {
      id: activity.id,
      parcel_id: activity.parcel_id,
      title: activity.title,
      description: activity.description,
      icon: activity.icon,
      color: activity.color,
      created_at_month: part('month'),
      created_at_day: part('day'),
      created_at_time: `${part('hour')}:${part('minute')}`,
      created_at: activity.created_at.toISOString(),
      updated_at: activity.updated_at.toISOString(),
    };
  }
}
