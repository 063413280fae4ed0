import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { t } from '../i18n/i18n';
import { Breadcrumb } from './Breadcrumb';

/**
 * docs/product.md §2.6: any unknown route (or page) shows "Resource Not Found" with a Go Back link.
 */
export function NotFound() {
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
    <>
      <Breadcrumb label={t('notFoundTitle')} />
      <section className="container not-found" aria-labelledby="not-found-heading">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-heading">{t('notFoundTitle')}</h1>
        <p>{t('notFoundText')}</p>
        <Link to="/" onClick={goBack} className="button">
          {t('goBack')}
        </Link>
      </section>
    </>
  );
}
