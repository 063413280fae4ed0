import type { PublicParcel } from '@waybill/shared';
import { t } from '../i18n/i18n';
import { Ltr } from '../layout/Ltr';
import { useAppStore } from '../app/store';
import { useHydrated } from '../layout/useHydrated';
import { deliveredDay, deliveryWindow, formatDate, todayIn } from './delivery';
import { drawnToday } from './drawnParcel';
import { useLiveChanges } from './live';
import { PredictedDelivery } from './PredictedDelivery';
import { RouteProgress } from './RouteProgress';
import { TrackingIcon } from './TrackingIcon';

export interface ParcelSummaryProps {
  parcel: PublicParcel;
  /**
   * 'YYYY-MM-DD' where the company is: decides whether the parcel is late. By default today's
   * (useToday).
   */
  today?: string;
}

/**
 * Today where the company is ('YYYY-MM-DD'); while a page the server drew hydrates, the day it was
 * drawn on, so the hydrated page says what the server's did (a page drawn just before midnight
 * changes its day once hydrated).
 */
function useToday(timeZone: string | undefined): string {
  const hydrated = useHydrated();
  return (!hydrated && drawnToday()) || todayIn(timeZone);
}

/** The answer a waiting person looks for first: which parcel, its status, when, and where. */
export function ParcelSummary({ parcel, today: givenToday }: ParcelSummaryProps) {
  const timeZone = useAppStore((state) => state.site?.time_zone);
  const currentDay = useToday(timeZone);
  const today = givenToday ?? currentDay;
  const arrival = deliveryWindow(
    parcel.min_expected_delivery_date,
    parcel.max_expected_delivery_date,
    today,
  );
  const statusChanged = useLiveChanges((state) => state.statusChanged);
  // Delivered: when it was, never an expected day (nor "late") that no longer means anything.
  const delivered = parcel.current_stage === 'delivered';
  return (
    <section className="card parcel-summary" aria-labelledby="parcel-heading">
      <div className="parcel-summary__top">
        <div>
          <p className="eyebrow">{t('trackingNumber')}</p>
          <h2 id="parcel-heading" className="parcel-summary__code">
            <Ltr>{parcel.tracking_code}</Ltr>
          </h2>
        </div>
        <div className="parcel-summary__status">
          <p className="eyebrow">{t('status')}</p>
          <p className={`status-badge${statusChanged ? ' status-badge--changed' : ''}`}>
            {parcel.status || t('awaitingUpdate')}
          </p>
        </div>
      </div>

      {delivered ? (
        <div className="delivery-window delivery-window--done">
          <TrackingIcon name="check_circle" className="delivery-window__icon" />
          <div>
            <p className="eyebrow">{t('stageDelivered')}</p>
            <p className="delivery-window__dates">
              {t('deliveredOn', { date: formatDate(deliveredDay(parcel, timeZone)) })}
            </p>
          </div>
        </div>
      ) : (
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
            {parcel.prediction && (
              <PredictedDelivery prediction={parcel.prediction} today={today} />
            )}
          </div>
        </div>
      )}

      <RouteProgress
        pickup={parcel.pickup_location}
        current={parcel.current_location}
        destination={parcel.destination}
      />
    </section>
  );
}
