import type { ParcelStage } from '@waybill/shared';
import type { ActionKind, FailureReason } from '../queue/types';
import { t } from '../i18n/i18n';

/** The names of actions, stages and reasons, from the texts (keys written out, so the type checks them). */
export function actionName(kind: ActionKind): string {
  switch (kind) {
    case 'picked_up':
      return t('courier.action.picked_up');
    case 'at_hub':
      return t('courier.action.at_hub');
    case 'out_for_delivery':
      return t('courier.action.out_for_delivery');
    case 'delivered':
      return t('courier.action.delivered');
    case 'delivery_failed':
      return t('courier.action.delivery_failed');
    case 'returned_to_sender':
      return t('courier.action.returned_to_sender');
  }
}

export function stageName(stage: ParcelStage | null): string {
  switch (stage) {
    case 'created':
      return t('courier.stage.created');
    case 'picked_up':
      return t('courier.stage.picked_up');
    case 'in_transit':
      return t('courier.stage.in_transit');
    case 'out_for_delivery':
      return t('courier.stage.out_for_delivery');
    case 'delivered':
      return t('courier.stage.delivered');
    case 'held':
      return t('courier.stage.held');
    case 'failed_attempt':
      return t('courier.stage.failed_attempt');
    case 'returned':
      return t('courier.stage.returned');
    case 'cancelled':
      return t('courier.stage.cancelled');
    case null:
      return t('courier.stage.unknown');
  }
}

export function reasonName(reason: FailureReason): string {
  switch (reason) {
    case 'nobody_home':
      return t('courier.reason.nobody_home');
    case 'address_wrong':
      return t('courier.reason.address_wrong');
    case 'refused':
      return t('courier.reason.refused');
    case 'access_denied':
      return t('courier.reason.access_denied');
    case 'damaged':
      return t('courier.reason.damaged');
    case 'other':
      return t('courier.reason.other');
  }
}
