import { t } from '../i18n/i18n';
import { Typed } from '../layout/Ltr';
import { TrackingIcon, type TrackingIconName } from './TrackingIcon';

export interface RouteProgressProps {
  pickup: string | null;
  current: string | null;
  destination: string;
}

interface Stop {
  key: 'pickup' | 'current' | 'destination';
  label: string;
  place: string | null;
  icon: TrackingIconName;
}

/** From (pickup) → now at (current location) → to (destination). */
export function RouteProgress({ pickup, current, destination }: RouteProgressProps) {
  const stops: Stop[] = [
    { key: 'pickup', label: t('routeFrom'), place: pickup, icon: 'inventory_2' },
    { key: 'current', label: t('routeNow'), place: current, icon: 'local_shipping' },
    { key: 'destination', label: t('routeTo'), place: destination, icon: 'flag' },
  ];
  return (
    <ol className="route" aria-label={t('route')}>
      {stops.map((stop) => (
        <li key={stop.key} className={`route__stop route__stop--${stop.key}`}>
          <span className="route__dot" aria-hidden="true">
            <TrackingIcon name={stop.icon} size={22} />
          </span>
          <span className="route__label">{stop.label}</span>
          <span className={`route__place${stop.place ? '' : ' route__place--unknown'}`}>
            {stop.place ? <Typed>{stop.place}</Typed> : t('notYetKnown')}
          </span>
        </li>
      ))}
    </ol>
  );
}
