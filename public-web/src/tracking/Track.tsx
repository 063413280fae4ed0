import './tracking.css';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { clearParcel, trackParcel } from './lookup';
import { TrackingForm } from './TrackingForm';
import { TrackingResult } from './TrackingResult';

/** /track.html: the search, pre-filled and run from ?code= (SPEC §2), and what it found. */
export function Track() {
  useDocumentTitle('Track Parcel');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const lookupCode = code.trim();
  // A new key on every search, so tracking the same code again refreshes it.
  const { key } = useLocation();

  useEffect(() => {
    if (lookupCode) void trackParcel(lookupCode);
    else clearParcel();
  }, [lookupCode, key]);

  return (
    <>
      <section className="track-header" aria-labelledby="track-heading">
        <div className="container">
          <h1 id="track-heading">Track Parcel</h1>
          <p className="track-header__lead">
            Enter the tracking number from your receipt or shipping e-mail.
          </p>
          {/* Remount when the code changes so the form shows it. */}
          <TrackingForm key={code} initialCode={code} />
        </div>
      </section>
      <div className="container track-body">
        <TrackingResult hasCode={lookupCode !== ''} onRetry={() => void trackParcel(lookupCode)} />
      </div>
    </>
  );
}
