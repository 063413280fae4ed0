import { AnchorButton, ButtonGroup, Card, NonIdealState, Tag } from '@blueprintjs/core';
import {
  addParcelUpdate,
  deleteParcel,
  listAudit,
  listParcels,
  ltrText,
  parcelDeleteSchema,
  type DeliveryPreference,
  type DeliveryPrediction,
  type Parcel,
} from '@waybill/shared';
import { useNavigate, useParams } from 'react-router';
import { ActivityTimeline } from '../activities/ActivityTimeline';
// Audit trail.
import { ParcelChanges } from '../audit/ParcelChanges';
import { PARCELS, parcelPaths } from '../app/paths';
import { parcelLabelUrl } from '../app/pdf-links';
import { noDataText } from '../app/problems';
import { useEndpointMutation } from '../app/queries';
import { DeleteButton, showSuccess } from '../forms';
import { formatNumber, t } from '../i18n/i18n';
import { LinkButton } from '../layout/LinkButton';
import { Ltr, Typed } from '../layout/Ltr';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { Can } from '../staff/RoleGate';
import { markerLabel } from '../map/marker-kinds';
import { ParcelBreadcrumbs } from './ParcelBreadcrumbs';
import { ParcelGate } from './ParcelGate';
import { ParcelProof } from './ParcelProof';
import { ParcelUpdateAdd } from './ParcelUpdateAdd';
import { stageLabel } from './StageField';
import { formatDateTime, formatDay, orDash, parcelImageUrl } from './format';
import { useSiteConfig } from '../app/useGraph';
import { useParcel } from './useParcel';
import { addressText, phoneText } from './address-text';

/**
 * What the recipient asked for the delivery (docs/product.md §2.3d), in the staff's language; the
 * recipient's own words (note, neighbour) as they wrote them.
 */
function preferenceText(preference: DeliveryPreference): string {
  switch (preference.kind) {
    case 'safe_place':
      return t('parcels.preference.safe_place', { note: preference.note ?? '' });
    case 'neighbour':
      return t('parcels.preference.neighbour', {
        name: preference.neighbour_name ?? '',
        house: preference.neighbour_house ?? '',
      });
    case 'depot':
      return t('parcels.preference.depot');
    case 'another_day':
      return t('parcels.preference.another_day', { date: formatDay(preference.date) });
  }
}

/** How many history entries the detail previews; the history screen has them all. */
const HISTORY_PREVIEW = 3;

/** /control/parcels/{code}: every field, the photo, the map, recent history and every action. */
export function ParcelDetail() {
  const code = useParams().id ?? '';
  useDocumentTitle(t('parcels.detail.document_title', { code }));
  const parcel = useParcel(code);
  return (
    <section>
      <ParcelBreadcrumbs code={code} />
      <ParcelGate code={code} parcel={parcel}>
        {(found) => <ParcelView parcel={found} />}
      </ParcelGate>
    </section>
  );
}

