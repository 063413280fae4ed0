import {
  ACTIVITY_COLORS,
  ACTIVITY_ICONS,
  type ActivityColor,
  type ActivityIcon,
} from '@waybill/shared';

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

const ICON_LABELS = new Map<string, string>(ACTIVITY_ICONS.map((icon) => [icon.value, icon.label]));

/** The label staff know an icon by ("plane" for airplanemode_active). */
export function activityIconLabel(icon: ActivityIcon | string): string {
  return ICON_LABELS.get(icon) ?? icon;
}

export function isActivityColor(value: string): value is ActivityColor {
  return (ACTIVITY_COLORS as readonly string[]).includes(value);
}
