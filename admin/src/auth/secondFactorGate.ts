import type { ApiResult } from '@waybill/shared';
import { create } from 'zustand';

/**
 * Whether the API said this member must set up a second factor before anything else (the owner
 * required two-factor sign-in while they were signed in): the panel then shows only the set-up
 * screen (AdminOnly) until one is on (account/TwoFactor.tsx).
 */
export const useSecondFactorGate = create<{ required: boolean }>()(() => ({ required: false }));

/** True when the answer is the API's "set up two-factor sign-in first". */
export function secondFactorRequired(result: ApiResult<unknown>): boolean {
  return (
    result.status === 403 &&
    result.problems.some((found) => found.code === 'twofactor.setup_required')
  );
}

export function setSecondFactorRequired(required: boolean): void {
  if (useSecondFactorGate.getState().required !== required) {
    useSecondFactorGate.setState({ required });
  }
}
