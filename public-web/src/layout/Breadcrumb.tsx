import { Link } from 'react-router';
import { t } from '../i18n/i18n';
import { Icon } from './Icon';
import { SITE_NAME, useDocumentTitle } from './useDocumentTitle';

/** docs/product.md §2.1: the breadcrumb strip; its two labels also make the document title. */
export function Breadcrumb({ label }: { label: string }) {
  useDocumentTitle(label);
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb')}>
      <ol className="container breadcrumb__list">
        <li>
          <Link to="/">{SITE_NAME}</Link>
          <Icon name="expand" size={18} className="breadcrumb__separator" />
        </li>
        <li aria-current="page">{label}</li>
      </ol>
    </nav>
  );
}
