import {
  ACTIVITY_COLORS,
  ACTIVITY_ICONS,
  STAGE_ACTIVITY_LOOKS,
  addParcelUpdate,
  getParcelHistory,
  isParcelStage,
  listOutbox,
  listParcels,
  listUpdateStatuses,
  parcelUpdateAddSchema,
  trackParcel,
  type Parcel,
  type ParcelUpdateAddPayload,
  type StatusStage,
} from '@waybill/shared';
import { useEffect, useId, useMemo } from 'react';
import { type Answer, useEndpointQuery, useEndpointMutation } from '../app/queries';
import { activityColorLabel, activityIconLabel } from '../activities/activity-style';
import { useNotifyHelp } from '../activities/useNotifyHelp';
import {
  CheckField,
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SelectField,
  SubmitButton,
  TextAreaField,
  showSuccess,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { t } from '../i18n/i18n';
import { PlaceField } from '../places/PlaceField';
import { stageOptions } from './StageField';

/** The form's values as the inputs hold them; empty ones are "not given" to the schema. */
interface UpdateValues {
  stage: string;
  status: string;
  location: string;
  latitude: string;
  longitude: string;
  note: string;
  notify: boolean;
  title: string;
  icon: string;
  color: string;
}

/** The fields a chosen stage fills. */
const FILLED_FIELDS = ['status', 'icon', 'color'] as const;
type FilledField = (typeof FILLED_FIELDS)[number];

const EMPTY: UpdateValues = {
  stage: '',
  status: '',
  location: '',
  latitude: '',
  longitude: '',
  note: '',
  notify: false,
  title: '',
  icon: '',
  color: '',
};

/** The status texts of the stage first (its first one is the default), then the others. */
export function statusSuggestions(rows: readonly StatusStage[], stage: string): string[] {
  const own = rows.filter((row) => row.stage === stage).map((row) => row.status);
  const others = rows.filter((row) => row.stage !== stage).map((row) => row.status);
  return [...new Set([...own, ...others])];
}

export interface ParcelUpdateFormProps {
  parcel: Pick<Parcel, 'tracking_code' | 'recipient_email'>;
  /** After the server took the update (a dialog closes); the form is emptied either way. */
  onDone?: () => void;
  /**
   * The same update for many parcels (the list's bulk actions): sent through `send` instead of
   * the parcel's own call, with the button's and the notify box's texts.
   */
  bulk?: {
    send: (body: ParcelUpdateAddPayload) => Promise<Answer<unknown>>;
    submitText: string;
    notifyHelp: string;
  };
}

/**
 * "Add update" (docs/product.md §4.5a), the one form of the parcel's page, the list's rows and
 * the dashboard: what happened, sent in one call that moves the parcel and writes its history
 * entry together. Choosing the stage fills the status with the stage's first status text in
 * Settings › Status Stages (the others are suggested as typed) and the entry's icon and colour
 * with the stage's; each stays editable.
 */
export function ParcelUpdateForm({ parcel, onDone, bulk }: ParcelUpdateFormProps) {
  const code = parcel.tracking_code;
  const listId = `update-statuses-${useId()}`;
  const form = useSchemaForm(parcelUpdateAddSchema, { defaultValues: EMPTY });
  const statuses = useEndpointQuery(listUpdateStatuses, {});
  const rows = useMemo(() => statuses.data ?? [], [statuses.data]);
  // The parcel, its history, the list and (when notified) the outbox all change.
  const add = useEndpointMutation(addParcelUpdate, {
    invalidates: [trackParcel, getParcelHistory, listParcels, listOutbox],
  });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    successMessage: bulk ? '' : t('activities.update.done'),
    send: (body): Promise<Answer<unknown>> =>
      bulk ? bulk.send(body) : add.mutateAsync({ params: { code }, body }),
    onSuccess: () => {
      if (!bulk) void showSuccess(t('activities.update.done'));
      form.reset(EMPTY);
      onDone?.();
    },
  });
  const { register, getValues, setValue, watch } = form;
  const ownNotifyHelp = useNotifyHelp(parcel);
  const notifyHelp = bulk ? bulk.notifyHelp : ownNotifyHelp;
  const stage = watch('stage');

  /** What a stage fills in: its first status text, its icon and colour. */
  const filledBy = (chosen: string): Record<FilledField, string> =>
    isParcelStage(chosen)
      ? {
          status: statusSuggestions(rows, chosen)[0] ?? '',
          icon: STAGE_ACTIVITY_LOOKS[chosen].icon,
          color: STAGE_ACTIVITY_LOOKS[chosen].color,
        }
      : { status: '', icon: '', color: '' };

  // What the stage shown until now filled is replaced by the new stage's; what staff typed stays.
  const stageField = register('stage', {
    onChange: (event: { target: { value: string } }) => {
      const before = filledBy(stage);
      const after = filledBy(event.target.value);
      for (const field of FILLED_FIELDS) {
        const now = getValues(field);
        if (now === '' || now === before[field]) setValue(field, after[field]);
      }
    },
  });

  // Suggestions that arrive after the stage was chosen still fill an empty status.
  useEffect(() => {
    const chosen = getValues('stage');
    if (isParcelStage(chosen) && getValues('status') === '') {
      setValue('status', statusSuggestions(rows, chosen)[0] ?? '');
    }
  }, [rows, getValues, setValue]);

  return (
    <Form form={form} onSubmit={onSubmit}>
      <SelectField
        label={t('activities.update.stage')}
        fill
        options={[{ value: '', label: t('activities.update.stage_choose') }, ...stageOptions()]}
        {...stageField}
      />
      <Field
        label={t('activities.update.status')}
        optional
        autoComplete="off"
        list={listId}
        helperText={t('activities.update.status_help')}
        {...register('status')}
      />
      <datalist id={listId}>
        {statusSuggestions(rows, stage).map((status) => (
          <option key={status} value={status} />
        ))}
      </datalist>
      <PlaceField
        label={t('activities.update.location')}
        name="location"
        latitude="latitude"
        longitude="longitude"
        optional
        helperText={t('activities.update.location_help')}
      />
      <TextAreaField label={t('activities.update.note')} optional {...register('note')} />
      <details className="wb-update-entry">
        <summary>{t('activities.update.entry')}</summary>
        <Field
          label={t('activities.field.title')}
          optional
          autoComplete="off"
          helperText={t('activities.update.title_help')}
          {...register('title')}
        />
        <SelectField
          label={t('activities.field.icon')}
          optional
          fill
          options={[
            { value: '', label: t('activities.update.from_stage') },
            ...ACTIVITY_ICONS.map((icon) => ({
              value: icon.value,
              label: activityIconLabel(icon.value),
            })),
          ]}
          {...register('icon')}
        />
        <SelectField
          label={t('activities.field.color')}
          optional
          fill
          options={[
            { value: '', label: t('activities.update.from_stage') },
            ...ACTIVITY_COLORS.map((color) => ({ value: color, label: activityColorLabel(color) })),
          ]}
          {...register('color')}
        />
      </details>
      <CheckField label={t('activities.notify')} helperText={notifyHelp} {...register('notify')} />
      <FormErrors />
      <FormSuccess message={message} />
      <div className="wb-form-actions">
        <SubmitButton
          text={bulk ? bulk.submitText : t('activities.update')}
          icon="add"
          fetching={fetching}
        />
      </div>
    </Form>
  );
}
