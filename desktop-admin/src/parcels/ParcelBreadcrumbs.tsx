import { Classes } from '@blueprintjs/core';
import { Link } from 'react-router';
import { PARCELS, parcelPaths } from '../app/paths';

export interface ParcelBreadcrumbsProps {
  /** The parcel's tracking code; left out on the list and create screens. */
  code?: string;
  /** The current screen, e.g. "Update"; left out on the parcel's own detail. */
  current?: string;
  /** A step between the parcel and the current screen, e.g. History. */
  parent?: { label: string; to: string };
}

/** Parcels › CODE › … : where a parcel screen sits, each step a link back. */
export function ParcelBreadcrumbs({ code, current, parent }: ParcelBreadcrumbsProps) {
  const steps: { label: string; to?: string }[] = [{ label: 'Parcels', to: PARCELS }];
  if (code !== undefined)
    steps.push({ label: code, to: current ? parcelPaths.detail(code) : undefined });
  if (parent) steps.push(parent);
  if (current) steps.push({ label: current });
  return (
    <nav aria-label="Breadcrumb" className="wb-breadcrumbs">
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
