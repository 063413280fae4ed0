import { Icon } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ADMIN_HOME } from '../app/paths';
import { useScreenShown } from '../app/shown';
import { useDocumentTitle } from './useDocumentTitle';
import { t } from '../i18n/i18n';

/** docs/product.md §2.6: an unknown route shows "Resource Not Found" with a Go Back link. */
export function NotFound() {
  useDocumentTitle(t('shell.notFoundTitle'));
  useScreenShown();
  const navigate = useNavigate();
  const location = useLocation();
  // The router gives the first entry of the session the key "default": nothing to go back to.
  const canGoBack = location.key !== 'default';
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!canGoBack) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <section className="wb-not-found">
      <Icon icon="search" size={48} />
      <h1>{t('shell.notFoundTitle')}</h1>
      <p>{t('shell.notFoundText')}</p>
      <Link to={ADMIN_HOME} onClick={goBack}>
        {t('shell.goBack')}
      </Link>
    </section>
  );
}
