import { Card, Icon } from '@blueprintjs/core';
import { Link } from 'react-router';
import { ACCOUNT_PASSWORD, ACCOUNT_SESSIONS, ACCOUNT_TWO_FACTOR } from '../app/paths';
import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** /control/account/index.html. */
export function Account() {
  useDocumentTitle(t('account.title'));
  const admin = useAppStore((state) => state.admin);
  // The e-mail is shown in bold inside the sentence, wherever the language puts it.
  const [before, after = ''] = t('account.signed_in_as').split('{email}');
  return (
    <section className="wb-narrow">
      <h1>{t('account.title')}</h1>
      <Card>
        <p>
          <Icon icon="envelope" /> {before}
          <strong>{admin ? admin.email : ''}</strong>
          {after}
        </p>
        <div className="wb-form-links">
          <Link to={ACCOUNT_PASSWORD}>{t('account.change_password')}</Link>
          <Link to={ACCOUNT_TWO_FACTOR}>{t('twoFactor.manage')}</Link>
          <Link to={ACCOUNT_SESSIONS}>{t('sessions.menu')}</Link>
        </div>
      </Card>
    </section>
  );
}
