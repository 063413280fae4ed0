import '../content/content.css';
import { settingsTrackingSchema, type SettingsTrackingPayload } from '@waybill/shared';
import { CheckField, Form, FormErrors, FormSuccess, SubmitButton } from '../forms';
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
      {(settings, onSaved) => <TrackingForm settings={settings} onSaved={onSaved} />}
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
