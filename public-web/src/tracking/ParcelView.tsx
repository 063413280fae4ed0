import { FINAL_STAGES, type PublicParcel } from '@waybill/shared';
import { Stepper } from './Stepper';
import { HistoryTimeline } from './HistoryTimeline';
import { DeliveryProof } from './DeliveryProof';
import { ParcelMap } from './ParcelMap';
import { ParcelPhoto } from './ParcelPhoto';
import { ParcelSummary } from './ParcelSummary';
import { ParcelUpdates } from './ParcelUpdates';
import { RateDelivery } from './RateDelivery';
import { ShipmentDetails } from './ShipmentDetails';
import { UnlockDetails } from './UnlockDetails';
import { DeliveryChoices } from './DeliveryChoices';
import { useLiveChanges } from './live';

/**
 * A found parcel, most wanted first: status and arrival, the map, then history and details, and
 * the form to get e-mail updates about it; once delivered, the form to rate the delivery. While
 * the code alone limits the answer, the form to show the recipient's details.
 */
export function ParcelView({ parcel }: { parcel: PublicParcel }) {
  const announcement = useLiveChanges((state) => state.announcement);
  return (
    <article className="parcel" aria-labelledby="parcel-heading">
      {/* Says what the live updates brought; present from the start so it is announced. */}
      <p className="visually-hidden parcel__live" aria-live="polite">
        {announcement}
      </p>
      <ParcelSummary parcel={parcel} />
      {parcel.show_map === 'yes' && <ParcelMap parcel={parcel} approximate={parcel.locked} />}
      <Stepper stage={parcel.current_stage} />
      <div className="parcel-columns">
        <HistoryTimeline code={parcel.tracking_code} history={parcel.history} />
        <div className="parcel-side">
          {parcel.delivery_proof && (
            <DeliveryProof proof={parcel.delivery_proof} trackingCode={parcel.tracking_code} />
          )}
          <ShipmentDetails parcel={parcel} />
          {/* A new form for another parcel: what was typed belongs to this one. */}
          {parcel.locked && (
            <UnlockDetails key={`unlock-${parcel.tracking_code}`} parcel={parcel} />
          )}
          {/* The recipient's say in the delivery, while there is a delivery to change. */}
          {!(parcel.current_stage && FINAL_STAGES.includes(parcel.current_stage)) && (
            <DeliveryChoices key={`choices-${parcel.tracking_code}`} parcel={parcel} />
          )}
          {parcel.image && <ParcelPhoto image={parcel.image} trackingCode={parcel.tracking_code} />}
          {/* A new form for another parcel: what was typed or answered belongs to this one. */}
          {parcel.current_stage === 'delivered' && (
            <RateDelivery key={`rate-${parcel.tracking_code}`} code={parcel.tracking_code} />
          )}
          <ParcelUpdates key={parcel.tracking_code} code={parcel.tracking_code} />
        </div>
      </div>
    </article>
  );
}
