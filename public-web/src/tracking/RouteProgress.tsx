export interface RouteProgressProps {
  pickup: string | null;
  current: string | null;
  destination: string;
}

interface Stop {
  key: 'pickup' | 'current' | 'destination';
  label: string;
  place: string | null;
  icon: string;
}

/** From (pickup) → now at (current location) → to (destination). */
export function RouteProgress({ pickup, current, destination }: RouteProgressProps) {
  const stops: Stop[] = [
    { key: 'pickup', label: 'From', place: pickup, icon: 'inventory_2' },
    { key: 'current', label: 'Now at', place: current, icon: 'local_shipping' },
    { key: 'destination', label: 'To', place: destination, icon: 'flag' },
  ];
  return (
    <ol className="route" aria-label="Route">
      {stops.map((stop) => (
        <li key={stop.key} className={`route__stop route__stop--${stop.key}`}>
          <span className="route__dot" aria-hidden="true">
            <span className="material-icons">{stop.icon}</span>
          </span>
          <span className="route__label">{stop.label}</span>
          <span className={`route__place${stop.place ? '' : ' route__place--unknown'}`}>
            {stop.place || 'Not yet known'}
          </span>
        </li>
      ))}
    </ol>
  );
}
