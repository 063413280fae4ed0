import { Button, Card } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  listParcels,
  MAP_ZOOM_MAX,
  MAP_ZOOM_MIN,
  parcelMapSchema,
  parcelUpdateSchema,
  placeLabel,
  problem,
  SHOW_MAP,
  trackParcel,
  updateParcel,
  type Parcel,
  type Problem,
} from '@waybill/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { parcelPaths } from '../app/paths';
import { setEndpointData, useEndpointMutation } from '../app/queries';
import { useSiteConfig } from '../app/useGraph';
import {
  ChoiceField,
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SelectField,
  SubmitButton,
  showSuccess,
  useFormSubmit,
  useSchemaForm,
  type SchemaOutput,
} from '../forms';
import type { AdminMessageKey } from '../i18n/keys';
import { t } from '../i18n/i18n';
import { LinkButton } from '../layout/LinkButton';
import { LazyMapPicker } from '../map/LazyMapPicker';
import {
  MARKER_KINDS,
  MARKER_LETTERS,
  markerLabel,
  parsePosition,
  type MarkerKind,
  type MarkerPositions,
  type Position,
} from '../map/marker-kinds';
import { MapPlaceSearch } from '../places/MapPlaceSearch';
import { PlaceField } from '../places/PlaceField';
import { ParcelEditScreen } from './ParcelGate';
import { toFormText } from './format';
import { locationField, type LocationField } from './location-fields';

/** Used when the server has not sent its tile settings (the graph failed to load). */
const FALLBACK_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; OpenStreetMap contributors',
};

/** The map form, with each marker's location name (a place chosen names it and places it). */
const mapFormSchema = parcelMapSchema.extend(
  parcelUpdateSchema.pick({ destination: true, pickup_location: true, current_location: true })
    .shape,
);
type MapFormPayload = SchemaOutput<typeof mapFormSchema>;

interface MapValues {
  id: number;
  show_map: string;
  destination: string;
  pickup_location: string;
  current_location: string;
  map_zoom: string;
  map_current_latitude: string;
  map_current_longitude: string;
  map_pickup_latitude: string;
  map_pickup_longitude: string;
  map_destination_latitude: string;
  map_destination_longitude: string;
}

/** Each marker's location name and coordinate fields. */
const FIELDS: Record<MarkerKind, LocationField> = {
  current: locationField('current_location'),
  pickup: locationField('pickup_location'),
  destination: locationField('destination'),
};

const FIELD_LABELS: Record<MarkerKind, { latitude: AdminMessageKey; longitude: AdminMessageKey }> =
  {
    current: {
      latitude: 'parcels.map.current_latitude',
      longitude: 'parcels.map.current_longitude',
    },
    pickup: { latitude: 'parcels.map.pickup_latitude', longitude: 'parcels.map.pickup_longitude' },
    destination: {
      latitude: 'parcels.map.destination_latitude',
      longitude: 'parcels.map.destination_longitude',
    },
  };

function toValues(parcel: Parcel): MapValues {
  return {
    id: parcel.id,
    show_map: parcel.show_map,
    destination: parcel.destination,
    pickup_location: toFormText(parcel.pickup_location),
    current_location: toFormText(parcel.current_location),
    map_zoom: toFormText(parcel.map_zoom),
    map_current_latitude: toFormText(parcel.map_current_latitude),
    map_current_longitude: toFormText(parcel.map_current_longitude),
    map_pickup_latitude: toFormText(parcel.map_pickup_latitude),
    map_pickup_longitude: toFormText(parcel.map_pickup_longitude),
    map_destination_latitude: toFormText(parcel.map_destination_latitude),
    map_destination_longitude: toFormText(parcel.map_destination_longitude),
  };
}

/** A marker is given whole or not at all: the half left blank is asked for. */
function checkPairs(data: MapFormPayload): Problem[] {
  return MARKER_KINDS.flatMap((kind) => {
    const { latitude, longitude } = FIELDS[kind];
    if ((data[latitude] === undefined) === (data[longitude] === undefined)) return [];
    const missing = data[latitude] === undefined ? latitude : longitude;
    return [problem('field.required', { field: missing })];
  });
}

/**
 * An optional name or marker left empty validates to undefined, which JSON leaves out: it is sent
 * as null, so the server clears it (a marker cleared here is gone, not kept as it was).
 */
function withClearedFields(data: MapFormPayload): Record<string, unknown> {
  const { current, pickup, destination } = FIELDS;
  const optional = [
    'pickup_location',
    'current_location',
    current.latitude,
    current.longitude,
    pickup.latitude,
    pickup.longitude,
    destination.latitude,
    destination.longitude,
  ] as const;
  return { ...data, ...Object.fromEntries(optional.map((field) => [field, data[field] ?? null])) };
}

function parseZoom(value: string): number | null {
  const zoom = Number(value);
  return value.trim() !== '' &&
    Number.isInteger(zoom) &&
    zoom >= MAP_ZOOM_MIN &&
    zoom <= MAP_ZOOM_MAX
    ? zoom
    : null;
}

/**
 * /control/parcels/{code}/update-map: the map form (docs/product.md §4.4) beside a map to click and
 * drag on.
 */
export function ParcelMapUpdate() {
  return (
    <ParcelEditScreen
      title={t('parcels.action.update_map')}
      documentTitle={(code) => t('parcels.map.document_title', { code })}
    >
      {(found) => <ParcelMapForm parcel={found} />}
    </ParcelEditScreen>
  );
}

