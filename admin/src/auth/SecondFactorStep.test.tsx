import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Admin, problem, verifySignin } from '@waybill/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, testClient, withClient, type Request } from '../test/fake-api';
import { SecondFactorStep } from './SecondFactorStep';

const EMAIL = 'office@example.com';
const CODE = '123456';
const RECOVERY = 'abcde-fghjk';

/** The verify call: right with CODE or RECOVERY (once), wrong otherwise. */
function verifyServer() {
  let recoveryUsed = false;
  return fakeServer(({ url, body }: Request) => {
    if (!url.endsWith(verifySignin.path({}))) return envelope(404, null);
    const sent = body as { code?: string; recovery_code?: string };
    const right =
      sent.code === CODE || (sent.recovery_code === RECOVERY.replace('-', '') && !recoveryUsed);
    if (sent.recovery_code) recoveryUsed ||= right;
    return right
      ? envelope(200, { email: EMAIL })
      : envelope(400, null, [problem('twofactor.wrong_code')]);
  });
}

function setUp() {
  const server = verifyServer();
  const onSignedIn = vi.fn<(admin: Admin) => void>();
  const onStartOver = vi.fn<() => void>();
  render(<SecondFactorStep onSignedIn={onSignedIn} onStartOver={onStartOver} />, {
    wrapper: withClient(testClient()),
  });
  return { server, onSignedIn, onStartOver, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('the second step of a sign-in', () => {
  it('asks for the app’s code as a one-time code, says a wrong one, signs in with the right one', async () => {
    const { server, onSignedIn, user } = setUp();
    const field = screen.getByLabelText('Code from the app');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');

    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(/must be the 6-digit code from the authenticator app/),
    ).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong or has already been used')).toBeVisible();
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ email: EMAIL }));
    expect(server.requests.at(-1)?.body).toEqual({ code: CODE });
  });

  it('offers a recovery code instead, and going back to the password', async () => {
    const { server, onSignedIn, onStartOver, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByLabelText('Code from the app')).toBeNull();
    await user.type(screen.getByLabelText('Recovery code'), RECOVERY.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ email: EMAIL }));
    expect(server.requests.at(-1)?.body).toEqual({ recovery_code: RECOVERY.replace('-', '') });

    await user.click(screen.getByRole('button', { name: 'Use a code from the app instead' }));
    expect(screen.getByLabelText('Code from the app')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(onStartOver).toHaveBeenCalledOnce();
  });
});
