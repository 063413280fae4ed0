import type { IconName } from '@blueprintjs/core';
import type { Access } from '@waybill/shared';
import {
  MENU_GROUPS,
  SCREEN_LIST,
  type MenuGroup,
  type MenuPlace,
  type ScreenEntry,
  type ScreenPath,
} from '../app/registry';
import type { AdminMessageKey } from '../i18n/keys';

/** A side menu's entry: a registry screen that has a menu place. */
export interface Section {
  /** The key of its name (t() at render time: the language is known only once started). */
  label: AdminMessageKey;
  to: ScreenPath;
  icon: IconName;
  /** What the member's role needs: the menu shows it only to roles that may. */
  access: Access;
}

export interface SectionGroup {
  label: AdminMessageKey;
  sections: readonly Section[];
}

type InMenu = ScreenEntry & { path: ScreenPath; access: Access; menu: MenuPlace };
const inMenu = (entry: ScreenEntry & { path: ScreenPath }): entry is InMenu =>
  entry.menu !== 'none';

/** The screens of one menu group, in their order. */
function sectionsOf(group: MenuGroup): Section[] {
  return SCREEN_LIST.filter(inMenu)
    .filter((entry) => entry.menu.group === group)
    .sort((a, b) => a.menu.order - b.menu.order)
    .map((entry) => ({
      label: entry.title,
      to: entry.path,
      icon: entry.menu.icon,
      access: entry.access,
    }));
}

/** The dashboard, above the groups. */
export const HOME_SECTION: Section = sectionsOf('home')[0];

/** Every section of the control panel, grouped as the side menu shows them (app/registry.ts). */
export const SECTION_GROUPS: readonly SectionGroup[] = MENU_GROUPS.map((group) => ({
  label: group.label,
  sections: sectionsOf(group.id),
}));