function ParcelMapForm({ parcel }: { parcel: Parcel }) {
  const navigate = useNavigate();
  const site = useSiteConfig();
  const queryClient = useQueryClient();
  const [active, setActive] = useState<MarkerKind>('current');
  const form = useSchemaForm(mapFormSchema, { defaultValues: toValues(parcel) });
  const { register, setValue, control } = form;
  const values = useWatch({ control });
  const update = useEndpointMutation(updateParcel, { invalidates: [listParcels, trackParcel] });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    successMessage: t('parcels.map.done'),
    check: checkPairs,
    send: (body) => update.mutateAsync({ body: withClearedFields(body) }),
    onSuccess: ({ data: saved }) => {
      setEndpointData(queryClient, trackParcel, { params: { code: saved.tracking_code } }, saved);
      void showSuccess(t('parcels.map.done'));
      void navigate(parcelPaths.detail(saved.tracking_code));
    },
  });

  const positions: MarkerPositions = {
    current: parsePosition(values.map_current_latitude ?? '', values.map_current_longitude ?? ''),
    pickup: parsePosition(values.map_pickup_latitude ?? '', values.map_pickup_longitude ?? ''),
    destination: parsePosition(
      values.map_destination_latitude ?? '',
      values.map_destination_longitude ?? '',
    ),
  };

  const setPosition = (kind: MarkerKind, position: Position | null) => {
    const options = { shouldDirty: true };
    setValue(FIELDS[kind].latitude, position ? String(position[0]) : '', options);
    setValue(FIELDS[kind].longitude, position ? String(position[1]) : '', options);
  };

  return (
    <div className="wb-map-layout">
      <Form form={form} onSubmit={onSubmit}>
        <div className="wb-inline-fields">
          <SelectField
            label={t('parcels.detail.show_map')}
            options={SHOW_MAP.map((value) => ({
              value,
              label: t(value === 'yes' ? 'parcels.map.yes' : 'parcels.map.no'),
            }))}
            fill
            helperText={t('parcels.map.show_map_help')}
            {...register('show_map')}
          />
          <Field
            label={t('parcels.detail.zoom')}
            type="number"
            min={MAP_ZOOM_MIN}
            max={MAP_ZOOM_MAX}
            helperText={t('parcels.map.zoom_help', { min: MAP_ZOOM_MIN, max: MAP_ZOOM_MAX })}
            optional
            {...register('map_zoom')}
          />
        </div>
        {MARKER_KINDS.map((kind) => (
          <fieldset key={kind} className="wb-fieldset">
            <legend>
              <span className={`wb-marker-key wb-marker-key--${kind}`} aria-hidden="true">
                {MARKER_LETTERS[kind]}
              </span>{' '}
              {markerLabel(kind)}
              {positions[kind] && (
                <Button
                  variant="minimal"
                  size="small"
                  icon="cross"
                  text={t('parcels.map.clear')}
                  aria-label={t('parcels.map.clear_marker', { marker: markerLabel(kind) })}
                  className="wb-legend-action"
                  onClick={() => setPosition(kind, null)}
                />
              )}
            </legend>
            <PlaceField
              label={t(FIELDS[kind].label)}
              name={FIELDS[kind].name}
              latitude={FIELDS[kind].latitude}
              longitude={FIELDS[kind].longitude}
              optional={FIELDS[kind].optional}
              clearCoordinatesOnType={false}
            />
            <div className="wb-inline-fields">
              <Field
                label={t(FIELD_LABELS[kind].latitude)}
                type="number"
                min={-90}
                max={90}
                optional
                {...register(FIELDS[kind].latitude)}
              />
              <Field
                label={t(FIELD_LABELS[kind].longitude)}
                type="number"
                min={-180}
                max={180}
                optional
                {...register(FIELDS[kind].longitude)}
              />
            </div>
          </fieldset>
        ))}
        <FormErrors />
        <FormSuccess message={message} />
        <div className="wb-form-actions">
          <SubmitButton text={t('parcels.map.submit')} icon="floppy-disk" fetching={fetching} />
          <LinkButton
            to={parcelPaths.detail(parcel.tracking_code)}
            minimal
            text={t('parcels.cancel')}
          />
        </div>
      </Form>

      <Card className="wb-map-card">
        <MapPlaceSearch
          marker={markerLabel(active)}
          onChoose={(place) => {
            setPosition(active, [place.latitude, place.longitude]);
            setValue(FIELDS[active].name, placeLabel(place), { shouldDirty: true });
          }}
        />
        <ChoiceField
          label={t('parcels.map.click_places')}
          name="marker"
          value={active}
          onChange={(event) => setActive(event.currentTarget.value as MarkerKind)}
          options={MARKER_KINDS.map((kind) => ({
            value: kind,
            label: markerLabel(kind),
            visual: (
              <span className={`wb-marker-key wb-marker-key--${kind}`}>{MARKER_LETTERS[kind]}</span>
            ),
          }))}
        />
        <div role="region" aria-label={t('map.region')} className="wb-map-region">
          <LazyMapPicker
            positions={positions}
            active={active}
            zoom={parseZoom(values.map_zoom ?? '')}
            tileUrl={site ? site.map_tile_url || null : FALLBACK_TILES.url}
            attribution={site ? site.map_tile_attribution : FALLBACK_TILES.attribution}
            onPlace={setPosition}
            onZoom={(zoom) => setValue('map_zoom', String(zoom), { shouldDirty: true })}
          />
        </div>
        <p className="wb-muted wb-map-hint">{t('parcels.map.hint')}</p>
      </Card>
    </div>
  );
}
