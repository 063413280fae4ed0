import {
  problem,
  publicParcelSchema,
  type DeliveryChoices as Choices,
  type PublicParcel,
  type PublicSettings,
} from '@waybill/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, paged, parcel } from '../../test/fixtures';
import { EMPTY_PARCEL_STATE, useAppStore } from '../app/store';
import { DeliveryChoices } from './DeliveryChoices';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
  useAppStore.setState({
    settings: {
      preference_options: ['safe_place', 'neighbour', 'depot', 'another_day'],
    } as PublicSettings,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.setState({ parcel: EMPTY_PARCEL_STATE, settings: null });
});

const shown = (locked: boolean): PublicParcel => ({
  ...publicParcelSchema.parse(parcel('WB-1', paged([], 1, 1))),
  locked,
});

const OPEN: Choices = {
  preference: null,
  options: ['neighbour', 'depot'],
  first_day: '2026-12-01',
  last_day: '2026-12-05',
  cutoff: '07:00',
  closed: null,
};

/** The body of the n-th call the page made. */
const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call][1]?.body)) as unknown;

describe('delivery choices (docs/product.md §2.3d)', () => {
  it('offers nothing when the company offers nothing', () => {
    useAppStore.setState({ settings: { preference_options: [] } as unknown as PublicSettings });
    const { container } = render(<DeliveryChoices parcel={shown(true)} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('asks to show the recipient’s details first while the page is locked, and asks nothing of the server', () => {
    render(<DeliveryChoices parcel={shown(true)} />);
    expect(screen.getByRole('region', { name: 'Delivery choices' })).toHaveTextContent(
      'Show the recipient’s details above first',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with the tab’s answer, offers what the company offers and sends the choice with the answer', async () => {
    sessionStorage.setItem('waybill.unlock:WB-1', 'ada@example.com');
    fetchMock.mockResolvedValueOnce(envelope(200, OPEN)).mockResolvedValueOnce(
      envelope(200, {
        ...OPEN,
        preference: {
          kind: 'neighbour',
          note: null,
          neighbour_name: '<b>Bello</b>',
          neighbour_house: '4',
          date: null,
          chosen_at: '2026-11-29T10:00:00.000Z',
        },
      }),
    );
    const user = userEvent.setup();
    render(<DeliveryChoices parcel={shown(true)} />);
    const neighbour = await screen.findByRole('radio', { name: 'Leave it with a neighbour' });
    expect(screen.queryByRole('radio', { name: 'Leave it in a safe place' })).toBeNull();
    expect(bodyOf(0)).toEqual({ answer: 'ada@example.com' });
    await user.click(neighbour);
    await user.type(screen.getByLabelText('Neighbour’s name'), '<b>Bello</b>');
    await user.type(screen.getByLabelText('Neighbour’s house number'), '4');
    await user.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your choice is saved.');
    expect(bodyOf(1)).toEqual({
      answer: 'ada@example.com',
      preference: { kind: 'neighbour', neighbour_name: '<b>Bello</b>', neighbour_house: '4' },
    });
    // The recipient's words stay text.
    expect(screen.getByTestId('delivery-choice')).toHaveTextContent(
      'You asked: leave it with <b>Bello</b>, house 4',
    );
    expect(document.querySelector('.parcel-choices b')).toBeNull();
  });

  it('says why nothing can be chosen past the cut-off, and says a refusal in the visitor’s words', async () => {
    sessionStorage.setItem('waybill.unlock:WB-1', 'ada@example.com');
    fetchMock.mockResolvedValueOnce(envelope(200, { ...OPEN, closed: 'cutoff' }));
    render(<DeliveryChoices parcel={shown(true)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too late to change today’s delivery: choices for a parcel due today close at 07:00.',
    );
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('checks the recipient itself on a page the code alone shows, and reports a wrong answer', async () => {
    fetchMock.mockResolvedValueOnce(envelope(403, null, [problem('tracking.wrong_answer')]));
    const user = userEvent.setup();
    render(<DeliveryChoices parcel={shown(false)} />);
    await user.type(
      screen.getByLabelText('Recipient’s e-mail or last 4 digits of their phone'),
      '9999',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That is not the recipient’s e-mail or the last 4 digits of their phone number.',
    );
    expect(sessionStorage.getItem('waybill.unlock:WB-1')).toBeNull();
  });
});
