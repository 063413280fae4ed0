import { useQueryClient } from '@tanstack/react-query';
import {
  listParcels,
  parcelUpdateSchema,
  trackParcel,
  updateParcel,
  type Parcel,
  type ParcelUpdatePayload,
} from '@waybill/shared';
import { useNavigate, useParams } from 'react-router';
import { parcelPaths } from '../app/paths';
import { setEndpointData, useEndpointMutation } from '../app/queries';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SubmitButton,
  showSuccess,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { LinkButton } from '../layout/LinkButton';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ParcelBreadcrumbs } from './ParcelBreadcrumbs';
import { ParcelGate } from './ParcelGate';
import { toFormText } from './format';
import { useParcel } from './useParcel';

/** Every editable field of the update form, as the inputs hold them. */
const TEXT_FIELDS = [
  'tracking_code',
  'recipient_name',
  'destination',
  'recipient_email',
  'recipient_phone_number',
  'current_location',
  'status',
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

type ParcelUpdateValues = Record<(typeof TEXT_FIELDS)[number], string> & { id: number };

function toValues(parcel: Parcel): ParcelUpdateValues {
  const values = { id: parcel.id } as ParcelUpdateValues;
  for (const field of TEXT_FIELDS) values[field] = toFormText(parcel[field]);
  return values;
}

/**
 * An optional field left empty validates to undefined, which JSON leaves out; it is sent as null
 * so the server clears it rather than keeping the old value.
 */
function withClearedFields(data: ParcelUpdatePayload): Record<string, unknown> {
  const payload: Record<string, unknown> = { id: data.id };
  for (const field of TEXT_FIELDS) payload[field] = data[field] ?? null;
  return payload;
}

/** /control/parcels/{code}/update: every field; an optional field left empty is cleared. */
export function ParcelUpdate() {
  const code = useParams().id ?? '';
  useDocumentTitle(`Update ${code}`);
  const parcel = useParcel(code, { fresh: true });
  return (
    <section>
      <ParcelBreadcrumbs code={code} current="Update" />
      <h1>Update parcel</h1>
      <ParcelGate code={code} parcel={parcel} loadingText="Fetching Data ...">
        {(found) => <ParcelUpdateForm parcel={found} />}
      </ParcelGate>
    </section>
  );
}

function ParcelUpdateForm({ parcel }: { parcel: Parcel }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(parcelUpdateSchema, { defaultValues: toValues(parcel) });
  const update = useEndpointMutation(updateParcel, { invalidates: [listParcels, trackParcel] });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    send: (data) => update.mutateAsync({ body: withClearedFields(data) }),
    onSuccess: ({ data: saved, message: updated }) => {
      setEndpointData(queryClient, trackParcel, { params: { code: saved.tracking_code } }, saved);
      void showSuccess(updated || 'Parcel updated');
      // The tracking code may have changed: go to the parcel under its new code.
      void navigate(parcelPaths.detail(saved.tracking_code));
    },
  });
  const { register } = form;

  return (
    <Form form={form} onSubmit={onSubmit}>
      <div className="wb-form-columns">
        <fieldset className="wb-fieldset">
          <legend>Parcel</legend>
          <Field label="Tracking code" autoComplete="off" {...register('tracking_code')} />
          <Field label="Status" optional {...register('status')} />
          <Field label="Current location" optional {...register('current_location')} />
          <Field label="Shipped via" optional {...register('shipped_via')} />
          <Field label="Weight" optional {...register('weight')} />
          <Field label="Parcel content" optional {...register('parcel_content')} />
          <Field label="Declared value" optional {...register('declared_value')} />
        </fieldset>
        <div>
          <fieldset className="wb-fieldset">
            <legend>Recipient</legend>
            <Field label="Recipient name" {...register('recipient_name')} />
            <Field label="Recipient email" type="email" optional {...register('recipient_email')} />
            <Field
              label="Recipient phone number"
              type="text"
              inputMode="tel"
              optional
              {...register('recipient_phone_number')}
            />
            <Field label="Destination" {...register('destination')} />
          </fieldset>
          <fieldset className="wb-fieldset">
            <legend>Sender</legend>
            <Field label="Sender name" optional {...register('sender_name')} />
            <Field label="Sender email" type="email" optional {...register('sender_email')} />
            <Field label="Pickup location" optional {...register('pickup_location')} />
          </fieldset>
          <fieldset className="wb-fieldset">
            <legend>Expected delivery</legend>
            <div className="wb-inline-fields">
              <Field
                label="Expected delivery from"
                type="date"
                optional
                {...register('min_expected_delivery_date')}
              />
              <Field
                label="Expected delivery by"
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
        <SubmitButton text="Save" icon="floppy-disk" fetching={fetching} />
        <LinkButton to={parcelPaths.detail(parcel.tracking_code)} minimal text="Cancel" />
      </div>
    </Form>
  );
}
