import { activityCreateSchema, type Activity, type Parcel } from '@waybill/shared';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { api } from '../app/api';
import { parcelPaths } from '../app/paths';
import {
  Form,
  FormErrors,
  FormSuccess,
  SubmitButton,
  showSuccess,
  succeeded,
  useSubmit,
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

function ActivityCreateForm({ parcel }: { parcel: Parcel }) {
  const navigate = useNavigate();
  const { register, handleSubmit } = useForm<ActivityValues>({ defaultValues: EMPTY_ACTIVITY });
  const { submit, fetching, errors, message } = useSubmit(activityCreateSchema, (data) =>
    api.sendJson<Activity>('/api/activities', data),
  );

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit({ ...values, parcel_id: parcel.id });
    if (succeeded(result)) {
      void showSuccess(result.message || 'Activity added');
      void navigate(parcelPaths.activities(parcel.tracking_code));
    }
  });

  return (
    <Form onSubmit={onSubmit}>
      <ActivityFields register={register} />
      <FormErrors errors={errors} />
      <FormSuccess message={message} />
      <div className="wb-form-actions">
        <SubmitButton text="Add activity" icon="add" fetching={fetching} />
        <LinkButton to={parcelPaths.activities(parcel.tracking_code)} minimal text="Cancel" />
      </div>
    </Form>
  );
}
