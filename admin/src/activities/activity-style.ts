import {
  ACTIVITY_COLORS,
  ACTIVITY_ICONS,
  type ActivityColor,
  type ActivityIcon,
} from '@waybill/shared';
import { t } from '../i18n/i18n';

/**
 * The CSS colour of each activity colour name (docs/product.md §7.3), readable on light and dark
 * panels.
 */
export const ACTIVITY_COLOR_CSS: Record<ActivityColor, string> = {
  green: '#238551',
  black: '#1c2127',
  gold: '#d1980b',
  red: '#cd4246',
};

const ICON_VALUES = new Set<string>(ACTIVITY_ICONS.map((icon) => icon.value));

/** The label staff know an icon by ("plane" for airplanemode_active), in the chosen language. */
export function activityIconLabel(icon: ActivityIcon | string): string {
  return ICON_VALUES.has(icon) ? t(`activities.icon.${icon as ActivityIcon}`) : icon;
}

/** A colour's name ("green") in the chosen language. */
export function activityColorLabel(color: ActivityColor | string): string {
  return isActivityColor(color) ? t(`activities.color.${color}`) : color;
}

export function isActivityColor(value: string): value is ActivityColor {
  return (ACTIVITY_COLORS as readonly string[]).includes(value);
}
