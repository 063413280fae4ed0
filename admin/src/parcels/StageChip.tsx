import { Tag, type Intent } from '@blueprintjs/core';
import type { ParcelStage } from '@waybill/shared';
import { t } from '../i18n/i18n';
import { stageLabel } from './StageField';

/** Each stage's colour: under way in blue, delivered in green, waiting in amber, gone wrong in red. */
const STAGE_INTENTS: Record<ParcelStage, Intent> = {
  created: 'none',
  picked_up: 'primary',
  in_transit: 'primary',
  out_for_delivery: 'primary',
  delivered: 'success',
  held: 'warning',
  failed_attempt: 'danger',
  returned: 'danger',
  cancelled: 'none',
};

/**
 * A parcel's status as staff wrote it, in its stage's colour; the stage is also said in words
 * (never by colour alone), to screen readers and as the chip's tooltip.
 */
export function StageChip({ status, stage }: { status: string | null; stage: ParcelStage | null }) {
  if (!status && !stage) return '—';
  const stageText = stage ? t('stages.shown', { stage: stageLabel(stage) }) : undefined;
  return (
    <Tag
      minimal
      intent={stage ? STAGE_INTENTS[stage] : 'none'}
      className="wb-stage-chip"
      data-stage={stage ?? undefined}
      title={stageText}
    >
      {status ?? (stage && stageLabel(stage))}
      {stageText && status && <span className="wb-visually-hidden">, {stageText}</span>}
    </Tag>
  );
}
