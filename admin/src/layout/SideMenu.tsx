import { Classes, Icon, Menu, Tag } from '@blueprintjs/core';
import { INBOX } from '../app/paths';
import { useInboxCount } from '../email/useInboxCount';
import { useLocation, useNavigate } from 'react-router';
import { useAllows } from '../staff/access';
import { HOME_SECTION, SECTION_GROUPS, type Section } from './sections';
import { formatNumber, t } from '../i18n/i18n';

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
  const inboxCount = useInboxCount();
  const groups = SECTION_GROUPS.map((group) => ({
    ...group,
    sections: group.sections.filter((section) => can(section.access)),
  })).filter((group) => group.sections.length > 0);

  const item = (section: Section) => {
    const current = pathname === section.to;
    return (
      // Blueprint's MenuItem markup, written out: MenuItem brings its submenu popover (floating-ui,
      // ~15 KB gzipped) to every signed-in screen, and these items have no submenu.
      <li key={section.to}>
        <a
          className={`${Classes.MENU_ITEM} ${Classes.POPOVER_DISMISS}${current ? ` ${Classes.ACTIVE}` : ''}`}
          href={section.to}
          aria-current={current ? 'page' : undefined}
          onClick={(event) => {
            // A plain click stays in the app; a modified one opens a tab as links do.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            void navigate(section.to);
            onNavigate?.();
          }}
        >
          <span className={Classes.MENU_ITEM_ICON} aria-hidden>
            <Icon icon={section.icon} tabIndex={-1} />
          </span>
          <div
            className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}
            title={collapsed ? t(section.label) : undefined}
          >
            <span className="wb-side-menu-text">{t(section.label)}</span>
            {section.to === INBOX && inboxCount > 0 && (
              <Tag minimal round intent="primary" className="wb-menu-count">
                <span aria-hidden>{formatNumber(inboxCount)}</span>
                <span className="wb-visually-hidden">
                  {t('shell.inboxNew', { count: inboxCount })}
                </span>
              </Tag>
            )}
          </div>
        </a>
      </li>
    );
  };

  return (
    <nav
      aria-label={t('shell.mainMenu')}
      className={`wb-side-menu${collapsed ? ' wb-side-menu-collapsed' : ''}`}
    >
      {/* Every office role has the dashboard; a courier's home is the courier app. */}
      {can(HOME_SECTION.access) && (
        <Menu role="list" className="wb-side-menu-list">
          {item(HOME_SECTION)}
        </Menu>
      )}
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
