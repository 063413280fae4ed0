import './stepper.css';
import { PARCEL_STEPS, stepperSteps, type ParcelStage, type StepState } from '@waybill/shared';
import type { MessageKey } from '../i18n/keys';
import { t } from '../i18n/i18n';
import { TrackingIcon, type TrackingIconName } from './TrackingIcon';

/** Each stage's name on the stepper. */
const STAGE_NAMES = {
  created: 'stageCreated',
  picked_up: 'stagePickedUp',
  in_transit: 'stageInTransit',
  out_for_delivery: 'stageOutForDelivery',
  delivered: 'stageDelivered',
  held: 'stageHeld',
  failed_attempt: 'stageFailedAttempt',
  returned: 'stageReturned',
  cancelled: 'stageCancelled',
} as const satisfies Record<ParcelStage, MessageKey>;

/** A step's state in words, for those who do not see its mark. */
const STATE_TEXTS = {
  done: 'stepDone',
  current: 'stepCurrent',
  upcoming: 'stepUpcoming',
} as const satisfies Record<StepState, MessageKey>;

/** Each state has its own mark, so the state never rests on colour alone. */
const STATE_ICONS: Record<StepState, TrackingIconName> = {
  done: 'check_circle',
  current: 'radio_button_checked',
  upcoming: 'radio_button_unchecked',
};

/**
 * Where the parcel is on its way (docs/product.md §2.3b): Created → Picked up → In transit → Out
 * for delivery → Delivered, as an ordered list. The current step carries aria-current="step" and
 * says "step 3 of 5"; an exception (held, failed attempt, returned) is named on the step where it
 * happened, with a warning mark. Nothing is drawn for a parcel without a stage.
 */
export function Stepper({ stage }: { stage: ParcelStage | null }) {
  if (!stage) return null;
  const steps = stepperSteps(stage);
  return (
    <section className="card stepper" aria-labelledby="stepper-heading">
      <h2 id="stepper-heading" className="card__title">
        {t('stepperTitle')}
      </h2>
      <ol className="stepper__steps">
        {steps.map(({ step, state, exception }, index) => (
          <li
            key={step}
            className={`stepper__step stepper__step--${state}${exception ? ' stepper__step--exception' : ''}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="stepper__mark" aria-hidden="true">
              <TrackingIcon name={exception ? 'error_outline' : STATE_ICONS[state]} size={24} />
            </span>
            <span className="stepper__text">
              <span className="stepper__label">{t(STAGE_NAMES[exception ?? step])}</span>
              {exception && <span className="stepper__at">{t(STAGE_NAMES[step])}</span>}
              <span className="visually-hidden">
                {` (${t(STATE_TEXTS[state])}${
                  state === 'current'
                    ? `, ${t('stepOf', { step: index + 1, total: PARCEL_STEPS.length })}`
                    : ''
                })`}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
