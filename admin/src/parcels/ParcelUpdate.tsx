import { useQueryClient } from '@tanstack/react-query';
import {
  ADDRESS_FIELDS,
  listParcels,
  phoneForDisplay,
  parcelCreateFieldsSchema,
  parcelUpdateSchema,
  trackParcel,
  updateParcel,
  type Parcel,
} from '@waybill/shared';
import { useNavigate } from 'react-router';
import { parcelPaths } from '../app/paths';
import { setEndpointData, useEndpointMutation } from '../app/queries';
import {
  CheckField,
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SubmitButton,
  showSuccess,
  useFormSubmit,
  useSchemaForm,
  type SchemaOutput,
} from '../forms';
import { t } from '../i18n/i18n';
import { LinkButton } from '../layout/LinkButton';
import { PlaceField } from '../places/PlaceField';
import { ParcelEditScreen } from './ParcelGate';
import { StageField } from './StageField';
import { toFormText } from './format';
import { LOCATION_FIELDS, locationField, type LocationField } from './location-fields';
import { AddressFields } from './AddressFields';

/** Every editable field of the update form, as the inputs hold them. */
const TEXT_FIELDS = [
  ...ADDRESS_FIELDS,
  'sender_phone_number',
  'tracking_code',
  'recipient_name',
  'destination',
  'recipient_email',
  'recipient_phone_number',
  'current_location',
  'status',
  'stage',
  'weight',
  'shipped_via',
  'sender_name',
  'sender_email',
  'pickup_location',
  'parcel_content',
  'declared_value',
  'min_expected_delivery_date',
  'max_expected_delivery_date',
] as const;

/** The markers' coordinates: set only by choosing a place in a location field. */
const COORDINATE_FIELDS = LOCATION_FIELDS.flatMap(({ latitude, longitude }) => [
  latitude,
  longitude,
]);
type CoordinateField = LocationField['latitude' | 'longitude'];

/** The edit form's fields, and the coordinates of a place chosen in it. */
const updateFormSchema = parcelUpdateSchema.extend(
  parcelCreateFieldsSchema.pick({
    map_current_latitude: true,
    map_current_longitude: true,
    map_pickup_latitude: true,
    map_pickup_longitude: true,
    map_destination_latitude: true,
    map_destination_longitude: true,
  }).shape,
);
type UpdateFormPayload = SchemaOutput<typeof updateFormSchema>;

type ParcelUpdateValues = Record<(typeof TEXT_FIELDS)[number] | CoordinateField, string> & {
  id: number;
  handover_code_required: boolean;
};

function toValues(parcel: Parcel): ParcelUpdateValues {
  const values = {
    id: parcel.id,
    handover_code_required: parcel.handover_code_required ?? false,
  } as ParcelUpdateValues;
  for (const field of TEXT_FIELDS) values[field] = toFormText(parcel[field]);
  for (const field of COORDINATE_FIELDS) values[field] = '';
  // A phone reads as written in its side's country; the server reads it back there.
  for (const side of ['recipient', 'sender'] as const) {
    const phone = parcel[`${side}_phone_number`];
    if (phone) values[`${side}_phone_number`] = phoneForDisplay(phone, parcel[`${side}_country`]);
  }
  return values;
}

/**
 * An optional field left empty validates to undefined, which JSON leaves out; it is sent as null
 * so the server clears it rather than keeping the old value. Coordinates are sent only for a
 * place chosen: a marker is never moved or cleared by editing its name's text.
 */
function withClearedFields(data: UpdateFormPayload): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    id: data.id,
    handover_code_required: data.handover_code_required ?? false,
  };
  for (const field of TEXT_FIELDS) payload[field] = data[field] ?? null;
  for (const field of COORDINATE_FIELDS) {
    if (data[field] !== undefined) payload[field] = data[field];
  }
  return payload;
}

/** The location field of `name` in this form. */
function LocationPlaceField({ name }: { name: LocationField['name'] }) {
  const field = locationField(name);
  return (
    <PlaceField
      label={t(field.label)}
      name={field.name}
      latitude={field.latitude}
      longitude={field.longitude}
      optional={field.optional}
    />
  );
}

/** /control/parcels/{code}/update: every field; an optional field left empty is cleared. */
export function ParcelUpdate() {
  return (
    <ParcelEditScreen
      title={t('parcels.update.title')}
      crumb={t('parcels.action.update')}
      documentTitle={(code) => t('parcels.update.document_title', { code })}
    >
      {(found) => <ParcelUpdateForm parcel={found} />}
    </ParcelEditScreen>
  );
}

function ParcelUpdateForm({ parcel }: { parcel: Parcel }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(updateFormSchema, { defaultValues: toValues(parcel) });
  const update = useEndpointMutation(updateParcel, { invalidates: [listParcels, trackParcel] });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    successMessage: t('parcels.update.done'),
    send: (data) => update.mutateAsync({ body: withClearedFields(data) }),
    onSuccess: ({ data: saved }) => {
      setEndpointData(queryClient, trackParcel, { params: { code: saved.tracking_code } }, saved);
      void showSuccess(t('parcels.update.done'));
      // The tracking code may have changed: go to the parcel under its new code.
      void navigate(parcelPaths.detail(saved.tracking_code));
    },
  });
  const { register } = form;

  return (
    <Form form={form} onSubmit={onSubmit}>
      <div className="wb-form-columns">
        <fieldset className="wb-fieldset">
          <legend>{t('parcels.update.parcel')}</legend>
          <Field
            label={t('parcels.field.tracking_code')}
            autoComplete="off"
            {...register('tracking_code')}
          />
          <Field label={t('parcels.field.status')} optional {...register('status')} />
          <StageField />
          <LocationPlaceField name="current_location" />
          <Field label={t('parcels.field.shipped_via')} optional {...register('shipped_via')} />
          <Field label={t('parcels.field.weight')} optional {...register('weight')} />
          <Field
            label={t('parcels.field.parcel_content')}
            optional
            {...register('parcel_content')}
          />
          <Field
            label={t('parcels.field.declared_value')}
            optional
            {...register('declared_value')}
          />
          <CheckField
            label={t('parcels.field.handover_code_required')}
            helperText={t('parcels.field.handover_code_help')}
            {...register('handover_code_required')}
          />
        </fieldset>
        <div>
          <fieldset className="wb-fieldset">
            <legend>{t('parcels.update.recipient')}</legend>
            <AddressFields side="recipient" cityRequired={false} />
          </fieldset>
          <fieldset className="wb-fieldset">
            <legend>{t('parcels.update.sender')}</legend>
            <AddressFields side="sender" cityRequired={false} />
          </fieldset>
          <fieldset className="wb-fieldset">
            <legend>{t('parcels.update.expected_delivery')}</legend>
            <div className="wb-inline-fields">
              <Field
                label={t('parcels.field.min_expected_delivery_date')}
                type="date"
                optional
                {...register('min_expected_delivery_date')}
              />
              <Field
                label={t('parcels.field.max_expected_delivery_date')}
                type="date"
                optional
                {...register('max_expected_delivery_date')}
              />
            </div>
          </fieldset>
        </div>
      </div>
      <FormErrors />
      <FormSuccess message={message} />
      <div className="wb-form-actions">
        <SubmitButton text={t('parcels.save')} icon="floppy-disk" fetching={fetching} />
        <LinkButton
          to={parcelPaths.detail(parcel.tracking_code)}
          minimal
          text={t('parcels.cancel')}
        />
      </div>
    </Form>
  );
}
