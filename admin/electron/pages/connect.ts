import { desktopSetup, element, showError } from './bridges.js';

/** The first-run screen (and Server → Change Server…): asks for the server address. */
async function start(): Promise<void> {
  const form = element('connect-form', HTMLFormElement);
  const input = element('address', HTMLInputElement);
  const submit = element('connect', HTMLButtonElement);
  const cancel = element('cancel', HTMLButtonElement);
  const error = element('error', HTMLParagraphElement);
  const title = element('title', HTMLHeadingElement);

  if (!desktopSetup) {
    showError(error, 'This screen works only inside Waybill Admin.');
    submit.disabled = true;
    return;
  }
  const setup = desktopSetup;
  const state = await setup.state();
  if (state.serverUrl) {
    title.textContent = 'Change the Waybill server';
    input.value = state.serverUrl;
    cancel.hidden = false;
    cancel.addEventListener('click', () => setup.cancel());
  }
  input.focus();
  input.select();

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void connect();
  });

  async function connect(): Promise<void> {
    showError(error, null);
    input.removeAttribute('aria-invalid');
    submit.disabled = true;
    submit.textContent = 'Checking…';
    const result = await setup.connect(input.value);
    if (result.ok) {
      submit.textContent = 'Connected';
      return; // the app opens the control panel
    }
    submit.disabled = false;
    submit.textContent = 'Connect';
    input.setAttribute('aria-invalid', 'true');
    showError(error, result.error);
    input.focus();
  }
}

void start();
