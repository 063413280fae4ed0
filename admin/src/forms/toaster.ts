import type { Toaster } from '@blueprintjs/core';
import { t } from '../i18n/i18n';

/** docs/product.md §4.10: a failed delete shows its first error as a toast for 10 seconds. */
export const DELETE_FAILURE_TIMEOUT_MS = 10_000;

let toaster: Promise<Toaster> | null = null;

/** The app's one toaster, created on first use (its code fetched then: overlay-toaster.ts). */
export function getToaster(): Promise<Toaster> {
  toaster ??= import('./overlay-toaster').then((module) => module.createToaster());
  return toaster;
}

/**
 * Forgets the toaster, so the next toast makes a new one. The component tests call it before each
 * file: their workers keep modules from one file to the next, but not the last file's document.
 */
export function forgetToaster(): void {
  toaster = null;
}

/** Shows the first error of a failed delete; resolves to the toast's key. */
export async function showDeleteFailure(firstError: string | undefined): Promise<string> {
  return showFailure(firstError || t('forms.delete_failed'));
}

/** A red note for 10 seconds when an action outside a form failed (a delete, a retry). */
export async function showFailure(message: string): Promise<string> {
  const instance = await getToaster();
  return instance.show({
    message,
    intent: 'danger',
    icon: 'error',
    timeout: DELETE_FAILURE_TIMEOUT_MS,
  });
}

/** A short green note after a form succeeded and the screen moved on (e.g. back to the detail). */
export async function showSuccess(message: string): Promise<string> {
  const instance = await getToaster();
  return instance.show({ message, intent: 'success', icon: 'tick', timeout: 4_000 });
}
