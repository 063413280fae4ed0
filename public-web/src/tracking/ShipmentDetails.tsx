import type { PublicParcel } from '@waybill/shared';
import { t } from '../i18n/i18n';
import { Typed } from '../layout/Ltr';

/**
 * Shipped via, weight and content: the facts of the shipment that are set; the recipient's and
 * sender's names when the answer carries them (docs/product.md §2.3, "Privacy by default").
 */
export function ShipmentDetails({ parcel }: { parcel: PublicParcel }) {
  const names = parcel.recipient_name
    ? [
        { term: t('recipient'), value: parcel.recipient_name },
        { term: t('sender'), value: parcel.sender_name },
      ]
    : [];
  const rows = [
    ...names,
    { term: t('shippedVia'), value: parcel.shipped_via },
    { term: t('weight'), value: parcel.weight },
    { term: t('parcelContent'), value: parcel.parcel_content },
  ];
  return (
    <section className="card" aria-labelledby="shipment-heading">
      <h2 id="shipment-heading" className="card__title">
        {t('shipmentDetails')}
      </h2>
      <dl className="details">
        {rows.map((row) => (
          <div key={row.term} className="details__row">
            <dt>{row.term}</dt>
            <dd className={row.value ? undefined : 'details__none'}>
              {row.value ? <Typed>{row.value}</Typed> : t('notGiven')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
