import { useDeferredValue } from 'react';
import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { translateProblem } from '../i18n/problems';
import { ParcelView } from './ParcelView';
import { TrackingIcon } from './TrackingIcon';

export interface TrackingResultProps {
  /** Whether a code was given: without one there is nothing to look up yet. */
  hasCode: boolean;
  onRetry: () => void;
}

/**
 * docs/product.md §2.3: TRACKING... while loading, the first error in upper case, or the parcel.
 */
export function TrackingResult({ hasCode, onRetry }: TrackingResultProps) {
  const { data, problems, fetching } = useAppStore((state) => state.parcel);
  // The parcel's view is a large render: deferred, React renders it in short slices, yielding
  // to the browser in between (no long task), while what was shown stays until it is ready.
  const deferred = useDeferredValue(data);
  const parcel = data ? deferred : null;

  // With a code and no answer yet, the lookup is about to start: shown as running from the
  // first paint on, rather than as a blank that TRACKING... then replaces.
  if (fetching || (hasCode && !parcel && problems.length === 0)) {
    return (
      <p className="tracking-loading" role="status">
        <span className="tracking-loading__spinner" aria-hidden="true" />
        {t('tracking')}
      </p>
    );
  }

  if (problems.length > 0) {
    const [first] = problems;
    const notFound = first.code === 'parcel.not_found';
    return (
      <div className="tracking-error" role="alert">
        <TrackingIcon
          name={notFound ? 'search_off' : 'error_outline'}
          className="tracking-error__icon"
        />
        <div>
          <p className="tracking-error__title">{translateProblem(first).toLocaleUpperCase()}</p>
          {notFound && <p>{t('checkCode')}</p>}
          {first.code === 'client.invalid_json' && (
            <>
              <p>{t('cannotReach')}</p>
              <button type="button" className="button button--small" onClick={onRetry}>
                {t('tryAgain')}
              </button>
            </>
          )}
        </div>
      </div>
    );
  }

  if (parcel) return <ParcelView parcel={parcel} />;

  return (
    <div className="tracking-empty">
      <TrackingIcon name="inventory_2" size={48} />
      <p>{t('trackEmpty')}</p>
    </div>
  );
}
