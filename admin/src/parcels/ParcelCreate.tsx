import {
  ADDRESS_FIELDS,
  createParcel,
  listParcels,
  parcelCreateFieldsSchema,
  requiredText,
} from '@waybill/shared';
import { useNavigate } from 'react-router';
import { PARCELS, parcelPaths } from '../app/paths';
import { useEndpointMutation } from '../app/queries';
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
} from '../forms';
import { t } from '../i18n/i18n';
import { LinkButton } from '../layout/LinkButton';
import { EditScreen } from '../layout/EditScreen';
import { PlaceField } from '../places/PlaceField';
import { ParcelBreadcrumbs } from './ParcelBreadcrumbs';
import { AddressFields } from './AddressFields';
import { locationField } from './location-fields';
import { StageField } from './StageField';

/** The create form's fields: the recipient's city names where the parcel goes. */
const createFormSchema = parcelCreateFieldsSchema.extend({ recipient_city: requiredText() });

/** What the create form starts with: the coordinates are filled only by choosing a place. */
const EMPTY = {
  tracking_code: '',
  recipient_name: '',
  recipient_email: '',
  recipient_phone_number: '',
  sender_name: '',
  sender_email: '',
  sender_phone_number: '',
  ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])),
  current_location: '',
  status: '',
  stage: '',
  map_current_latitude: '',
  map_current_longitude: '',
  map_pickup_latitude: '',
  map_pickup_longitude: '',
  map_destination_latitude: '',
  map_destination_longitude: '',
  handover_code_required: false,
};

const CURRENT = locationField('current_location');

/**
 * /control/parcels/create.html: the recipient's and the sender's addresses (a city is a place
 * search: a chosen place brings its country and its marker's coordinates, a known name typed gets
 * them from the server), optionally the current location, a tracking code the server makes when
 * left empty, the status and its stage, whether the courier must be given a handover code; the
 * rest is set on the update screen.
 */
export function ParcelCreate() {
  const navigate = useNavigate();
  const form = useSchemaForm(createFormSchema, { defaultValues: EMPTY });
  const create = useEndpointMutation(createParcel, { invalidates: [listParcels] });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    // Unticked is the server's default: the create sends only what staff chose.
    send: ({ handover_code_required, ...body }) =>
      create.mutateAsync({
        body: handover_code_required ? { ...body, handover_code_required } : body,
      }),
    successMessage: ({ data }) => t('parcels.create.done', { code: data.tracking_code }),
    onSuccess: ({ data }) => {
      // The code may be one the server made: staff see it at once, and on the parcel's page.
      void showSuccess(t('parcels.create.done', { code: data.tracking_code }));
      void navigate(parcelPaths.detail(data.tracking_code));
    },
  });
  const { register } = form;

  return (
    <EditScreen
      title={t('parcels.create.title')}
      documentTitle={t('parcels.create.document_title')}
      breadcrumbs={<ParcelBreadcrumbs current={t('parcels.create.title')} />}
    >
      <Form form={form} onSubmit={onSubmit}>
        <Field
          label={t('parcels.field.tracking_code')}
          optional
          autoComplete="off"
          helperText={t('parcels.create.code_help')}
          {...register('tracking_code')}
        />
        <div className="wb-form-columns">
          <fieldset className="wb-fieldset">
            <legend>{t('parcels.update.recipient')}</legend>
            <AddressFields side="recipient" cityRequired />
          </fieldset>
          <fieldset className="wb-fieldset">
            <legend>{t('parcels.update.sender')}</legend>
            <AddressFields side="sender" cityRequired={false} />
          </fieldset>
        </div>
        <PlaceField
          label={t(CURRENT.label)}
          name={CURRENT.name}
          latitude={CURRENT.latitude}
          longitude={CURRENT.longitude}
          optional
        />
        <Field label={t('parcels.field.status')} optional {...register('status')} />
        <StageField />
        {/* Known before the parcel goes out: its code is e-mailed when it does (§4.12). */}
        <CheckField
          label={t('parcels.field.handover_code_required')}
          helperText={t('parcels.field.handover_code_help')}
          {...register('handover_code_required')}
        />
        <FormErrors />
        <FormSuccess message={message} />
        <SubmitButton text={t('parcels.create.submit')} icon="plus" fetching={fetching} fill />
      </Form>
      <div className="wb-form-links">
        <LinkButton to={PARCELS} icon="arrow-left" minimal text={t('parcels.back')} />
      </div>
    </EditScreen>
  );
}
