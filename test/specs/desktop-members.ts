import { type APIRequestContext, request } from '@playwright/test';
import { acceptInvitation, enableTotp, inviteStaff, startTotp } from '@waybill/shared';
import { generateSync } from 'otplib';
import { expect, staffClient, staffRequest } from '../support/fixtures.js';
import type { Mailbox } from '../support/mailbox.js';

/** The password of the members the desktop specs invite. */
export const MEMBER_PASSWORD = 'member-password-1';

/**
 * A dispatcher invited by ADMIN and accepted through the API (the invitation screens have their
 * own test): a fresh account each time, so the shared product's ADMIN keeps no second factor.
 * Answers the e-mail and an API context signed in as the member (the caller disposes it).
 */
export async function invitedDispatcher(
  baseURL: string,
  mailbox: Mailbox,
  prefix: string,
): Promise<{ email: string; api: APIRequestContext }> {
  const email = `${prefix}-${Date.now().toString(36)}@example.com`;
  const owner = await staffRequest(baseURL);
  await staffClient(owner).data(inviteStaff, { body: { email, role: 'dispatcher' } }, 201);
  await owner.dispose();
  await expect.poll(() => mailbox.latestTo(email)?.text ?? '').toContain('token=');
  const link = /token=([\w%-]+)/.exec(mailbox.latestTo(email)?.text ?? '');
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await staffClient(api).data(acceptInvitation, {
    body: {
      token: decodeURIComponent(link?.[1] ?? ''),
      name: 'Desk Member',
      password: MEMBER_PASSWORD,
    },
  });
  return { email, api };
}

/** A dispatcher (invitedDispatcher) who has turned TOTP on: e-mail, secret, recovery codes. */
export async function memberWithTotp(
  baseURL: string,
  mailbox: Mailbox,
): Promise<{ email: string; secret: string; recoveryCodes: string[] }> {
  const { email, api } = await invitedDispatcher(baseURL, mailbox, 'desk');
  const member = staffClient(api);
  const { secret } = await member.data(startTotp);
  const { recovery_codes } = await member.data(enableTotp, {
    body: { code: generateSync({ secret }), password: MEMBER_PASSWORD },
  });
  await api.dispose();
  return { email, secret, recoveryCodes: recovery_codes };
}

/**
 * The code of the next 30-second step: the server accepts one step of drift, and a code of a
 * step already used (the one that turned TOTP on may share this step) is refused as a replay.
 */
export const nextCode = (secret: string) => generateSync({ secret, epoch: Date.now() / 1000 + 30 });
/** A code ten minutes away: well outside the accepted drift, so always wrong. */
export const wrongCode = (secret: string) =>
  generateSync({ secret, epoch: Date.now() / 1000 + 600 });
