import { Card, Icon } from '@blueprintjs/core';
import { Link } from 'react-router';
import { ACCOUNT_PASSWORD } from '../app/paths';
import { useAppStore } from '../app/store';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** /control/account/index.html. */
export function Account() {
  useDocumentTitle('Account');
  const admin = useAppStore((state) => state.admin);
  return (
    <section className="wb-narrow">
      <h1>Account</h1>
      <Card>
        <p>
          <Icon icon="envelope" /> Signed in as <strong>{admin ? admin.email : ''}</strong>
        </p>
        <Link to={ACCOUNT_PASSWORD}>Change password</Link>
      </Card>
    </section>
  );
}
