import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Admin, enableSigninTotp, problem, startSigninTotpSetup } from '@waybill/shared';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, testClient, withClient, type Request } from '../test/fake-api';
import { SigninTotpSetup } from './SigninTotpSetup';

const EMAIL = 'member@example.com';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const ENROLMENT = {
  secret: SECRET,
  otpauth_url: `otpauth://totp/Waybill:${EMAIL}?secret=${SECRET}&issuer=Waybill`,
  qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
};

function setupServer() {
  return fakeServer(({ url, body }: Request) => {
    if (url.endsWith(startSigninTotpSetup.path({}))) return envelope(200, ENROLMENT);
    if (url.endsWith(enableSigninTotp.path({}))) {
      return (body as { code: string }).code === '246810'
        ? envelope(200, { email: EMAIL, recovery_codes: CODES })
        : envelope(400, null, [problem('twofactor.wrong_code')]);
    }
    return envelope(404, null);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('setting up two-factor during a sign-in (required by the owner)', () => {
  it('shows the QR code and key, confirms with a code, then the recovery codes before signing in', async () => {
    const server = setupServer();
    const onSignedIn = vi.fn<(admin: Admin) => void>();
    const user = userEvent.setup();
    render(
      <StrictMode>
        <SigninTotpSetup onSignedIn={onSignedIn} />
      </StrictMode>,
      { wrapper: withClient(testClient()) },
    );

    expect(screen.getByText(/Your company requires two-factor sign-in/)).toBeVisible();
    const qr = await screen.findByRole('img', {
      name: 'QR code to add this account to an authenticator app',
    });
    expect(qr).toHaveAttribute('src', ENROLMENT.qr_code);
    expect(screen.getByText(SECRET)).toBeVisible();
    // Started once, though StrictMode runs the effect twice (a second key would replace the first).
    expect(
      server.urls().filter((each) => each.endsWith(startSigninTotpSetup.path({}))),
    ).toHaveLength(1);

    const field = screen.getByLabelText('Code from the app');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is wrong or has already been used')).toBeVisible();

    await user.clear(field);
    await user.type(field, '246810');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent(CODES[9]);
    // Signed in only once the codes were seen and kept.
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'I have saved the codes' }));
    expect(onSignedIn).toHaveBeenCalledWith({ email: EMAIL });
  });

  it('says when the pending sign-in is gone', async () => {
    fakeServer(() => envelope(400, null, [problem('twofactor.no_pending_signin')]));
    render(<SigninTotpSetup onSignedIn={vi.fn()} />, { wrapper: withClient(testClient()) });
    expect(
      await screen.findByText(
        'There is no sign-in waiting for a code, or it has expired. Sign in again.',
      ),
    ).toBeVisible();
  });
});
