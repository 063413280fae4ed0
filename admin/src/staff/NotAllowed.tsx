import { Icon } from '@blueprintjs/core';
import { Link } from 'react-router';
import { ADMIN_HOME } from '../app/paths';
import { useScreenShown } from '../app/shown';
import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** What a member sees on a screen its role may not open: why, and the way back. */
export function NotAllowed() {
  useDocumentTitle(t('staff.not_allowed_title'));
  useScreenShown();
  const admin = useAppStore((state) => state.admin);
  const role = admin ? t(`shell.role.${admin.role}`) : '';
  return (
    <section className="wb-not-found" role="alert">
      <Icon icon="lock" size={48} />
      <h1>{t('staff.not_allowed_title')}</h1>
      {admin && admin.role === 'courier' ? (
        <>
          <p>{t('staff.courier_app_text')}</p>
          {/* The courier app is its own site beside the panel (docs/product.md §4.12). */}
          <a href="/courier">{t('staff.courier_app_link')}</a>
        </>
      ) : (
        <>
          <p>{t('staff.not_allowed_text', { role })}</p>
          <Link to={ADMIN_HOME}>{t('staff.back_home')}</Link>
        </>
      )}
    </section>
  );
}
