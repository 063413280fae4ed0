import { getMyRun, scanCode, addMyStop, type CourierRun, type RunStop } from '@waybill/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { today } from '../app/api';
import { setState } from '../app/store';
import { stopSync } from '../app/sync';
import { useScreen } from '../app/navigation';
import { enqueue, queuedActions } from '../queue/queue';
import { database } from '../queue/db';
import { freshDatabase } from '../test/reset-db';
import { Deliver } from './Deliver';
import { ParcelScreen } from './Parcel';
import { QueueScreen } from './Queue';
import { RunScreen } from './Run';
import { Scan } from './Scan';

const stop = (
  position: number,
  code: string,
  name: string,
  extra: Partial<RunStop> = {},
): RunStop => ({
  position,
  tracking_code: code,
  recipient_name: name,
  address_lines: [`${position} Rua Augusta`, '1100-048 Lisboa'],
  recipient_phone_number: '+351 210 000 000',
  latitude: null,
  longitude: null,
  status: 'Label created',
  stage: 'created',
  handover_code_required: false,
  handover_locked: false,
  parcel_content: 'Books',
  notes: null,
  ...extra,
});

const RUN: CourierRun = {
  date: '2026-11-29',
  courier: { id: 7, name: 'Rui', email: 'rui@example.com', active: true },
  stops: [
    stop(1, 'WB-ONE', 'Joana Silva', { handover_code_required: true }),
    stop(2, 'WB-TWO', 'Ana Costa'),
  ],
};

