import { REVIEWS } from '../app/paths';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { t } from '../i18n/i18n';

/** Reviews › current: where a review screen sits. */
export function ReviewBreadcrumbs({ current }: { current?: string }) {
  return (
    <Breadcrumbs
      steps={
        current
          ? [{ label: t('reviews.title'), to: REVIEWS }, { label: current }]
          : [{ label: t('reviews.title') }]
      }
    />
  );
}
