import { beforeAll } from 'vitest';
import { forgetToaster } from '../forms/toaster';

// A worker runs file after file with the same modules (docs/architecture.md §8.1): each file starts
// with an empty page and no toaster, as the app's first screen does, not with the last file's toasts.
beforeAll(() => {
  document.body.replaceChildren();
  forgetToaster();
});
