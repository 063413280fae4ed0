import type { DeliveryPrediction } from '@waybill/shared';
import { t } from '../i18n/i18n';
import { useAppStore } from '../app/store';
import { predictionText } from './prediction';

export interface PredictedDeliveryProps {
  prediction: DeliveryPrediction;
  /** 'YYYY-MM-DD' where the company is. */
  today: string;
}

/**
 * When the parcel will most likely come (docs/product.md §2.3e), on the company's clock, what
 * that rests on, and why it moved when it did. A live region: an update read aloud says it.
 */
export function PredictedDelivery({ prediction, today }: PredictedDeliveryProps) {
  const timeZone = useAppStore((state) => state.site?.time_zone);
  const text = predictionText(prediction, timeZone, today);
  return (
    <div className="prediction" aria-live="polite">
      <p className="prediction__headline">
        {text.headline}
        {prediction.at_risk && <span className="late-badge">{t('predictionAtRisk')}</span>}
      </p>
      {text.change && <p className="delivery-window__hint">{text.change}</p>}
      <p className="delivery-window__hint">{text.basis}</p>
    </div>
  );
}
