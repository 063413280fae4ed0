import { Button, Classes, Icon, Navbar } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { signOut as signOutEndpoint } from '@waybill/shared';
import { api, forgetServerState } from '../app/api';
import { ACCOUNT, ADMIN_HOME, SIGN_IN } from '../app/paths';
import { useAppStore } from '../app/store';
import { ThemeToggle } from '../theme/ThemeToggle';
import { APP_NAME } from './useDocumentTitle';

/** The public site's pages linked from the bar (docs/product.md §2.1), shown from medium width. */
const PUBLIC_LINKS = [
  { text: 'HOME', href: '/' },
  { text: 'CONTACT US', href: '/contact.html' },
  { text: 'TRACK', href: '/track.html' },
] as const;

export interface TopBarProps {
  /** The side menu's button; left out when signed out (there is no menu then). */
  menu?: { open: boolean; onToggle: () => void; controls: string };
}

/**
 * The top bar of SPEC §2's shared layout: menu button, brand, links to the public site, the theme
 * toggle, the signed-in admin with "Sign out".
 */
export function TopBar({ menu }: TopBarProps) {
  const admin = useAppStore((state) => state.admin);
  const setAdmin = useAppStore((state) => state.setAdmin);
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      // The answer is not read (docs/product.md §4.2): the admin is signed out on this side either
      // way.
      await api.call(signOutEndpoint, {});
    } finally {
      setSigningOut(false);
      setAdmin(false);
      forgetServerState();
      void navigate(SIGN_IN);
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
              aria-label="Menu"
              aria-expanded={menu.open}
              aria-controls={menu.controls}
              onClick={menu.onToggle}
            />
          )}
          <Link to={admin ? ADMIN_HOME : SIGN_IN} className="wb-brand">
            {APP_NAME}
          </Link>
          <nav aria-label="Public site" className="wb-public-links">
            {PUBLIC_LINKS.map((link) => (
              // Links, not buttons: they leave the control panel for the public site.
              <a
                key={link.href}
                className={`${Classes.BUTTON} ${Classes.MINIMAL} wb-top-bar-button`}
                href={link.href}
              >
                {link.text}
              </a>
            ))}
          </nav>
          <span className="wb-spacer" />
          <ThemeToggle />
          {admin && (
            <>
              <Link
                to={ACCOUNT}
                className="wb-top-bar-account"
                aria-label={`Account ${admin.email}`}
                title={admin.email}
              >
                <Icon icon="user" />
                <span className="wb-top-bar-email">{admin.email}</span>
              </Link>
              <Button
                variant="minimal"
                icon="log-out"
                className="wb-top-bar-button"
                text={<span className="wb-top-bar-label">Sign out</span>}
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
