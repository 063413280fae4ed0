import { Alignment, Button, Navbar } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { signOut as signOutEndpoint } from '@waybill/shared';
import { api, forgetServerState } from '../app/api';
import { ACCOUNT, ADMIN_HOME, SIGN_IN } from '../app/paths';
import { useAppStore } from '../app/store';
import { ThemeToggle } from '../theme/ThemeToggle';
import { APP_NAME } from './useDocumentTitle';

/** The top bar: brand, the signed-in admin with "Sign out", and the theme toggle. */
export function Header() {
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
    <Navbar>
      <Navbar.Group align={Alignment.START}>
        <Navbar.Heading>
          <Link to={admin ? ADMIN_HOME : SIGN_IN} className="wb-brand">
            {APP_NAME}
          </Link>
        </Navbar.Heading>
      </Navbar.Group>
      <Navbar.Group align={Alignment.END}>
        {admin && (
          <>
            <Link to={ACCOUNT} className="wb-navbar-email" title="Account">
              {admin.email}
            </Link>
            <Button
              variant="minimal"
              icon="log-out"
              text="Sign out"
              loading={signingOut}
              onClick={() => void signOut()}
            />
            <Navbar.Divider />
          </>
        )}
        <ThemeToggle />
      </Navbar.Group>
    </Navbar>
  );
}
