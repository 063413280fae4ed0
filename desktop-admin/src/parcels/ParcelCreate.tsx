import { createParcel, listParcels, parcelCreateSchema } from '@waybill/shared';
import { useNavigate } from 'react-router';
import { PARCELS, parcelPaths } from '../app/paths';
import { useEndpointMutation } from '../app/queries';
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
import { t } from '../i18n/i18n';
import { LinkButton } from '../layout/LinkButton';
import { EditScreen } from '../layout/EditScreen';
import { PlaceField } from '../places/PlaceField';
import { ParcelBreadcrumbs } from './ParcelBreadcrumbs';
import { LOCATION_FIELDS } from './location-fields';
import { StageField } from './StageField';

/** What the create form starts with: the coordinates are filled only by choosing a place. */
const EMPTY = {
  tracking_code: '',
  recipient_name: '',
  destination: '',
  pickup_location: '',
  current_location: '',
  status: '',
  stage: '',
  map_current_latitude: '',
  map_current_longitude: '',
  map_pickup_latitude: '',
  map_pickup_longitude: '',
  map_destination_latitude: '',
  map_destination_longitude: '',
};

/**
 * /control/parcels/create.html: the recipient, the destination and optionally the pickup and
 * current locations (each a place search: a chosen place brings its marker's coordinates, a known
 * name typed gets them from the server), a tracking code the server makes when left empty, the
 * status and its stage; the rest is set on the update screen.
 */
export function ParcelCreate() {
  const navigate = useNavigate();
  const form = useSchemaForm(parcelCreateSchema, { defaultValues: EMPTY });
  const create = useEndpointMutation(createParcel, { invalidates: [listParcels] });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    send: (body) => create.mutateAsync({ body }),
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
      width="narrow"
    >
      <Form form={form} onSubmit={onSubmit}>
        <Field
          label={t('parcels.field.tracking_code')}
          optional
          autoComplete="off"
          helperText={t('parcels.create.code_help')}
          {...register('tracking_code')}
        />
        <Field
          label={t('parcels.field.recipient_name')}
          autoComplete="off"
          {...register('recipient_name')}
        />
        {LOCATION_FIELDS.map(({ name, latitude, longitude, label, optional }) => (
          <PlaceField
            key={name}
            label={t(label)}
            name={name}
            latitude={latitude}
            longitude={longitude}
            optional={optional}
            helperText={name === 'destination' ? t('places.field_help') : undefined}
          />
        ))}
        <Field label={t('parcels.field.status')} optional {...register('status')} />
        <StageField />
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