function ParcelView({ parcel }: { parcel: Parcel }) {
  const navigate = useNavigate();
  const code = parcel.tracking_code;
  const remove = useEndpointMutation(deleteParcel, { invalidates: [listParcels] });
  const onDeleted = () => {
    void showSuccess(t('parcels.detail.deleted'));
    void navigate(PARCELS, { replace: true });
  };

  return (
    <>
      <div className="wb-title-row">
        <h1 className="wb-code">
          <Ltr>{code}</Ltr>
        </h1>
        {parcel.status && (
          <Tag size="large" intent="primary" minimal>
            {parcel.status}
          </Tag>
        )}
      </div>
      <div className="wb-toolbar" role="toolbar" aria-label={t('parcels.detail.actions')}>
        <ButtonGroup className="wb-toolbar-group">
          <LinkButton to={parcelPaths.update(code)} icon="edit" text={t('parcels.action.update')} />
          <LinkButton
            to={parcelPaths.updateMap(code)}
            icon="map-marker"
            text={t('parcels.action.update_map')}
          />
          <LinkButton
            to={parcelPaths.updateImage(code)}
            icon="media"
            text={t('parcels.action.update_image')}
          />
          <LinkButton
            to={parcelPaths.activities(code)}
            icon="history"
            text={t('parcels.action.history')}
          />
          <LinkButton
            to={parcelPaths.activityCreate(code)}
            icon="add"
            text={t('parcels.action.add_activity')}
          />
        </ButtonGroup>
        <div className="wb-toolbar-end">
          {/* The PDF opens in a new tab; same origin, so the session cookie goes along. */}
          <AnchorButton
            href={parcelLabelUrl(code)}
            target="_blank"
            rel="noopener"
            icon="print"
            text={t('parcels.action.print_label')}
            title={t('parcels.action.print_label_hint')}
          />
          <DeleteButton
            access={deleteParcel.access}
            schema={parcelDeleteSchema}
            values={{ id: parcel.id }}
            send={(body) => remove.mutateAsync({ body })}
            onDeleted={onDeleted}
            confirmText={t('parcels.detail.confirm_delete', { code: ltrText(code) })}
          />
        </div>
      </div>

      <div className="wb-detail-grid">
        <Card className="wb-detail-card" role="region" aria-labelledby="parcel-details">
          <h2 id="parcel-details">{t('parcels.detail.details')}</h2>
          <dl className="wb-fields">
            <FieldRow label={t('parcels.field.tracking_code')} value={parcel.tracking_code} ltr />
            {/* Set by the shop's system that made the parcel (docs/api.md); never edited here. */}
            {parcel.reference && (
              <FieldRow label={t('parcels.field.reference')} value={parcel.reference} ltr />
            )}
            <FieldRow label={t('parcels.field.status')} value={parcel.status} />
            <FieldRow
              label={t('stages.field')}
              value={parcel.current_stage && stageLabel(parcel.current_stage)}
            />
            <FieldRow
              label={t('parcels.field.delivery_preference')}
              value={parcel.delivery_preference ? preferenceText(parcel.delivery_preference) : null}
            />
            <FieldRow label={t('parcels.field.recipient_name')} value={parcel.recipient_name} />
            <FieldRow
              label={t('parcels.field.recipient_email')}
              value={parcel.recipient_email}
              ltr
            />
            <FieldRow
              label={t('parcels.field.recipient_phone_number')}
              value={phoneText(parcel.recipient_phone_number, parcel.recipient_country)}
              ltr
            />
            <FieldRow label={t('parcels.field.destination')} value={parcel.destination} />
            <FieldRow
              label={t('parcels.detail.recipient_address')}
              value={addressText(parcel, 'recipient')}
            />
            <FieldRow label={t('parcels.field.current_location')} value={parcel.current_location} />
            <FieldRow label={t('parcels.field.pickup_location')} value={parcel.pickup_location} />
            <FieldRow label={t('parcels.field.shipped_via')} value={parcel.shipped_via} />
            <FieldRow label={t('parcels.field.weight')} value={parcel.weight} />
            <FieldRow label={t('parcels.field.parcel_content')} value={parcel.parcel_content} />
            <FieldRow label={t('parcels.field.declared_value')} value={parcel.declared_value} ltr />
            <FieldRow label={t('parcels.field.sender_name')} value={parcel.sender_name} />
            <FieldRow label={t('parcels.field.sender_email')} value={parcel.sender_email} ltr />
            <FieldRow
              label={t('parcels.field.sender_phone_number')}
              value={phoneText(parcel.sender_phone_number, parcel.sender_country)}
              ltr
            />
            <FieldRow
              label={t('parcels.detail.sender_address')}
              value={addressText(parcel, 'sender')}
            />
            <FieldRow
              label={t('parcels.field.min_expected_delivery_date')}
              value={formatDay(parcel.min_expected_delivery_date)}
            />
            <FieldRow
              label={t('parcels.field.max_expected_delivery_date')}
              value={formatDay(parcel.max_expected_delivery_date)}
            />
            <PredictionRow prediction={parcel.prediction ?? null} />
          </dl>
        </Card>

        <div className="wb-detail-side">
          <Card className="wb-detail-card" role="region" aria-labelledby="parcel-image">
            <h2 id="parcel-image">{t('parcels.detail.image')}</h2>
            {parcel.image ? (
              <img
                className="wb-parcel-image"
                src={parcelImageUrl(parcel.image)}
                alt={t('parcels.detail.photo_alt', { code })}
              />
            ) : (
              <NonIdealState
                icon="media"
                title={t('parcels.detail.no_image')}
                layout="horizontal"
              />
            )}
          </Card>
          <Card className="wb-detail-card" role="region" aria-labelledby="parcel-map">
            <h2 id="parcel-map">{t('parcels.detail.map')}</h2>
            <dl className="wb-fields">
              <FieldRow
                label={t('parcels.detail.show_map')}
                value={t(
                  parcel.show_map === 'yes'
                    ? 'parcels.detail.show_map_yes'
                    : 'parcels.detail.show_map_no',
                )}
              />
              <FieldRow
                label={t('parcels.detail.zoom')}
                value={
                  parcel.map_zoom === null
                    ? t('parcels.detail.zoom_fit')
                    : formatNumber(parcel.map_zoom)
                }
              />
              <FieldRow
                label={markerLabel('current')}
                value={coordinates(parcel.map_current_latitude, parcel.map_current_longitude)}
                ltr
              />
              <FieldRow
                label={markerLabel('pickup')}
                value={coordinates(parcel.map_pickup_latitude, parcel.map_pickup_longitude)}
                ltr
              />
              <FieldRow
                label={markerLabel('destination')}
                value={coordinates(
                  parcel.map_destination_latitude,
                  parcel.map_destination_longitude,
                )}
                ltr
              />
            </dl>
          </Card>
          <ParcelProof parcel={parcel} />
        </div>
      </div>

      <Card className="wb-detail-card" role="region" aria-labelledby="parcel-history">
        <div className="wb-title-row">
          <h2 id="parcel-history">{t('parcels.detail.recent_history')}</h2>
          <LinkButton
            to={parcelPaths.activities(code)}
            minimal
            icon="history"
            text={t('parcels.detail.all_history')}
          />
        </div>
        {parcel.history.data.length === 0 ? (
          <p className="wb-muted">{noDataText()}</p>
        ) : (
          <ActivityTimeline
            label={t('parcels.detail.recent_history')}
            activities={parcel.history.data.slice(0, HISTORY_PREVIEW)}
          />
        )}
      </Card>
      <Can access={addParcelUpdate.access}>
        <ParcelUpdateAdd parcel={parcel} />
      </Can>
      {/* Audit trail: who changed this parcel, and what; for roles that read the trail. */}
      <Can access={listAudit.access}>
        <ParcelChanges parcelId={parcel.id} />
      </Can>
    </>
  );
}

