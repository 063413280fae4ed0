import { INVALID_JSON } from '@waybill/shared';
import { useAppStore } from '../app/store';
import { t, translateMessage } from '../i18n/i18n';
import { NO_DATA_FOUND } from './lookup';
import { ParcelView } from './ParcelView';

export interface TrackingResultProps {
  /** Whether a code was given: without one there is nothing to look up yet. */
  hasCode: boolean;
  onRetry: () => void;
}

/** SPEC §2/§8: TRACKING... while loading, the first error in upper case, or the parcel. */
export function TrackingResult({ hasCode, onRetry }: TrackingResultProps) {
  const { data, errors, fetching } = useAppStore((state) => state.parcel);

  if (fetching) {
    return (
      <p className="tracking-loading" role="status">
        <span className="tracking-loading__spinner" aria-hidden="true" />
        {t('tracking')}
      </p>
    );
  }

  if (errors.length > 0) {
    const [first] = errors;
    const notFound = first === NO_DATA_FOUND;
    return (
      <div className="tracking-error" role="alert">
        <span className="material-icons tracking-error__icon" aria-hidden="true">
          {notFound ? 'search_off' : 'error_outline'}
        </span>
        <div>
          <p className="tracking-error__title">{translateMessage(first).toLocaleUpperCase()}</p>
          {notFound && <p>{t('checkCode')}</p>}
          {first === INVALID_JSON && (
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

  if (data) return <ParcelView parcel={data} />;

  return hasCode ? null : (
    <div className="tracking-empty">
      <span className="material-icons" aria-hidden="true">
        inventory_2
      </span>
      <p>{t('trackEmpty')}</p>
    </div>
  );
}
