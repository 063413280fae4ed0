import { OverlayToaster } from '@blueprintjs/core';

/** The app's toaster: Blueprint's overlay in a chunk of its own, fetched on the first toast. */
export const createToaster = () => OverlayToaster.create({ position: 'top' });