function coordinates(latitude: number | null, longitude: number | null): string | null {
  return latitude === null || longitude === null ? null : `${latitude}, ${longitude}`;
}

/** A field and its value: `ltr` for values written left to right, else as its writer typed it. */
function FieldRow({
  label,
  value,
  ltr = false,
}: {
  label: string;
  value: string | number | null;
  ltr?: boolean;
}) {
  const shown = orDash(value);
  const empty = value === null || value === '';
  return (
    <div className="wb-field-row">
      <dt>{label}</dt>
      <dd>{empty ? shown : ltr ? <Ltr>{shown}</Ltr> : <Typed>{shown}</Typed>}</dd>
    </div>
  );
}

/**
 * The predicted delivery (docs/product.md §2.3e) on the company's clock: when, the window's end,
 * what it rests on, and whether it is past the promised day.
 */
function PredictionRow({ prediction }: { prediction: DeliveryPrediction | null }) {
  const timeZone = useSiteConfig()?.time_zone;
  const times = prediction && {
    expected: formatDateTime(prediction.expected_at, timeZone),
    latest: formatDateTime(prediction.latest_at, timeZone),
  };
  return (
    <div className="wb-field-row">
      <dt>{t('parcels.detail.prediction')}</dt>
      <dd>
        {!prediction || !times
          ? orDash(null)
          : prediction.basis === 'staff'
            ? t('parcels.detail.prediction_staff', times)
            : t('parcels.detail.prediction_history', { ...times, count: prediction.samples })}
        {prediction?.at_risk && (
          <Tag minimal intent="warning" className="wb-at-risk">
            {t('parcels.list.at_risk')}
          </Tag>
        )}
      </dd>
    </div>
  );
}
