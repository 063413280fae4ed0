import { Menu, MenuItem } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router';
import { useAllows } from '../staff/access';
import { HOME_SECTION, SECTION_GROUPS, sectionAccess, type Section } from './sections';
import { t } from '../i18n/i18n';

export interface SideMenuProps {
  /** Icons only (the wide screen's collapsed menu); each name stays for screen readers. */
  collapsed?: boolean;
  /** Called after a section is chosen (the phone's drawer closes). */
  onNavigate?: () => void;
}

/**
 * The sections of the control panel the member's role may open, grouped (a group with none is
 * left out); the current one is marked.
 */
export function SideMenu({ collapsed = false, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const can = useAllows();
  const groups = SECTION_GROUPS.map((group) => ({
    ...group,
    sections: group.sections.filter((section) => can(sectionAccess(section))),
  })).filter((group) => group.sections.length > 0);

  const item = (section: Section) => {
    const current = pathname === section.to;
    return (
      <MenuItem
        key={section.to}
        roleStructure="listitem"
        icon={section.icon}
        text={<span className="wb-side-menu-text">{t(section.label)}</span>}
        href={section.to}
        htmlTitle={collapsed ? t(section.label) : undefined}
        active={current}
        aria-current={current ? 'page' : undefined}
        onClick={(event: React.MouseEvent) => {
          // A plain click stays in the app; a modified one opens a tab as links do.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          void navigate(section.to);
          onNavigate?.();
        }}
      />
    );
  };

  return (
    <nav
      aria-label={t('shell.mainMenu')}
      className={`wb-side-menu${collapsed ? ' wb-side-menu-collapsed' : ''}`}
    >
      <Menu role="list" className="wb-side-menu-list">
        {item(HOME_SECTION)}
      </Menu>
      {groups.map((group) => (
        // Not labelled by its heading: a form's "Content" field must stay the only such label.
        <div key={group.label} className="wb-side-menu-group">
          <h2 className="wb-side-menu-heading">{t(group.label)}</h2>
          <Menu role="list" className="wb-side-menu-list">
            {group.sections.map(item)}
          </Menu>
        </div>
      ))}
    </nav>
  );
}
