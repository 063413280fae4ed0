import {
  activityCreateSchema,
  createActivity,
  getParcelHistory,
  listOutbox,
  trackParcel,
  type Parcel,
} from '@waybill/shared';
import { useNavigate, useParams } from 'react-router';
import { parcelPaths } from '../app/paths';
import { useEndpointMutation } from '../app/queries';
import {
  CheckField,
  Form,
  FormErrors,
  FormSuccess,
  SubmitButton,
  showSuccess,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { t } from '../i18n/i18n';
import { useNotifyHelp } from './useNotifyHelp';
import { LinkButton } from '../layout/LinkButton';
import { EditScreen } from '../layout/EditScreen';
import { ParcelBreadcrumbs } from '../parcels/ParcelBreadcrumbs';
import { ParcelGate } from '../parcels/ParcelGate';
import { useParcel } from '../parcels/useParcel';
import { ActivityFields, EMPTY_ACTIVITY, type ActivityValues } from './ActivityFields';

/** /control/parcels/{code}/activities/create: a new entry on top of the parcel's history. */
export function ActivityCreate() {
  const code = useParams().id ?? '';
  const parcel = useParcel(code);
  return (
    <EditScreen
      title={t('activities.add')}
      documentTitle={t('activities.add.document_title', { code })}
      breadcrumbs={
        <ParcelBreadcrumbs
          code={code}
          parent={{ label: t('activities.history'), to: parcelPaths.activities(code) }}
          current={t('activities.add')}
        />
      }
      width="medium"
    >
      <ParcelGate code={code} parcel={parcel}>
        {(found) => <ActivityCreateForm parcel={found} />}
      </ParcelGate>
    </EditScreen>
  );
}

/**
 * A new entry may also be e-mailed to the recipient (docs/product.md §4.5); editing one never is.
 */
interface ActivityCreateValues extends ActivityValues {
  notify: boolean;
  parcel_id: number;
}

function ActivityCreateForm({ parcel }: { parcel: Parcel }) {
  const navigate = useNavigate();
  const form = useSchemaForm(activityCreateSchema, {
    defaultValues: {
      ...EMPTY_ACTIVITY,
      notify: true,
      parcel_id: parcel.id,
    } satisfies ActivityCreateValues,
  });
  // The new entry may be e-mailed: the outbox changes too.
  const create = useEndpointMutation(createActivity, {
    invalidates: [trackParcel, getParcelHistory, listOutbox],
  });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    successMessage: t('activities.add.done'),
    send: (body) => create.mutateAsync({ body }),
    onSuccess: () => {
      void showSuccess(t('activities.add.done'));
      void navigate(parcelPaths.activities(parcel.tracking_code));
    },
  });
  const { register } = form;
  const notifyHelp = useNotifyHelp(parcel);

  return (
    <Form form={form} onSubmit={onSubmit}>
      <ActivityFields register={register} />
      <CheckField label={t('activities.notify')} helperText={notifyHelp} {...register('notify')} />
      <FormErrors />
      <FormSuccess message={message} />
      <div className="wb-form-actions">
        <SubmitButton text={t('activities.add')} icon="add" fetching={fetching} />
        <LinkButton
          to={parcelPaths.activities(parcel.tracking_code)}
          minimal
          text={t('activities.cancel')}
        />
      </div>
    </Form>
  );
}
