import { Classes } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useTrailTitle } from './useDocumentTitle';
import { t } from '../i18n/i18n';
import type { ScreenHref } from '../app/registry';
import { useMayOpen } from '../staff/access';

export interface BreadcrumbStep {
  label: string;
  /** A screen of the registry; left out on the current screen (the last step). */
  to?: ScreenHref;
}

/**
 * Where a screen sits, e.g. Pages › About us: each earlier step is a link back, when the member's
 * role may open it (a viewer's Outbox names Send Email as plain text). Its first two labels are
 * also the document title.
 */
export function Breadcrumbs({ steps }: { steps: readonly BreadcrumbStep[] }) {
  useTrailTitle(steps.map((step) => step.label));
  const mayOpen = useMayOpen();
  return (
    <nav aria-label={t('shell.breadcrumb')} className="wb-breadcrumbs">
      <ul className={Classes.BREADCRUMBS}>
        {steps.map((step, index) => (
          <li key={`${index}:${step.label}`}>
            {step.to && mayOpen(step.to) ? (
              <Link className={Classes.BREADCRUMB} to={step.to}>
                {step.label}
              </Link>
            ) : (
              <span
                className={`${Classes.BREADCRUMB}${step.to ? '' : ` ${Classes.BREADCRUMB_CURRENT}`}`}
                aria-current={step.to ? undefined : 'page'}
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
