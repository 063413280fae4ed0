import { NonIdealState } from '@blueprintjs/core';
import {
  activityUpdateSchema,
  getActivity,
  getParcelHistory,
  listParcels,
  trackParcel,
  updateActivity,
  type Activity,
  type Parcel,
  ltrText,
  typedText,
} from '@waybill/shared';
import { useNavigate, useParams } from 'react-router';
import { parcelPaths } from '../app/paths';
import { notFoundText } from '../app/problems';
import { useEndpointMutation, useRecord } from '../app/queries';
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
import { LinkButton } from '../layout/LinkButton';
import { LoadGate } from '../layout/LoadGate';
import { EditScreen } from '../layout/EditScreen';
import { ParcelBreadcrumbs } from '../parcels/ParcelBreadcrumbs';
import { ParcelGate } from '../parcels/ParcelGate';
import { useParcel } from '../parcels/useParcel';
import { ActivityDeleteButton } from './ActivityDeleteButton';
import { ActivityFields, activityValues, type ActivityValues } from './ActivityFields';

/** /control/parcels/{code}/activities/{aid}: edit or delete one history entry. */
export function ActivityEdit() {
  const params = useParams();
  const code = params.id ?? '';
  const activityId = params.aid ?? '';
  const parcel = useParcel(code, { fresh: true });
  return (
    <EditScreen
      title={t('activities.edit')}
      documentTitle={t('activities.edit.document_title', { code })}
      breadcrumbs={
        <ParcelBreadcrumbs
          code={code}
          parent={{ label: t('activities.history'), to: parcelPaths.activities(code) }}
          current={t('activities.edit')}
        />
      }
      width="medium"
    >
      <ParcelGate code={code} parcel={parcel} loadingText={t('parcels.fetching')}>
        {(found) =>
          /^\d+$/.test(activityId) ? (
            <ActivityLoader parcel={found} activityId={Number(activityId)} />
          ) : (
            <ActivityNotFound code={found.tracking_code} />
          )
        }
      </ParcelGate>
    </EditScreen>
  );
}

function ActivityLoader({ parcel, activityId }: { parcel: Parcel; activityId: number }) {
  const activity = useRecord(getActivity, { params: { id: activityId } }, { fresh: true });
  return (
    <LoadGate
      loader={activity}
      what={t('activities.the_entry')}
      notFound={<ActivityNotFound code={parcel.tracking_code} />}
    >
      {(found) =>
        // An entry of another parcel is not edited under this parcel's address.
        found.parcel_id === parcel.id ? (
          <ActivityEditForm parcel={parcel} activity={found} />
        ) : (
          <ActivityNotFound code={parcel.tracking_code} />
        )
      }
    </LoadGate>
  );
}

function ActivityNotFound({ code }: { code: string }) {
  return (
    <NonIdealState
      icon="search"
      title={notFoundText()}
      description={t('activities.not_found')}
      action={
        <LinkButton
          to={parcelPaths.activities(code)}
          icon="arrow-left"
          text={t('activities.back_to_history')}
        />
      }
    />
  );
}

type ActivityEditValues = ActivityValues & {
  id: number;
  parcel_id: number;
  restore_parcel: boolean;
};

function ActivityEditForm({ parcel, activity }: { parcel: Parcel; activity: Activity }) {
  const navigate = useNavigate();
  const historyPath = parcelPaths.activities(parcel.tracking_code);
  const form = useSchemaForm(activityUpdateSchema, {
    defaultValues: {
      ...activityValues(activity),
      id: activity.id,
      parcel_id: parcel.id,
      restore_parcel: false,
    } satisfies ActivityEditValues,
  });
  // The newest entry may also put the parcel back where its update found it, when it kept where
  // that was (an entry added on its own, or put back already, did not: the server would say 409).
  const offersPutBack = parcel.history.data[0]?.id === activity.id && activity.restorable;
  const update = useEndpointMutation(updateActivity, {
    invalidates: [getActivity, trackParcel, getParcelHistory, listParcels],
  });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    successMessage: t('activities.edit.done'),
    send: (body) => update.mutateAsync({ body }),
    onSuccess: () => {
      void showSuccess(t('activities.edit.done'));
      void navigate(historyPath);
    },
  });

  return (
    <Form form={form} onSubmit={onSubmit}>
      <ActivityFields register={form.register} />
      {offersPutBack && (
        <CheckField label={t('activities.restore')} {...form.register('restore_parcel')} />
      )}
      <FormErrors />
      <FormSuccess message={message} />
      <div className="wb-form-actions">
        <SubmitButton text={t('activities.save')} icon="floppy-disk" fetching={fetching} />
        <LinkButton to={historyPath} minimal text={t('activities.cancel')} />
        <span className="wb-spacer" />
        <ActivityDeleteButton
          activityId={activity.id}
          offersPutBack={offersPutBack}
          confirmText={t('activities.confirm_delete', {
            title: typedText(activity.title),
            code: ltrText(parcel.tracking_code),
          })}
          onDeleted={() => void navigate(historyPath, { replace: true })}
        />
      </div>
    </Form>
  );
}
