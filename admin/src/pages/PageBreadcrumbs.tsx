import { PAGES } from '../app/paths';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { t } from '../i18n/i18n';

/** Pages › current: where a page screen sits. */
export function PageBreadcrumbs({ current }: { current?: string }) {
  return (
    <Breadcrumbs
      steps={
        current
          ? [{ label: t('pages.title'), to: PAGES }, { label: current }]
          : [{ label: t('pages.title') }]
      }
    />
  );
}
