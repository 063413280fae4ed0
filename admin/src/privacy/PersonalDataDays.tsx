import { useQueryClient } from '@tanstack/react-query';
import {
  getSettings,
  settingsPersonalDataSchema,
  updateSettings,
  PERSONAL_DATA_DAYS_DEFAULT,
  PERSONAL_DATA_DAYS_MAX,
  type Settings,
} from '@waybill/shared';
import { setEndpointData, useRecord } from '../app/queries';
import { Field, Form, FormErrors, FormSuccess, SubmitButton } from '../forms';
import { t } from '../i18n/i18n';
import { LoadGate } from '../layout/LoadGate';
import { useSettingsForm, type SettingsFormProps } from '../settings/SettingsScreen';
import { useCan } from '../staff/access';

const daysOf = (settings: { personal_data_days?: number | string }) => ({
  personal_data_days: settings.personal_data_days ?? PERSONAL_DATA_DAYS_DEFAULT,
});

/**
 * "Keeping personal data" on the Data requests screen (docs/product.md §4.18): how many days after
 * delivery or return the hourly retention erases a parcel's people. A setting, so only a member
 * who may change settings sees it; saved and audited like every other.
 */
export function PersonalDataDays() {
  const mayChange = useCan(updateSettings.access);
  const queryClient = useQueryClient();
  const loader = useRecord(getSettings, {}, { fresh: true, enabled: mayChange });
  if (!mayChange) return null;
  const onSaved = (settings: Settings) => setEndpointData(queryClient, getSettings, {}, settings);
  return (
    <section className="wb-narrow" aria-labelledby="wb-keep-personal-data">
      <h2 id="wb-keep-personal-data">{t('privacy.keepTitle')}</h2>
      <LoadGate loader={loader} what={t('settings.what')}>
        {(settings) => <DaysForm settings={settings} onSaved={onSaved} />}
      </LoadGate>
    </section>
  );
}

function DaysForm(props: SettingsFormProps) {
  const { form, onSubmit, fetching, message } = useSettingsForm(
    settingsPersonalDataSchema,
    daysOf,
    props,
  );
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Field
        type="number"
        label={t('privacy.keepDays')}
        helperText={t('privacy.keepDaysHelp')}
        min={1}
        max={PERSONAL_DATA_DAYS_MAX}
        {...form.register('personal_data_days')}
      />
      <FormErrors />
      <FormSuccess message={message} />
      <SubmitButton text={t('privacy.keepSave')} icon="floppy-disk" fetching={fetching} />
    </Form>
  );
}
