import {
  ACTIVITY_COLORS,
  ACTIVITY_ICONS,
  DEFAULT_ACTIVITY_COLOR,
  DEFAULT_ACTIVITY_ICON,
  type Activity,
} from '@waybill/shared';
import type { UseFormRegister } from 'react-hook-form';
import { ChoiceField, Field, TextAreaField } from '../forms';
import { t } from '../i18n/i18n';
import { ActivityIcon, ColorSwatch } from './ActivityIcon';
import { activityColorLabel, activityIconLabel } from './activity-style';

/** The activity form's values, as the inputs hold them. */
export interface ActivityValues {
  title: string;
  description: string;
  icon: string;
  color: string;
}

export const EMPTY_ACTIVITY: ActivityValues = {
  title: '',
  description: '',
  icon: DEFAULT_ACTIVITY_ICON,
  color: DEFAULT_ACTIVITY_COLOR,
};

export function activityValues(activity: Activity): ActivityValues {
  const { title, description, icon, color } = activity;
  return { title, description, icon, color };
}

/** The choices in the chosen language (made when drawn: the language is known by then). */
const iconOptions = () =>
  ACTIVITY_ICONS.map((icon) => ({
    value: icon.value,
    label: activityIconLabel(icon.value),
    visual: <ActivityIcon icon={icon.value} size={28} />,
  }));

const colorOptions = () =>
  ACTIVITY_COLORS.map((color) => ({
    value: color,
    label: activityColorLabel(color),
    visual: <ColorSwatch color={color} />,
  }));

/** Title, description, icon and colour: the fields of both activity forms. */
export function ActivityFields({ register }: { register: UseFormRegister<ActivityValues> }) {
  return (
    <>
      <Field label={t('activities.field.title')} autoComplete="off" {...register('title')} />
      <TextAreaField label={t('activities.field.description')} {...register('description')} />
      <ChoiceField
        label={t('activities.field.icon')}
        options={iconOptions()}
        {...register('icon')}
      />
      <ChoiceField
        label={t('activities.field.color')}
        options={colorOptions()}
        {...register('color')}
      />
    </>
  );
}
