import type { PublicParcel } from '@waybill/shared';

/** Shipped via, weight and content: the facts of the shipment that are set. */
export function ShipmentDetails({ parcel }: { parcel: PublicParcel }) {
  const rows = [
    { term: 'Shipped via', value: parcel.shipped_via },
    { term: 'Weight', value: parcel.weight },
    { term: 'Content', value: parcel.parcel_content },
  ];
  return (
    <section className="card" aria-labelledby="shipment-heading">
      <h2 id="shipment-heading" className="card__title">
        Shipment details
      </h2>
      <dl className="details">
        {rows.map((row) => (
          <div key={row.term} className="details__row">
            <dt>{row.term}</dt>
            <dd className={row.value ? undefined : 'details__none'}>{row.value || 'Not given'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
