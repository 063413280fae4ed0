import { desktop, desktopSetup, element, showError } from './bridges.js';

/**
 * "Connecting…" while the app checks the server, and "Cannot reach the server" with Try again and
 * Change server when it does not answer.
 */
async function start(): Promise<void> {
  const title = element('title', HTMLHeadingElement);
  const message = element('message', HTMLParagraphElement);
  const problem = element('problem', HTMLParagraphElement);
  const actions = element('actions', HTMLDivElement);
  const retry = element('retry', HTMLButtonElement);
  const change = element('change', HTMLButtonElement);

  if (!desktopSetup) {
    showError(problem, 'This screen works only inside Waybill Admin.');
    return;
  }
  const setup = desktopSetup;
  const state = await setup.state();
  const server = state.serverUrl ?? 'the server';
  if (state.problem === null) {
    message.textContent = `Connecting to ${server}…`;
    return; // the app opens the control panel, or shows this screen again with the problem
  }

  title.textContent = 'Cannot reach the Waybill server';
  message.textContent = `Waybill Admin could not connect to ${server}.`;
  showError(problem, state.problem);
  actions.hidden = false;
  retry.focus();

  retry.addEventListener('click', () => void tryAgain());
  change.addEventListener('click', () => desktop?.changeServer());

  async function tryAgain(): Promise<void> {
    retry.disabled = true;
    retry.textContent = 'Checking…';
    const result = await setup.retry();
    if (result.ok) return; // the app opens the control panel
    retry.disabled = false;
    retry.textContent = 'Try again';
    showError(problem, result.error);
    retry.focus();
  }
}

void start();
