import { problem, publicParcelSchema, unlockParcel, type PublicParcel } from '@waybill/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, paged, parcel } from '../../test/fixtures';
import { EMPTY_PARCEL_STATE, savedParcel, useAppStore } from '../app/store';
import { useLiveChanges } from './live';
import { UnlockDetails } from './UnlockDetails';
import { rememberedAnswer } from './unlock';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.setState({ parcel: EMPTY_PARCEL_STATE });
});

/** The visitor's view of the fixture parcel: unlocked, or as the code alone gives it. */
const unlocked = (): PublicParcel =>
  publicParcelSchema.parse({ ...parcel('WB-1', paged([], 1, 1)), image: 'box.jpg' });
function locked(unlockWith: PublicParcel['unlock_with'] = ['email', 'phone_last4']): PublicParcel {
  return {
    ...unlocked(),
    recipient_name: null,
    sender_name: null,
    image: null,
    locked: true,
    unlock_with: unlockWith,
  };
}

function showing(shown: PublicParcel) {
  useAppStore.setState({ parcel: { ...EMPTY_PARCEL_STATE, data: shown } });
  render(<UnlockDetails parcel={shown} />);
}

describe('the form that shows the recipient’s details', () => {
  it('asks for the facts the parcel can be unlocked with', () => {
    showing(locked(['email']));
    expect(screen.getByRole('form', { name: 'Recipient’s details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Recipient’s e-mail')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Show names and photo' })).toBeInTheDocument();
  });

  it('names both facts when the parcel has both, and asks before sending anything', async () => {
    const user = userEvent.setup();
    showing(locked());
    const field = screen.getByLabelText('Recipient’s e-mail or last 4 digits of their phone');
    expect(field).toHaveAttribute('autocomplete', 'off');
    await user.click(screen.getByRole('button', { name: 'Show names and photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Recipient’s e-mail or last 4 digits of their phone is required',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a wrong answer in the visitor’s words and keeps the details hidden', async () => {
    fetchMock.mockResolvedValueOnce(envelope(403, null, [problem('tracking.wrong_answer')]));
    const user = userEvent.setup();
    showing(locked(['phone_last4']));
    await user.type(screen.getByLabelText('Last 4 digits of the recipient’s phone'), '9999');
    await user.click(screen.getByRole('button', { name: 'Show names and photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That is not the recipient’s e-mail or the last 4 digits of their phone number.',
    );
    expect(useAppStore.getState().parcel.data?.recipient_name).toBeNull();
    expect(rememberedAnswer('WB-1')).toBeNull();
  });

  it('shows the unlocked parcel, remembers the answer for the tab, and never saves it', async () => {
    fetchMock.mockResolvedValueOnce(envelope(200, unlocked()));
    const user = userEvent.setup();
    showing(locked());
    const field = screen.getByLabelText('Recipient’s e-mail or last 4 digits of their phone');
    await user.type(field, ' Ada@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Show names and photo' }));

    await vi.waitFor(() => expect(useAppStore.getState().parcel.unlocked).toBe(true));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(unlockParcel.path({ code: 'WB-1' }));
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ answer: 'Ada@Example.com' });
    const state = useAppStore.getState().parcel;
    expect(state.data).toMatchObject({ recipient_name: 'Ada Lovelace', image: 'box.jpg' });
    expect(rememberedAnswer('wb-1')).toBe('Ada@Example.com');
    expect(savedParcel(state).data).toBeNull();
    expect(useLiveChanges.getState().announcement).toBe('The recipient’s details are shown.');
  });

  it('says when the parcel has nothing to check, with no form', () => {
    showing(locked([]));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText(/has no recipient e-mail or phone number to check/)).toBeVisible();
  });
});
