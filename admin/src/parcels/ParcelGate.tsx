import { NonIdealState } from '@blueprintjs/core';
import type { Parcel } from '@waybill/shared';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PARCELS } from '../app/paths';
import { t } from '../i18n/i18n';
import { LinkButton } from '../layout/LinkButton';
import { EditScreen } from '../layout/EditScreen';
import { LoadGate } from '../layout/LoadGate';
import { ParcelBreadcrumbs } from './ParcelBreadcrumbs';
import { useParcel } from './useParcel';
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

/**
 * A screen that edits one part of the parcel whose code is in the address (its fields, map or
 * photo): the parcel fetched fresh, its breadcrumbs, and the form once it is there.
 */
export function ParcelEditScreen({
  title,
  crumb = title,
  documentTitle,
  children,
}: {
  title: string;
  /** The breadcrumbs' last step, when shorter than the title. */
  crumb?: string;
  documentTitle: (code: string) => string;
  children: (parcel: Parcel) => ReactNode;
}) {
  const code = useParams().id ?? '';
  const parcel = useParcel(code, { fresh: true });
  return (
    <EditScreen
      title={title}
      documentTitle={documentTitle(code)}
      breadcrumbs={<ParcelBreadcrumbs code={code} current={crumb} />}
    >
      <ParcelGate code={code} parcel={parcel} loadingText={t('parcels.fetching')}>
        {children}
      </ParcelGate>
    </EditScreen>
  );
}
