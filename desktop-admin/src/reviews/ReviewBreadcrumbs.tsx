import { REVIEWS } from '../app/paths';
import { Breadcrumbs } from '../layout/Breadcrumbs';

/** Reviews › current: where a review screen sits. */
export function ReviewBreadcrumbs({ current }: { current?: string }) {
  return (
    <Breadcrumbs
      steps={
        current ? [{ label: 'Reviews', to: REVIEWS }, { label: current }] : [{ label: 'Reviews' }]
      }
    />
  );
}
