import { NonIdealState } from '@blueprintjs/core';
import type { Parcel } from '@waybill/shared';
import type { ReactNode } from 'react';
import { PARCELS } from '../app/paths';
import { t } from '../i18n/i18n';
import { LinkButton } from '../layout/LinkButton';
import { LoadGate } from '../layout/LoadGate';
import { notFoundText } from '../app/problems';
import type { RecordQuery } from '../app/queries';

export interface ParcelGateProps {
  code: string;
  parcel: RecordQuery<Parcel>;
  /** docs/product.md §8: the update screen says "Fetching Data ..." while it loads. */
  loadingText?: string;
  children: (parcel: Parcel) => ReactNode;
}

/** Shows the parcel screen once the parcel is there; "Not Found" for an unknown tracking code. */
export function ParcelGate({ code, parcel, loadingText, children }: ParcelGateProps) {
  return (
    <LoadGate
      loader={parcel}
      notFound={<ParcelNotFound code={code} />}
      what={t('parcels.the_parcel')}
      loadingText={loadingText ?? t('parcels.loading')}
    >
      {children}
    </LoadGate>
  );
}

export function ParcelNotFound({ code }: { code: string }) {
  return (
    <NonIdealState
      icon="search"
      title={notFoundText()}
      description={t('parcels.not_found', { code })}
      action={<LinkButton to={PARCELS} icon="arrow-left" text={t('parcels.back')} />}
    />
  );
}
