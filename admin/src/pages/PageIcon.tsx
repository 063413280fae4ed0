import 'material-icons/iconfont/filled.css';
import { PAGE_ICONS, type PageIcon as PageIconName } from '@waybill/shared';
import type { ChoiceOption } from '../forms';

export interface PageIconProps {
  icon: PageIconName | string;
  size?: number;
}

/** A page's Material icon from the font shipped with the app (no CDN); its name is the label. */
export function PageIcon({ icon, size = 24 }: PageIconProps) {
  return (
    <span className="material-icons wb-page-icon" aria-hidden="true" style={{ fontSize: size }}>
      {icon}
    </span>
  );
}

/**
 * The icon choices of docs/product.md §7.3 as picker tiles, named by their Material icon names
 * (codes, the same in every language).
 */
export function pageIconOptions(): readonly ChoiceOption[] {
  return PAGE_ICONS.map((icon) => ({
    value: icon,
    label: icon,
    visual: <PageIcon icon={icon} size={28} />,
  }));
}
