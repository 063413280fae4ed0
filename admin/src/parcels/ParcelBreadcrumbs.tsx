import { PARCELS, parcelPaths } from '../app/paths';
import type { ScreenHref } from '../app/registry';
import { t } from '../i18n/i18n';
import { Breadcrumbs, type BreadcrumbStep } from '../layout/Breadcrumbs';

export interface ParcelBreadcrumbsProps {
  /** The parcel's tracking code; left out on the list and create screens. */
  code?: string;
  /** The current screen, e.g. "Update"; left out on the parcel's own detail. */
  current?: string;
  /** A step between the parcel and the current screen, e.g. History. */
  parent?: { label: string; to: ScreenHref };
}

/** Parcels › CODE › … : where a parcel screen sits, each step a link back. */
export function ParcelBreadcrumbs({ code, current, parent }: ParcelBreadcrumbsProps) {
  const steps: BreadcrumbStep[] = [{ label: t('parcels.list.title'), to: PARCELS }];
  if (code !== undefined)
    steps.push({ label: code, to: current ? parcelPaths.detail(code) : undefined });
  if (parent) steps.push(parent);
  if (current) steps.push({ label: current });
  return <Breadcrumbs steps={steps} />;
}
