// npm run bench:courier-sync — a courier's phone comes back online with 500 queued actions
// (docs/product.md §4.12): the time the real server (api/dist/main.js, embedded database) takes
// to apply them all through POST /api/courier/sync, sent as the app sends them (slices of 100,
// one after the other), and the time of sending the same queue again (every action answered
// already_applied). BENCH_COURIER_ACTIONS changes the count (rounded down to whole parcels).
import { randomUUID } from 'node:crypto';
import {
  SYNC_ACTIONS_MAX,
  acceptInvitation,
  assignToRun,
  copyInvitationLink,
  createParcel,
  getHealth,
  inviteStaff,
  listCouriers,
  signUp,
  syncCourierActions,
} from '@waybill/shared';
import {
  API_MAIN,
  assertApiBuilt,
  freePort,
  positiveInt,
  run,
  startNode,
  tempDir,
  warnIfBusy,
} from './lib.mjs';

const ACTIONS = positiveInt('BENCH_COURIER_ACTIONS', 500);
/** Each parcel's day on the road: picked up, at the hub, out for delivery, a failed try, delivered. */
const STEPS = ['picked_up', 'at_hub', 'out_for_delivery', 'delivery_failed', 'delivered'];
const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };

/** A cookie jar of one session, and a JSON call through it. */
function client(origin) {
  let cookie = '';
  return async (method, path, body) => {
    const response = await fetch(origin + path, {
      method,
      headers: { 'content-type': 'application/json', origin, ...(cookie && { cookie }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().map((header) => header.split(';')[0]);
    if (set.length) cookie = set.join('; ');
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.errors}`);
    return answer.data;
  };
}

run(async () => {
  assertApiBuilt();
  warnIfBusy();
  const port = await freePort();
  const server = await startNode({
    name: 'waybill',
    script: API_MAIN,
    port,
    readyPath: getHealth.path({}),
    inheritEnv: false,
    env: {
      DATA_DIR: tempDir('waybill-bench-courier-'),
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  const owner = client(server.url);
  await owner('POST', signUp.path({}), ADMIN);
  const invited = await owner('POST', inviteStaff.path({}), {
    email: 'rider@example.com',
    role: 'courier',
  });
  const { link } = await owner('POST', copyInvitationLink.path({}), { id: invited.id });
  const token = new URL(link).searchParams.get('token');
  const courier = client(server.url);
  await courier('POST', acceptInvitation.path({}), {
    token,
    name: 'Rider',
    password: 'rider-password-1',
  });

  const parcels = Math.max(1, Math.floor(ACTIONS / STEPS.length));
  const codes = [];
  for (let n = 0; n < parcels; n += 1) {
    const parcel = await owner('POST', createParcel.path({}), {
      recipient_name: `Recipient ${n}`,
      destination: 'Lagos',
    });
    codes.push(parcel.tracking_code);
  }
  const members = await owner('GET', listCouriers.path({}));
  const day = new Date().toISOString().slice(0, 10);
  await owner('POST', assignToRun.path({}), { courier_id: members[0].id, date: day, codes });

  // The queue as the phone kept it offline: every parcel's steps, a second apart, oldest first.
  const start = Date.now() - (parcels * STEPS.length + 60) * 1000;
  let sequence = 0;
  const queue = codes.flatMap((code) =>
    STEPS.map((action) => {
      sequence += 1;
      return {
        id: randomUUID(),
        code,
        action,
        done_at: new Date(start + sequence * 1000).toISOString(),
        sequence,
        position: { latitude: 6.45, longitude: 3.39, accuracy: 10 },
        ...(action === 'delivered' && { received_by: 'Jane Smith' }),
        ...(action === 'delivery_failed' && { failure_reason: 'nobody_home' }),
      };
    }),
  );

  const send = async () => {
    const outcomes = new Map();
    const began = performance.now();
    for (let at = 0; at < queue.length; at += SYNC_ACTIONS_MAX) {
      const { results } = await courier('POST', syncCourierActions.path({}), {
        actions: queue.slice(at, at + SYNC_ACTIONS_MAX),
      });
      for (const each of results) outcomes.set(each.outcome, (outcomes.get(each.outcome) ?? 0) + 1);
    }
    return { seconds: (performance.now() - began) / 1000, outcomes: Object.fromEntries(outcomes) };
  };
  const first = await send();
  const again = await send();
  console.log(
    `courier sync of ${queue.length} queued actions (${parcels} parcels × ${STEPS.length}), slices of ${SYNC_ACTIONS_MAX}:`,
  );
  console.log(
    `  first sync:  ${first.seconds.toFixed(2)} s  ${JSON.stringify(first.outcomes)}  (${(queue.length / first.seconds).toFixed(0)} actions/s)`,
  );
  console.log(`  sent again:  ${again.seconds.toFixed(2)} s  ${JSON.stringify(again.outcomes)}`);
  if (first.outcomes.applied !== queue.length) throw new Error('not every action was applied');
  if (again.outcomes.already_applied !== queue.length)
    throw new Error('a repeated action was not answered already_applied');
});
