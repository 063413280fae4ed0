import '../content/content.css';
import {
  DELIVERY_OPTIONS,
  settingsPreferencesFormSchema,
  settingsTrackingSchema,
  updateSettings,
  type DeliveryOption,
  type Settings,
  type SettingsTrackingPayload,
} from '@waybill/shared';
import { useEndpointMutation } from '../app/queries';
import {
  CheckField,
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SubmitButton,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { SettingsScreen, useSettingsForm, type SettingsFormProps } from './SettingsScreen';
import { t } from '../i18n/i18n';

function trackingValues(settings: SettingsTrackingPayload): SettingsTrackingPayload {
  const { tracking_shows_names, tracking_shows_photo, tracking_shows_exact_map } = settings;
  return { tracking_shows_names, tracking_shows_photo, tracking_shows_exact_map };
}

/**
 * /control/settings/tracking: what a visitor sees with the tracking code alone (docs/product.md
 * §2.3, "Privacy by default"); each thing left off needs the recipient's e-mail or the last 4
 * digits of their phone number.
 */
export function TrackingSettings() {
  return (
    <SettingsScreen title={t('settings.tracking')}>
      {(settings, onSaved) => (
        <>
          <TrackingForm settings={settings} onSaved={onSaved} />
          <PreferencesForm settings={settings} onSaved={onSaved} />
        </>
      )}
    </SettingsScreen>
  );
}

function TrackingForm(props: SettingsFormProps) {
  const { form, onSubmit, fetching, message } = useSettingsForm(
    settingsTrackingSchema,
    trackingValues,
    props,
  );
  const { register } = form;

  return (
    <Form form={form} onSubmit={onSubmit}>
      <p>{t('settings.trackingLead')}</p>
      <CheckField
        kind="switch"
        label={t('settings.trackingShowsNames')}
        helperText={t('settings.trackingShowsNamesHelp')}
        {...register('tracking_shows_names')}
      />
      <CheckField
        kind="switch"
        label={t('settings.trackingShowsPhoto')}
        helperText={t('settings.trackingShowsPhotoHelp')}
        {...register('tracking_shows_photo')}
      />
      <CheckField
        kind="switch"
        label={t('settings.trackingShowsExactMap')}
        helperText={t('settings.trackingShowsExactMapHelp')}
        {...register('tracking_shows_exact_map')}
      />
      <FormErrors />
      <FormSuccess message={message} />
      <SubmitButton text={t('settings.save')} icon="floppy-disk" fetching={fetching} />
    </Form>
  );
}

type PreferencesFormValues = Record<`offer_${DeliveryOption}`, boolean> & {
  preference_window_days: string | number;
  preference_cutoff: string;
};

function preferencesValues(settings: Settings): PreferencesFormValues {
  const offered = settings.preference_options ?? [];
  return {
    offer_safe_place: offered.includes('safe_place'),
    offer_neighbour: offered.includes('neighbour'),
    offer_depot: offered.includes('depot'),
    offer_another_day: offered.includes('another_day'),
    preference_window_days: settings.preference_window_days ?? 5,
    preference_cutoff: settings.preference_cutoff ?? '07:00',
  };
}

const OPTION_LABELS: Record<DeliveryOption, Parameters<typeof t>[0]> = {
  safe_place: 'settings.preferenceSafePlace',
  neighbour: 'settings.preferenceNeighbour',
  depot: 'settings.preferenceDepot',
  another_day: 'settings.preferenceAnotherDay',
};

/**
 * Delivery preferences (docs/product.md §2.3d): which choices a recipient who passed the unlock's
 * check is offered, how many days ahead a delivery may be moved, and the daily cut-off after which
 * a parcel due that day takes no new choice.
 */
function PreferencesForm({ settings, onSaved }: SettingsFormProps) {
  const form = useSchemaForm(settingsPreferencesFormSchema, {
    defaultValues: preferencesValues(settings),
  });
  const update = useEndpointMutation(updateSettings);
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    successMessage: t('settings.saved'),
    send: (data) =>
      update.mutateAsync({
        body: {
          preference_options: DELIVERY_OPTIONS.filter((option) => data[`offer_${option}`]),
          preference_window_days: data.preference_window_days,
          preference_cutoff: data.preference_cutoff,
        },
      }),
    onSuccess: ({ data: saved }) => {
      form.reset(preferencesValues(saved));
      onSaved(saved);
    },
  });
  const { register } = form;

  return (
    <Form form={form} onSubmit={onSubmit}>
      <h2>{t('settings.preferences')}</h2>
      <p>{t('settings.preferencesLead')}</p>
      {DELIVERY_OPTIONS.map((option) => (
        <CheckField
          key={option}
          kind="switch"
          label={t(OPTION_LABELS[option])}
          {...register(`offer_${option}`)}
        />
      ))}
      <Field
        type="number"
        label={t('settings.preferenceWindow')}
        helperText={t('settings.preferenceWindowHelp')}
        min={1}
        max={14}
        {...register('preference_window_days')}
      />
      <Field
        label={t('settings.preferenceCutoff')}
        helperText={t('settings.preferenceCutoffHelp')}
        inputMode="numeric"
        placeholder="07:00"
        {...register('preference_cutoff')}
      />
      <FormErrors />
      <FormSuccess message={message} />
      <SubmitButton text={t('settings.preferencesSave')} icon="floppy-disk" fetching={fetching} />
    </Form>
  );
}
