import { Button, Classes, Icon, Navbar } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { signOutPost } from '@waybill/shared';
import { api } from '../app/api';
import { ACCOUNT, ADMIN_HOME, SIGN_IN } from '../app/paths';
import { useSignedOutHere } from '../auth/useSignedOutHere';
import { useAppStore } from '../app/store';
import { roleName } from '../staff/roles';
import { ThemeToggle } from '../theme/ThemeToggle';
import { t } from '../i18n/i18n';
import { LanguageMenu } from './LanguageMenu';
import { APP_NAME } from './useDocumentTitle';

/** The public site's pages linked from the bar (docs/product.md §2.1), shown from medium width. */
const PUBLIC_LINKS = [
  { text: 'shell.navHome', href: '/' },
  { text: 'shell.navContact', href: '/contact.html' },
  { text: 'shell.navTrack', href: '/track.html' },
] as const;

export interface TopBarProps {
  /** The side menu's button; left out when signed out (there is no menu then). */
  menu?: { open: boolean; onToggle: () => void; controls: string };
}

/**
 * The top bar of SPEC §2's shared layout: menu button, brand, links to the public site, the theme
 * language menu, the theme toggle, the signed-in member (name and role) with "Sign out".
 */
export function TopBar({ menu }: TopBarProps) {
  const admin = useAppStore((state) => state.admin);
  const signedOutHere = useSignedOutHere();
  const [signingOut, setSigningOut] = useState(false);
  // Who is signed in, as the graph's `admin` says: the name (the e-mail when it has none), the role.
  const who = admin ? admin.name.trim() || admin.email : '';
  const role = admin ? roleName(admin.role) : '';

  const signOut = async () => {
    setSigningOut(true);
    try {
      // The answer is not read (docs/product.md §4.2): the admin is signed out on this side either
      // way.
      await api.call(signOutPost, {});
    } finally {
      setSigningOut(false);
      signedOutHere();
    }
  };

  return (
    <header className="wb-top-bar">
      <Navbar>
        <div className="wb-top-bar-row">
          {menu && (
            <Button
              variant="minimal"
              icon="menu"
              className="wb-top-bar-button"
              aria-label={t('shell.menu')}
              aria-expanded={menu.open}
              aria-controls={menu.controls}
              onClick={menu.onToggle}
            />
          )}
          <Link to={admin ? ADMIN_HOME : SIGN_IN} className="wb-brand">
            {APP_NAME}
          </Link>
          <nav aria-label={t('shell.publicSite')} className="wb-public-links">
            {PUBLIC_LINKS.map((link) => (
              // Links, not buttons: they leave the control panel for the public site.
              <a
                key={link.href}
                className={`${Classes.BUTTON} ${Classes.MINIMAL} wb-top-bar-button`}
                href={link.href}
              >
                {t(link.text)}
              </a>
            ))}
          </nav>
          <span className="wb-spacer" />
          <LanguageMenu />
          <ThemeToggle />
          {admin && (
            <>
              <Link
                to={ACCOUNT}
                className="wb-top-bar-account"
                aria-label={t('shell.account', { member: `${who}, ${role}` })}
                title={admin.email}
              >
                <Icon icon="user" />
                {/* The space keeps the two words apart in the link's text (the label names both). */}
                <span className="wb-top-bar-member">
                  <span className="wb-top-bar-name">{who}</span>{' '}
                  <span className="wb-top-bar-role">{role}</span>
                </span>
              </Link>
              <Button
                variant="minimal"
                icon="log-out"
                className="wb-top-bar-button"
                text={<span className="wb-top-bar-label">{t('shell.signOut')}</span>}
                loading={signingOut}
                onClick={() => void signOut()}
              />
            </>
          )}
        </div>
      </Navbar>
    </header>
  );
}
