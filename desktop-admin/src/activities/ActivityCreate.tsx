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
import { LinkButton } from '../layout/LinkButton';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ParcelBreadcrumbs } from '../parcels/ParcelBreadcrumbs';
import { ParcelGate } from '../parcels/ParcelGate';
import { useParcel } from '../parcels/useParcel';
import { ActivityFields, EMPTY_ACTIVITY, type ActivityValues } from './ActivityFields';

/** /control/parcels/{code}/activities/create: a new entry on top of the parcel's history. */
export function ActivityCreate() {
  const code = useParams().id ?? '';
  useDocumentTitle(`Add activity ${code}`);
  const parcel = useParcel(code);
  return (
    <section className="wb-medium">
      <ParcelBreadcrumbs
        code={code}
        parent={{ label: 'History', to: parcelPaths.activities(code) }}
        current="Add activity"
      />
      <h1>Add activity</h1>
      <ParcelGate code={code} parcel={parcel}>
        {(found) => <ActivityCreateForm parcel={found} />}
      </ParcelGate>
    </section>
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
    send: (body) => create.mutateAsync({ body }),
    onSuccess: ({ message: added }) => {
      void showSuccess(added || 'Activity added');
      void navigate(parcelPaths.activities(parcel.tracking_code));
    },
  });
  const { register } = form;

  return (
    <Form form={form} onSubmit={onSubmit}>
      <ActivityFields register={register} />
      <CheckField
        label="Notify the recipient by e-mail"
        helperText={notifyHelp(parcel)}
        {...register('notify')}
      />
      <FormErrors />
      <FormSuccess message={message} />
      <div className="wb-form-actions">
        <SubmitButton text="Add activity" icon="add" fetching={fetching} />
        <LinkButton to={parcelPaths.activities(parcel.tracking_code)} minimal text="Cancel" />
      </div>
    </Form>
  );
}

function notifyHelp(parcel: Parcel): string {
  if (!parcel.recipient_email) {
    return 'This parcel has no recipient e-mail yet, so nobody is told: add one with Update.';
  }
  return `${parcel.recipient_email} gets this entry with a link to track the parcel, unless they unsubscribed or notifications are off in Mail Settings.`;
}
