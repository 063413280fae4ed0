import { DEFAULT_PAGE_ICON } from '@waybill/shared';
import { useEffect, useRef, type MouseEvent } from 'react';
import { NavLink } from 'react-router';
import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { Icon, isIconName, type IconName } from './Icon';
import { SITE_NAME } from './useDocumentTitle';

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * docs/product.md §2.1: Home Page, Contact Us, Track Parcel, then every page the server lists with
 * its Material icon. A modal <dialog>: focus moves in and stays there, Escape closes it, and the
 * page behind is inert.
 */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pages = useAppStore((state) => state.pages.list);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // A click on the backdrop lands on the dialog element itself.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="side-menu"
      aria-label={t('menuTitle')}
      onClose={onClose}
      onClick={onClick}
    >
      <div className="side-menu__panel">
        <div className="side-menu__head">
          <span className="side-menu__brand">{SITE_NAME}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('closeMenu')}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t('menuTitle')}>
          <ul className="side-menu__list">
            <MenuLink to="/" icon="home" label={t('menuHome')} onClose={onClose} end />
            <MenuLink to="/contact.html" icon="mail" label={t('menuContact')} onClose={onClose} />
            <MenuLink
              to="/track.html"
              icon="local_shipping"
              label={t('menuTrack')}
              onClose={onClose}
            />
          </ul>
          {pages.length > 0 && (
            <>
              <h2 className="side-menu__group">{t('menuPages')}</h2>
              <ul className="side-menu__list">
                {pages.map((page) => (
                  <MenuLink
                    key={page.id}
                    to={`/pages/${encodeURIComponent(page.slug)}`}
                    icon={isIconName(page.icon) ? page.icon : DEFAULT_PAGE_ICON}
                    label={page.title}
                    onClose={onClose}
                  />
                ))}
              </ul>
            </>
          )}
        </nav>
      </div>
    </dialog>
  );
}

interface MenuLinkProps {
  to: string;
  icon: IconName;
  label: string;
  onClose: () => void;
  end?: boolean;
}

function MenuLink({ to, icon, label, onClose, end }: MenuLinkProps) {
  return (
    <li>
      <NavLink to={to} end={end} className="side-menu__link" onClick={onClose}>
        <Icon name={icon} className="side-menu__icon" />
        {label}
      </NavLink>
    </li>
  );
}
