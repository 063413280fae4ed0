import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Admin,
  type AuthenticationResponse,
  problem,
  startPasskeyStep,
  verifyPasskeyStep,
} from '@waybill/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../app/problems';
import { envelope, fakeServer, testClient, withClient, type Request } from '../test/fake-api';
import { SecondFactorStep } from './SecondFactorStep';

/** The browser's side of the ceremony: jsdom has no WebAuthn, the test says what it does. */
const browser = vi.hoisted(() => ({
  available: true,
  sign: vi.fn<(options: { challenge: string }) => Promise<unknown>>(),
}));
vi.mock('../passkeys/support', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../passkeys/support')>()),
  passkeysAvailable: () => browser.available,
}));
// Fetched by the passkey button when pressed (loadCeremony).
vi.mock('../passkeys/ceremony', () => ({
  signWithPasskey: browser.sign,
  createPasskey: vi.fn(),
}));

const EMAIL = 'office@example.com';
const SIGNED = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
} as unknown as AuthenticationResponse;

function passkeyServer() {
  return fakeServer(({ url, body }: Request) => {
    if (url.endsWith(startPasskeyStep.path({}))) return envelope(200, { challenge: 'abc' });
    if (url.endsWith(verifyPasskeyStep.path({}))) {
      const sent = body as { response?: { id?: string } };
      return sent.response?.id === 'cred'
        ? envelope(200, { email: EMAIL })
        : envelope(400, null, [problem('passkey.not_accepted')]);
    }
    return envelope(404, null);
  });
}

function setUp(factors: Parameters<typeof SecondFactorStep>[0]['factors']) {
  const server = passkeyServer();
  const onSignedIn = vi.fn<(admin: Admin) => void>();
  render(<SecondFactorStep factors={factors} onSignedIn={onSignedIn} onStartOver={vi.fn()} />, {
    wrapper: withClient(testClient()),
  });
  return { server, onSignedIn, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  browser.available = true;
  browser.sign.mockReset();
});

describe('a passkey as the second step', () => {
  it('offers only the passkey when the account has no authenticator app, and signs in', async () => {
    browser.sign.mockResolvedValue(SIGNED);
    const { server, onSignedIn, user } = setUp(['passkey']);
    expect(screen.queryByLabelText('Code from the app')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ email: EMAIL }));
    expect(browser.sign).toHaveBeenCalledWith({ challenge: 'abc' });
    expect(server.requests.map((request) => request.url)).toEqual([
      expect.stringContaining(startPasskeyStep.path({})),
      expect.stringContaining(verifyPasskeyStep.path({})),
    ]);
    expect(server.requests.at(-1)?.body).toEqual({ response: SIGNED });
  });

  it('says so when the ceremony was cancelled or the server refused, and signs in nobody', async () => {
    const cancelled = new ApiFailure({
      status: 0,
      errors: ['NotAllowedError'],
      problems: [problem('passkey.cancelled')],
      data: null,
      message: 'NotAllowedError',
    });
    browser.sign.mockRejectedValueOnce(cancelled);
    const { onSignedIn, user } = setUp(['totp', 'recovery_code', 'passkey']);
    // With an authenticator app too, the code is asked beside the passkey.
    expect(screen.getByLabelText('Code from the app')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText(/The passkey request was cancelled/)).toBeVisible();

    browser.sign.mockResolvedValueOnce({ ...SIGNED, id: 'someone-else' });
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText(/The passkey was not accepted/)).toBeVisible();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('tells where passkeys cannot be used (a browser without them) when nothing else is offered', () => {
    browser.available = false;
    setUp(['passkey']);
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    expect(screen.getByText(/cannot be used here. Sign in from a web browser/)).toBeVisible();
  });
});
