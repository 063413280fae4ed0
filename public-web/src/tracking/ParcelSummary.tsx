import type { PublicParcel } from '@waybill/shared';
import { t } from '../i18n/i18n';
import { deliveryWindow } from './delivery';
import { useLiveChanges } from './live';
import { RouteProgress } from './RouteProgress';
import { TrackingIcon } from './TrackingIcon';

export interface ParcelSummaryProps {
  parcel: PublicParcel;
  /** 'YYYY-MM-DD' where the company is: decides whether the parcel is late. */
  today: string;
}

/** The answer a waiting person looks for first: which parcel, its status, when, and where. */
export function ParcelSummary({ parcel, today }: ParcelSummaryProps) {
  const arrival = deliveryWindow(
    parcel.min_expected_delivery_date,
    parcel.max_expected_delivery_date,
    today,
  );
  const statusChanged = useLiveChanges((state) => state.statusChanged);
  return (
    <section className="card parcel-summary" aria-labelledby="parcel-heading">
      <div className="parcel-summary__top">
        <div>
          <p className="eyebrow">{t('trackingNumber')}</p>
          <h2 id="parcel-heading" className="parcel-summary__code">
            {parcel.tracking_code}
          </h2>
        </div>
        <div className="parcel-summary__status">
          <p className="eyebrow">{t('status')}</p>
          <p className={`status-badge${statusChanged ? ' status-badge--changed' : ''}`}>
            {parcel.status || t('awaitingUpdate')}
          </p>
        </div>
      </div>

      <div className={`delivery-window${arrival.late ? ' delivery-window--late' : ''}`}>
        <TrackingIcon name="event" className="delivery-window__icon" />
        <div>
          <p className="eyebrow">{t('expectedDelivery')}</p>
          <p className="delivery-window__dates">
            {arrival.text ?? t('notScheduled')}
            {arrival.late && <span className="late-badge">{t('late')}</span>}
          </p>
          {arrival.late && <p className="delivery-window__hint">{t('lateHint')}</p>}
          {arrival.hint && <p className="delivery-window__hint">{arrival.hint}</p>}
        </div>
      </div>

      <RouteProgress
        pickup={parcel.pickup_location}
        current={parcel.current_location}
        destination={parcel.destination}
      />
    </section>
  );
}
