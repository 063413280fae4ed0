import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  activityDeleteSchema,
  activityUpdateSchema,
  type Activity,
  type Parcel,
} from '@waybill/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { api } from '../app/api';
import { parcelPaths } from '../app/paths';
import {
  DeleteButton,
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
import { ActivityFields, activityValues, type ActivityValues } from './ActivityFields';

type ActivityLoad =
  | { status: 'loading' }
  | { status: 'found'; activity: Activity }
  | { status: 'missing' }
  | { status: 'failed'; errors: string[] };

function useActivity(activityId: string): ActivityLoad {
  const [load, setLoad] = useState<ActivityLoad>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setLoad({ status: 'loading' });
    if (!/^\d+$/.test(activityId)) {
      setLoad({ status: 'missing' });
      return;
    }
    void api.get<Activity>(`/api/activities/${activityId}`).then((result) => {
      if (cancelled) return;
      if (result.status === 404) setLoad({ status: 'missing' });
      else if (result.errors.length > 0 || !result.data) {
        setLoad({
          status: 'failed',
          errors: result.errors.length > 0 ? result.errors : ['Request failed'],
        });
      } else setLoad({ status: 'found', activity: result.data });
    });
    return () => {
      cancelled = true;
    };
  }, [activityId]);
  return load;
}

/** /control/parcels/{code}/activities/{aid}: edit or delete one history entry. */
export function ActivityEdit() {
  const params = useParams();
  const code = params.id ?? '';
  const activityId = params.aid ?? '';
  useDocumentTitle(`Edit activity ${code}`);
  const parcel = useParcel(code);
  const activity = useActivity(activityId);
  return (
    <section className="wb-medium">
      <ParcelBreadcrumbs
        code={code}
        parent={{ label: 'History', to: parcelPaths.activities(code) }}
        current="Edit activity"
      />
      <h1>Edit activity</h1>
      <ParcelGate code={code} parcel={parcel} loadingText="Fetching Data ...">
        {(found) => <ActivityLoaded parcel={found} load={activity} />}
      </ParcelGate>
    </section>
  );
}

function ActivityLoaded({ parcel, load }: { parcel: Parcel; load: ActivityLoad }) {
  switch (load.status) {
    case 'loading':
      return (
        <div className="wb-center wb-fetching" role="status">
          <Spinner size={24} />
          <span>Fetching Data ...</span>
        </div>
      );
    case 'failed':
      return (
        <Callout intent="danger" role="alert">
          {load.errors[0]}
        </Callout>
      );
    case 'missing':
      return <ActivityNotFound code={parcel.tracking_code} />;
    case 'found':
      // An entry of another parcel is not edited under this parcel's address.
      return load.activity.parcel_id === parcel.id ? (
        <ActivityEditForm parcel={parcel} activity={load.activity} />
      ) : (
        <ActivityNotFound code={parcel.tracking_code} />
      );
  }
}

function ActivityNotFound({ code }: { code: string }) {
  return (
    <NonIdealState
      icon="search"
      title="Not Found"
      description="This parcel has no such history entry."
      action={
        <LinkButton to={parcelPaths.activities(code)} icon="arrow-left" text="Back to history" />
      }
    />
  );
}

function ActivityEditForm({ parcel, activity }: { parcel: Parcel; activity: Activity }) {
  const navigate = useNavigate();
  const historyPath = parcelPaths.activities(parcel.tracking_code);
  const { register, handleSubmit } = useForm<ActivityValues>({
    defaultValues: activityValues(activity),
  });
  const { submit, fetching, errors, message } = useSubmit(activityUpdateSchema, (data) =>
    api.sendJson<Activity>('/api/activities', data, 'PATCH'),
  );

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit({ ...values, id: activity.id, parcel_id: parcel.id });
    if (succeeded(result)) {
      void showSuccess(result.message || 'Activity updated');
      void navigate(historyPath);
    }
  });

  return (
    <Form onSubmit={onSubmit}>
      <ActivityFields register={register} />
      <FormErrors errors={errors} />
      <FormSuccess message={message} />
      <div className="wb-form-actions">
        <SubmitButton text="Save" icon="floppy-disk" fetching={fetching} />
        <LinkButton to={historyPath} minimal text="Cancel" />
        <span className="wb-spacer" />
        <DeleteButton
          schema={activityDeleteSchema}
          values={{ id: activity.id }}
          send={(data) => api.sendJson('/api/activities', data, 'DELETE')}
          onDeleted={(result) => {
            void showSuccess(result.message || 'Activity deleted');
            void navigate(historyPath, { replace: true });
          }}
        />
      </div>
    </Form>
  );
}
