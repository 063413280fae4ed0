import { AnchorButton, Button, Callout, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  getDeliveryProof,
  getDeliveryProofPdf,
  resetHandoverCode,
  type DeliveryProof,
  type Parcel,
} from '@waybill/shared';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { ApiFailure, firstProblemText } from '../app/problems';
import { useEndpointMutation, useEndpointQuery } from '../app/queries';
import { useSiteConfig } from '../app/useGraph';
import { showFailure, showSuccess } from '../forms';
import { formatNumber, t } from '../i18n/i18n';
import { Can } from '../staff/RoleGate';
import { formatDateTime, parcelImageUrl } from './format';

const ProofMap = lazy(() =>
  import('../map/ProofMap').then((module) => ({ default: module.ProofMap })),
);

/**
 * The parcel's proof of delivery by a courier (docs/product.md §4.12): when, to whom, by which
 * courier, the photo, the signature and the phone's position on a map; its PDF. A parcel that
 * asks for a handover code offers the dispatcher its reset (a new code e-mailed, wrong tries
 * cleared).
 */
export function ParcelProof({ parcel }: { parcel: Parcel }) {
  const code = parcel.tracking_code;
  const proof = useEndpointQuery(
    getDeliveryProof,
    { params: { code } },
    { refetchOnMount: 'always' },
  );
  return (
    <Card className="wb-detail-card" role="region" aria-labelledby="parcel-proof">
      <h2 id="parcel-proof">{t('parcels.proof.title')}</h2>
      {proof.isPending && <Spinner size={24} />}
      {proof.isError && (
        <Callout intent="danger" role="alert">
          {firstProblemText(proof.error.problems)}
        </Callout>
      )}
      {proof.isSuccess &&
        (proof.data ? (
          <ProofView proof={proof.data} />
        ) : (
          <NonIdealState icon="endorsed" title={t('parcels.proof.none')} />
        ))}
      {parcel.handover_code_required && (
        <Can access={resetHandoverCode.access}>
          <HandoverReset code={code} />
        </Can>
      )}
    </Card>
  );
}

function ProofView({ proof }: { proof: DeliveryProof }) {
  const site = useSiteConfig();
  const code = proof.tracking_code;
  const position =
    proof.latitude !== null && proof.longitude !== null
      ? t('parcels.proof.position_text', {
          latitude: formatNumber(proof.latitude, { maximumFractionDigits: 6 }),
          longitude: formatNumber(proof.longitude, { maximumFractionDigits: 6 }),
          accuracy: formatNumber(Math.round(proof.accuracy ?? 0)),
        })
      : null;
  return (
    <>
      <dl className="wb-fields">
        <dt>{t('parcels.proof.delivered_at')}</dt>
        <dd>{formatDateTime(proof.delivered_at)}</dd>
        <dt>{t('parcels.proof.received_by')}</dt>
        <dd>{proof.received_by}</dd>
        <dt>{t('parcels.proof.courier')}</dt>
        <dd>{proof.courier.name}</dd>
        <dt>{t('parcels.proof.handover_code')}</dt>
        <dd>
          {t(proof.handover_code_checked ? 'parcels.proof.checked' : 'parcels.proof.not_asked')}
        </dd>
        <dt>{t('parcels.proof.position')}</dt>
        <dd>{position ?? t('parcels.proof.no_position')}</dd>
      </dl>
      <div className="wb-proof-pictures">
        <figure>
          <figcaption>{t('parcels.proof.photo')}</figcaption>
          {proof.photo ? (
            <img src={parcelImageUrl(proof.photo)} alt={t('parcels.proof.photo_alt', { code })} />
          ) : (
            <span className="bp6-text-muted">{t('parcels.proof.no_photo')}</span>
          )}
        </figure>
        <figure>
          <figcaption>{t('parcels.proof.signature')}</figcaption>
          {proof.signature ? (
            <img
              className="wb-proof-signature"
              src={parcelImageUrl(proof.signature)}
              alt={t('parcels.proof.signature_alt', { name: proof.received_by })}
            />
          ) : (
            <span className="bp6-text-muted">{t('parcels.proof.no_signature')}</span>
          )}
        </figure>
      </div>
      {proof.latitude !== null && proof.longitude !== null && (
        <MapBoundary>
          <Suspense fallback={<Spinner size={24} />}>
            <ProofMap
              latitude={proof.latitude}
              longitude={proof.longitude}
              accuracy={proof.accuracy}
              tileUrl={site ? site.map_tile_url || null : null}
              attribution={site ? site.map_tile_attribution : ''}
              label={t('parcels.proof.map_label', { position: position ?? '' })}
            />
          </Suspense>
        </MapBoundary>
      )}
      {/* Same origin: the session cookie goes along to the PDF, opened in a new tab. */}
      <AnchorButton
        className="wb-gap-top"
        href={getDeliveryProofPdf.path({ code })}
        target="_blank"
        rel="noopener"
        icon="document"
        text={t('parcels.proof.pdf')}
      />
    </>
  );
}

function HandoverReset({ code }: { code: string }) {
  const reset = useEndpointMutation(resetHandoverCode);
  const send = async () => {
    try {
      await reset.mutateAsync({ params: { code } });
      void showSuccess(t('parcels.proof.reset_done'));
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      void showFailure(firstProblemText(error.problems));
    }
  };
  return (
    <div className="wb-gap-top">
      <p className="bp6-text-muted">{t('parcels.proof.handover_help')}</p>
      <Button
        icon="key"
        text={t('parcels.proof.reset')}
        loading={reset.isPending}
        onClick={() => void send()}
      />
    </div>
  );
}

class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
