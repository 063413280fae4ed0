import { PAGES } from '../app/paths';
import { Breadcrumbs } from '../layout/Breadcrumbs';

/** Pages › current: where a page screen sits. */
export function PageBreadcrumbs({ current }: { current?: string }) {
  return (
    <Breadcrumbs
      steps={current ? [{ label: 'Pages', to: PAGES }, { label: current }] : [{ label: 'Pages' }]}
    />
  );
}
