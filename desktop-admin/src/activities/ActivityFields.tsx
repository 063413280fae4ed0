import {
  ACTIVITY_COLORS,
  ACTIVITY_ICONS,
  DEFAULT_ACTIVITY_COLOR,
  DEFAULT_ACTIVITY_ICON,
  type Activity,
} from '@waybill/shared';
import type { UseFormRegister } from 'react-hook-form';
import { ChoiceField, Field, TextAreaField } from '../forms';
import { ActivityIcon, ColorSwatch } from './ActivityIcon';

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

const ICON_OPTIONS = ACTIVITY_ICONS.map((icon) => ({
  value: icon.value,
  label: icon.label,
  visual: <ActivityIcon icon={icon.value} size={28} />,
}));

const COLOR_OPTIONS = ACTIVITY_COLORS.map((color) => ({
  value: color,
  label: color,
  visual: <ColorSwatch color={color} />,
}));

/** Title, description, icon and colour: the fields of both activity forms. */
export function ActivityFields({ register }: { register: UseFormRegister<ActivityValues> }) {
  return (
    <>
      <Field label="Title" autoComplete="off" {...register('title')} />
      <TextAreaField label="Description" {...register('description')} />
      <ChoiceField label="Icon" options={ICON_OPTIONS} {...register('icon')} />
      <ChoiceField label="Colour" options={COLOR_OPTIONS} {...register('color')} />
    </>
  );
}
