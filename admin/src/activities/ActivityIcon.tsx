import 'material-icons/iconfont/filled.css';
import type { ActivityColor, ActivityIcon as ActivityIconName } from '@waybill/shared';
import { ACTIVITY_COLOR_CSS, isActivityColor } from './activity-style';

export interface ActivityIconProps {
  icon: ActivityIconName | string;
  /** Left out: the icon takes the text colour around it (e.g. in the icon picker). */
  color?: ActivityColor | string;
  size?: number;
}

/**
 * An activity's Material icon in its colour, from the font shipped with the app (no CDN). The
 * ligature text is hidden from screen readers: the label next to it names the icon.
 */
export function ActivityIcon({ icon, color, size = 24 }: ActivityIconProps) {
  const css = color && isActivityColor(color) ? ACTIVITY_COLOR_CSS[color] : undefined;
  return (
    <span
      className="material-icons wb-activity-icon"
      aria-hidden="true"
      data-icon={icon}
      data-color={color}
      style={{ color: css, fontSize: size }}
    >
      {icon}
    </span>
  );
}

export interface ColorSwatchProps {
  color: ActivityColor;
}

/** A round sample of an activity colour. */
export function ColorSwatch({ color }: ColorSwatchProps) {
  return (
    <span
      className="wb-swatch"
      aria-hidden="true"
      style={{ backgroundColor: ACTIVITY_COLOR_CSS[color] }}
    />
  );
}