/** The API as the screens call it: answers by route, a dropped network for anything else. */
function serve(answers: Record<string, (url: string, init?: RequestInit) => unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    for (const [prefix, answer] of Object.entries(answers)) {
      if (url.startsWith(prefix)) {
        return new Response(JSON.stringify({ status: 200, errors: [], data: answer(url, init) }), {
          status: 200,
        });
      }
    }
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Which screen the app would show now. */
function CurrentScreen() {
  const current = useScreen();
  return <output data-testid="screen">{JSON.stringify(current)}</output>;
}

beforeEach(async () => {
  await freshDatabase();
  setState({ run: RUN, runFetchedAt: '2026-11-29T08:00:00Z', queue: [], online: true });
});
afterEach(() => {
  stopSync();
  vi.unstubAllGlobals();
});

async function refreshQueueState() {
  setState({ queue: await queuedActions() });
}

describe('the run', () => {
  it('lists the stops in order, with the stage the courier’s waiting actions lead to', async () => {
    serve({ [getMyRun.route]: () => RUN });
    await enqueue({ parcel: 'WB-TWO', kind: 'picked_up' });
    await refreshQueueState();
    render(<RunScreen />);
    const stops = screen.getAllByRole('listitem');
    expect(stops[0]).toHaveTextContent('Joana Silva');
    expect(stops[0]).toHaveTextContent('Label created');
    expect(stops[1]).toHaveTextContent('Ana Costa');
    expect(stops[1]).toHaveTextContent('Picked up');
    expect(stops[1]).toHaveTextContent('1 action waiting to send');
    expect(screen.getByRole('button', { name: '1 action waiting to send' })).toBeInTheDocument();
  });

  it('offline, shows the run kept on the phone and when it was loaded', async () => {
    serve({});
    render(<RunScreen />);
    expect(await screen.findByText(/Offline: the run as loaded at/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('a parcel', () => {
  it('saves an action on the phone at once, with a new id, and says so', async () => {
    serve({});
    render(<ParcelScreen code="WB-TWO" />);
    await userEvent.click(screen.getByRole('button', { name: 'Picked up' }));
    expect(await screen.findByText(/Saved on the phone: Picked up/)).toBeInTheDocument();
    const [saved] = await queuedActions();
    expect(saved).toMatchObject({ parcel: 'WB-TWO', kind: 'picked_up', state: 'waiting' });
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks why a delivery failed and when to try again', async () => {
    serve({});
    render(<ParcelScreen code="WB-TWO" />);
    await userEvent.click(screen.getByRole('button', { name: 'Delivery failed' }));
    await userEvent.click(screen.getByLabelText('No access to the building'));
    // Tomorrow on the phone's calendar: the field takes no day before today.
    const tomorrow = today(new Date(Date.now() + 24 * 3600 * 1000));
    await userEvent.type(screen.getByLabelText('Next attempt'), tomorrow);
    await userEvent.click(screen.getByRole('button', { name: 'Save the failed delivery' }));
    await screen.findByText(/Saved on the phone: Delivery failed/);
    expect((await queuedActions())[0]).toMatchObject({
      kind: 'delivery_failed',
      reason: 'access_denied',
      next_attempt: tomorrow,
    });
  });

  it('asks before saving a return to the sender', async () => {
    serve({});
    render(<ParcelScreen code="WB-TWO" />);
    await userEvent.click(screen.getByRole('button', { name: 'Returned to sender' }));
    expect(await queuedActions()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, save it' }));
    await screen.findByText(/Saved on the phone: Returned to sender/);
    expect((await queuedActions())[0].kind).toBe('returned_to_sender');
  });
});

describe('the proof of delivery', () => {
  it('needs who received it and, when the parcel asks, the six-digit handover code', async () => {
    serve({});
    render(<Deliver code="WB-ONE" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save the delivery' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Write the name of the person who received the parcel.',
    );
    await userEvent.type(screen.getByLabelText('Received by (name)'), 'Joana Silva');
    await userEvent.type(screen.getByLabelText('Handover code'), '12a4');
    await userEvent.click(screen.getByRole('button', { name: 'Save the delivery' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The handover code has 6 digits.');
    expect(await queuedActions()).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Handover code'));
    await userEvent.type(screen.getByLabelText('Handover code'), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Save the delivery' }));
    await waitFor(async () => expect(await queuedActions()).toHaveLength(1));
    expect((await queuedActions())[0]).toMatchObject({
      kind: 'delivered',
      received_by: 'Joana Silva',
      handover_code: '482913',
    });
  });

  it('asks no handover code of a parcel that needs none', () => {
    serve({});
    render(<Deliver code="WB-TWO" />);
    expect(screen.queryByLabelText('Handover code')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Signature of the recipient' })).toBeInTheDocument();
  });
});

describe('scanning', () => {
  it('opens a parcel on the run without asking the server', async () => {
    const fetchMock = serve({});
    render(
      <>
        <Scan />
        <CurrentScreen />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Or type the tracking code'), 'wb-two');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByTestId('screen')).toHaveTextContent('"code":"WB-TWO"');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a parcel is not on the run and adds it when the courier asks', async () => {
    const added = { ...RUN, stops: [...RUN.stops, stop(3, 'WB-NEW', 'Rita Reis')] };
    const fetchMock = serve({
      [scanCode.path({ code: 'WB-NEW' })]: () => ({
        tracking_code: 'WB-NEW',
        on_run: false,
        stop: null,
        can_add: true,
        refusal: null,
      }),
      [addMyStop.route]: () => added,
    });
    render(
      <>
        <Scan />
        <CurrentScreen />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Or type the tracking code'), 'WB-NEW');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('WB-NEW is not on your run.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add it to my run' }));
    await waitFor(() => expect(screen.getByTestId('screen')).toHaveTextContent('"code":"WB-NEW"'));
    const addCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith(addMyStop.route));
    expect(JSON.parse(String(addCall?.[1]?.body))).toMatchObject({ code: 'WB-NEW' });
  });

  it('says why a parcel cannot be added', async () => {
    serve({
      [scanCode.path({ code: 'WB-OTHER' })]: () => ({
        tracking_code: 'WB-OTHER',
        on_run: false,
        stop: null,
        can_add: false,
        refusal: 'courier.on_other_run',
      }),
    });
    render(<Scan />);
    await userEvent.type(screen.getByLabelText('Or type the tracking code'), 'WB-OTHER');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(
      await screen.findByText('WB-OTHER is on another courier’s run today: ask the dispatcher.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add it to my run' })).not.toBeInTheDocument();
  });
});

describe('what waits to be sent', () => {
  it('lists what waits in order, and what was refused with why in the courier’s words', async () => {
    await enqueue({ parcel: 'WB-TWO', kind: 'picked_up' });
    const refused = await enqueue({ parcel: 'WB-ONE', kind: 'delivered', received_by: 'J' });
    const db = await database();
    await db.put('actions', {
      ...refused,
      state: 'refused',
      problem: {
        code: 'courier.handover_code_wrong',
        params: { tries_left: 2 },
        message: 'The handover code is wrong',
      },
    });
    setState({ online: false });
    await refreshQueueState();
    render(<QueueScreen />);
    expect(
      screen.getByText('Offline: 1 action waits and is sent once the phone is online.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The handover code is wrong: 2 tries are left before the parcel is locked.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(async () => expect(await queuedActions()).toHaveLength(1));
  });
});
