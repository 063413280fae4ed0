import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import type { Parcel } from '@waybill/shared';
import type { ReactNode } from 'react';
import { PARCELS } from '../app/paths';
import { LinkButton } from '../layout/LinkButton';
import type { UseParcel } from './useParcel';

export interface ParcelGateProps {
  code: string;
  parcel: UseParcel;
  /** SPEC §8: the update screen says "Fetching Data ..." while it loads. */
  loadingText?: string;
  children: (parcel: Parcel) => ReactNode;
}

/** Shows the parcel screen once the parcel is there; "Not Found" for an unknown tracking code. */
export function ParcelGate({ code, parcel, loadingText = 'Loading…', children }: ParcelGateProps) {
  const { load, reload } = parcel;
  switch (load.status) {
    case 'loading':
      return (
        <div className="wb-center wb-fetching" role="status">
          <Spinner size={24} />
          <span>{loadingText}</span>
        </div>
      );
    case 'missing':
      return <ParcelNotFound code={code} />;
    case 'failed':
      return (
        <Callout intent="danger" role="alert" title="The parcel could not be loaded">
          <p>{load.errors[0]}</p>
          <Button text="Try again" icon="refresh" onClick={reload} />
        </Callout>
      );
    case 'found':
      return <>{children(load.parcel)}</>;
  }
}

export function ParcelNotFound({ code }: { code: string }) {
  return (
    <NonIdealState
      icon="search"
      title="Not Found"
      description={`No parcel has the tracking code “${code}”.`}
      action={<LinkButton to={PARCELS} icon="arrow-left" text="Back to parcels" />}
    />
  );
}
