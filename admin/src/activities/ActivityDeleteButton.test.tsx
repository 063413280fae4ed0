import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteActivity } from '@waybill/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/store';
import { envelope, fakeServer, testClient, withClient } from '../test/fake-api';
import { ActivityDeleteButton } from './ActivityDeleteButton';

function setUp(offersPutBack: boolean) {
  useAppStore.setState({ admin: { email: 'd@example.com', name: 'D', role: 'dispatcher' } });
  const server = fakeServer(() => envelope(200, null, [], 'Activity deleted'));
  const Wrapper = withClient(testClient());
  render(
    <Wrapper>
      <ActivityDeleteButton
        activityId={7}
        offersPutBack={offersPutBack}
        confirmText="Are you sure you want to delete “Picked up” from the history of WB1?"
      />
    </Wrapper>,
  );
  return { server, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAppStore.setState({ admin: false });
});

const PUT_BACK = /Also put the parcel back where it was before this entry/;

describe('deleting a history entry', () => {
  it('offers the newest entry to put the parcel back, sent with the delete as one call', async () => {
    const { server, user } = setUp(true);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('checkbox', { name: PUT_BACK }));
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await vi.waitFor(() =>
      expect(server.requests).toEqual([
        {
          method: 'DELETE',
          url: deleteActivity.path({}),
          body: { id: 7, restore_parcel: true },
        },
      ]),
    );
  });

  it('does not offer it for an older entry, or one with nothing to put back', async () => {
    const { server, user } = setUp(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText(/sure/i);
    expect(screen.queryByRole('checkbox', { name: PUT_BACK })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await vi.waitFor(() =>
      expect(server.requests.map((request) => request.body)).toEqual([
        { id: 7, restore_parcel: false },
      ]),
    );
  });
});
