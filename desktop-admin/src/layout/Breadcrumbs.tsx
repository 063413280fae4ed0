import { Classes } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useTrailTitle } from './useDocumentTitle';
import { t } from '../i18n/i18n';

export interface BreadcrumbStep {
  label: string;
  /** Left out on the current screen (the last step). */
  to?: string;
}

/**
 * Where a screen sits, e.g. Pages › About us: each earlier step is a link back. Its first two
 * labels are also the document title.
 */
export function Breadcrumbs({ steps }: { steps: readonly BreadcrumbStep[] }) {
  useTrailTitle(steps.map((step) => step.label));
  return (
    <nav aria-label={t('shell.breadcrumb')} className="wb-breadcrumbs">
      <ul className={Classes.BREADCRUMBS}>
        {steps.map((step, index) => (
          <li key={`${index}:${step.label}`}>
            {step.to ? (
              <Link className={Classes.BREADCRUMB} to={step.to}>
                {step.label}
              </Link>
            ) : (
              <span
                className={`${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}`}
                aria-current="page"
              >
                {step.label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
