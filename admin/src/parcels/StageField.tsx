import { PARCEL_STAGES, isParcelException, isParcelStage, type ParcelStage } from '@waybill/shared';
import { useFormContext } from 'react-hook-form';
import type { AdminMessageKey } from '../i18n/keys';
import { SelectField, type SelectOption } from '../forms';
import { t } from '../i18n/i18n';

/** Each stage's name in the staff's language. */
export const STAGE_NAME_KEYS = {
  created: 'stages.name.created',
  picked_up: 'stages.name.picked_up',
  in_transit: 'stages.name.in_transit',
  out_for_delivery: 'stages.name.out_for_delivery',
  delivered: 'stages.name.delivered',
  held: 'stages.name.held',
  failed_attempt: 'stages.name.failed_attempt',
  returned: 'stages.name.returned',
  cancelled: 'stages.name.cancelled',
} as const satisfies Record<ParcelStage, AdminMessageKey>;

export function stageName(stage: ParcelStage): string {
  return t(STAGE_NAME_KEYS[stage]);
}

/** A stage as staff read it: an exception says it is one. */
export function stageLabel(stage: ParcelStage): string {
  return isParcelException(stage)
    ? t('stages.exception', { stage: stageName(stage) })
    : stageName(stage);
}

/** The stages as options, the exceptions named as such (not by colour or order alone). */
export function stageOptions(): SelectOption[] {
  return PARCEL_STAGES.map((stage) => ({ value: stage, label: stageLabel(stage) }));
}

/**
 * The parcel's stage beside its free-text status (docs/product.md §4.4): empty follows the
 * status text through Settings' mapping. Choosing a stage while the status is empty writes the
 * stage's name there, since the status stays the label visitors read.
 */
export function StageField() {
  const { register, getValues, setValue } = useFormContext<{ stage: string; status: string }>();
  const field = register('stage', {
    onChange: (event: { target: { value: string } }) => {
      const stage = event.target.value;
      if (isParcelStage(stage) && !getValues('status').trim()) {
        setValue('status', stageName(stage), { shouldDirty: true });
      }
    },
  });
  return (
    <SelectField
      label={t('stages.field')}
      optional
      fill
      options={[{ value: '', label: t('stages.follow_status') }, ...stageOptions()]}
      helperText={t('stages.field_help')}
      {...field}
    />
  );
}
