import './stage-settings.css';
import { Button } from '@blueprintjs/core';
import { STATUS_STAGES_MAX, settingsStagesSchema, type Settings } from '@waybill/shared';
import { useFieldArray } from 'react-hook-form';
import { Field, Form, FormErrors, FormSuccess, SelectField, SubmitButton } from '../forms';
import { formatNumber, t } from '../i18n/i18n';
import { stageOptions } from '../parcels/StageField';
import { SettingsScreen, useSettingsForm, type SettingsFormProps } from './SettingsScreen';

interface StageValues {
  status_stages: { status: string; stage: string }[];
}

function stageValues(settings: Pick<Settings, 'status_stages'>): StageValues {
  return { status_stages: settings.status_stages.map(({ status, stage }) => ({ status, stage })) };
}

/**
 * /control/settings/stages: the status texts and the stage each shows on the tracking page
 * (docs/product.md §4.7), for parcels whose staff chose no stage. Sent whole on save.
 */
export function StageSettings() {
  return (
    <SettingsScreen title={t('stages.settings.title')}>
      {(settings, onSaved) => <StageForm settings={settings} onSaved={onSaved} />}
    </SettingsScreen>
  );
}

function StageForm(props: SettingsFormProps) {
  const { form, onSubmit, fetching, message } = useSettingsForm(
    settingsStagesSchema,
    stageValues,
    props,
  );
  const { register, control } = form;
  const rows = useFieldArray({ control, name: 'status_stages' });
  const full = rows.fields.length >= STATUS_STAGES_MAX;
  const options = stageOptions();

  return (
    <Form form={form} onSubmit={onSubmit}>
      <p className="wb-muted">{t('stages.settings.help')}</p>
      {rows.fields.length === 0 && <p>{t('stages.settings.empty')}</p>}
      <ol className="wb-stage-rows">
        {rows.fields.map((row, index) => {
          const n = formatNumber(index + 1);
          return (
            <li key={row.id} className="wb-stage-row">
              <Field
                label={t('stages.settings.row', { n })}
                autoComplete="off"
                {...register(`status_stages.${index}.status`)}
              />
              <SelectField
                label={t('stages.settings.row_stage', { n })}
                fill
                options={options}
                {...register(`status_stages.${index}.stage`)}
              />
              <Button
                icon="trash"
                variant="minimal"
                className="wb-stage-remove"
                aria-label={t('stages.settings.remove', { n })}
                onClick={() => rows.remove(index)}
              />
            </li>
          );
        })}
      </ol>
      <p className="wb-muted wb-small" aria-live="polite">
        {t('stages.settings.count', {
          count: rows.fields.length,
          max: STATUS_STAGES_MAX,
        })}
      </p>
      <Button
        icon="plus"
        disabled={full}
        text={t('stages.settings.add')}
        onClick={() => rows.append({ status: '', stage: 'in_transit' })}
      />
      <FormErrors />
      <FormSuccess message={message} />
      <SubmitButton text={t('settings.save')} icon="floppy-disk" fetching={fetching} />
    </Form>
  );
}
