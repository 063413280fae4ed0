import { AnchorButton, ButtonGroup, Card, NonIdealState, Tag } from '@blueprintjs/core';
import { deleteParcel, listParcels, parcelDeleteSchema, type Parcel } from '@waybill/shared';
import { useNavigate, useParams } from 'react-router';
import { ActivityTimeline } from '../activities/ActivityTimeline';
import { PARCELS, parcelLabelUrl, parcelPaths } from '../app/paths';
import { NO_DATA_TEXT } from '../app/problems';
import { useEndpointMutation } from '../app/queries';
import { DeleteButton, showSuccess } from '../forms';
import { LinkButton } from '../layout/LinkButton';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ParcelBreadcrumbs } from './ParcelBreadcrumbs';
import { ParcelGate } from './ParcelGate';
import { formatDay, orDash, parcelImageUrl } from './format';
import { useParcel } from './useParcel';

/** How many history entries the detail previews; the history screen has them all. */
const HISTORY_PREVIEW = 3;

/** /control/parcels/{code}: every field, the photo, the map, recent history and every action. */
export function ParcelDetail() {
  const code = useParams().id ?? '';
  useDocumentTitle(`Parcel ${code}`);
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
  const onDeleted = (message: string) => {
    void showSuccess(message || 'Parcel deleted');
    void navigate(PARCELS, { replace: true });
  };

  return (
    <>
      <div className="wb-title-row">
        <h1 className="wb-code">{code}</h1>
        {parcel.status && (
          <Tag size="large" intent="primary" minimal>
            {parcel.status}
          </Tag>
        )}
      </div>
      <div className="wb-toolbar" role="toolbar" aria-label="Parcel actions">
        <ButtonGroup className="wb-toolbar-group">
          <LinkButton to={parcelPaths.update(code)} icon="edit" text="Update" />
          <LinkButton to={parcelPaths.updateMap(code)} icon="map-marker" text="Update map" />
          <LinkButton to={parcelPaths.updateImage(code)} icon="media" text="Update image" />
          <LinkButton to={parcelPaths.activities(code)} icon="history" text="History" />
          <LinkButton to={parcelPaths.activityCreate(code)} icon="add" text="Add activity" />
        </ButtonGroup>
        <div className="wb-toolbar-end">
          {/* The PDF opens in a new tab; same origin, so the session cookie goes along. */}
          <AnchorButton
            href={parcelLabelUrl(code)}
            target="_blank"
            rel="noopener"
            icon="print"
            text="Print label"
            title="The 4 × 6 in shipping label (PDF), in a new tab"
          />
          <DeleteButton
            schema={parcelDeleteSchema}
            values={{ id: parcel.id }}
            send={(body) => remove.mutateAsync({ body })}
            onDeleted={(answer) => onDeleted(answer.message)}
          />
        </div>
      </div>

      <div className="wb-detail-grid">
        <Card className="wb-detail-card" role="region" aria-labelledby="parcel-details">
          <h2 id="parcel-details">Details</h2>
          <dl className="wb-fields">
            <FieldRow label="Tracking code" value={parcel.tracking_code} />
            <FieldRow label="Status" value={parcel.status} />
            <FieldRow label="Recipient name" value={parcel.recipient_name} />
            <FieldRow label="Recipient email" value={parcel.recipient_email} />
            <FieldRow label="Recipient phone number" value={parcel.recipient_phone_number} />
            <FieldRow label="Destination" value={parcel.destination} />
            <FieldRow label="Current location" value={parcel.current_location} />
            <FieldRow label="Pickup location" value={parcel.pickup_location} />
            <FieldRow label="Shipped via" value={parcel.shipped_via} />
            <FieldRow label="Weight" value={parcel.weight} />
            <FieldRow label="Parcel content" value={parcel.parcel_content} />
            <FieldRow label="Declared value" value={parcel.declared_value} />
            <FieldRow label="Sender name" value={parcel.sender_name} />
            <FieldRow label="Sender email" value={parcel.sender_email} />
            <FieldRow
              label="Expected delivery from"
              value={formatDay(parcel.min_expected_delivery_date)}
            />
            <FieldRow
              label="Expected delivery by"
              value={formatDay(parcel.max_expected_delivery_date)}
            />
          </dl>
        </Card>

        <div className="wb-detail-side">
          <Card className="wb-detail-card" role="region" aria-labelledby="parcel-image">
            <h2 id="parcel-image">Image</h2>
            {parcel.image ? (
              <img
                className="wb-parcel-image"
                src={parcelImageUrl(parcel.image)}
                alt={`Photo of parcel ${code}`}
              />
            ) : (
              <NonIdealState icon="media" title="No image yet" layout="horizontal" />
            )}
          </Card>
          <Card className="wb-detail-card" role="region" aria-labelledby="parcel-map">
            <h2 id="parcel-map">Map</h2>
            <dl className="wb-fields">
              <FieldRow label="Show map" value={parcel.show_map} />
              <FieldRow label="Zoom" value={parcel.map_zoom} />
              <FieldRow
                label="Current Location"
                value={coordinates(parcel.map_current_latitude, parcel.map_current_longitude)}
              />
              <FieldRow
                label="Pickup Location"
                value={coordinates(parcel.map_pickup_latitude, parcel.map_pickup_longitude)}
              />
              <FieldRow
                label="Destination"
                value={coordinates(
                  parcel.map_destination_latitude,
                  parcel.map_destination_longitude,
                )}
              />
            </dl>
          </Card>
        </div>
      </div>

      <Card className="wb-detail-card" role="region" aria-labelledby="parcel-history">
        <div className="wb-title-row">
          <h2 id="parcel-history">Recent history</h2>
          <LinkButton to={parcelPaths.activities(code)} minimal icon="history" text="All history" />
        </div>
        {parcel.history.data.length === 0 ? (
          <p className="wb-muted">{NO_DATA_TEXT}</p>
        ) : (
          <ActivityTimeline
            label="Recent history"
            activities={parcel.history.data.slice(0, HISTORY_PREVIEW)}
          />
        )}
      </Card>
    </>
  );
}

function coordinates(latitude: number | null, longitude: number | null): string | null {
  return latitude === null || longitude === null ? null : `${latitude}, ${longitude}`;
}

function FieldRow({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div className="wb-field-row">
      <dt>{label}</dt>
      <dd>{orDash(value)}</dd>
    </div>
  );
}
