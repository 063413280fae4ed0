import './tracking.css';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { Breadcrumb } from '../layout/Breadcrumb';
import { startLiveTracking } from './live';
import { takeDrawnParcel } from './drawnParcel';
import { adoptDrawnParcel, clearParcel, currentLookup, lookUpParcel } from './lookup';
import { TrackingForm } from './TrackingForm';
import { TrackingResult } from './TrackingResult';

/**
 * /track.html: the search, pre-filled and run from ?code= (docs/product.md §2.3), and what it
 * found, kept up to date while it is open. A page the server drew with its lookup shows that.
 */
export function Track() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const lookupCode = code.trim();
  // A new key on every search, so tracking the same code again refreshes it.
  const { key } = useLocation();

  useEffect(() => {
    // The server drew the page with this lookup's answer (docs/architecture.md §6.1a): taken
    // over, not asked for again.
    const drawn = lookupCode ? takeDrawnParcel(lookupCode, key) : null;
    if (drawn) void adoptDrawnParcel(lookupCode, drawn);
    else if (lookupCode) void lookUpParcel(lookupCode);
    else clearParcel();
  }, [lookupCode, key]);

  // A parcel on screen stays live (revalidated) until the page or its code changes.
  const shown = useAppStore((state) => state.parcel.data !== null);
  useEffect(() => {
    if (!lookupCode || !shown) return undefined;
    return startLiveTracking(lookupCode, currentLookup());
  }, [lookupCode, key, shown]);

  return (
    <>
      <Breadcrumb label={t('trackTitle')} />
      <section className="track-header" aria-labelledby="track-heading">
        <div className="container">
          <h1 id="track-heading">{t('trackTitle')}</h1>
          <p className="track-header__lead">{t('trackLead')}</p>
          {/* Remount when the code changes so the form shows it. */}
          <TrackingForm key={code} initialCode={code} />
        </div>
      </section>
      <div className="container track-body">
        <TrackingResult hasCode={lookupCode !== ''} onRetry={() => void lookUpParcel(lookupCode)} />
      </div>
    </>
  );
}
