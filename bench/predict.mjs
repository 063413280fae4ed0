// npm run bench:predict — how good predicted delivery is (docs/product.md §2.3e): generates a
// courier's history (delays by weekday, region and service, random holds, failed attempts), learns
// the statistics from the older part with the app's own SQL (api/dist), and predicts the newest
// part, held back, at every stage it went through, as the scheduled job would have. Prints the
// share delivered inside the predicted window (aim ≥ 80 %) and the mean absolute error in hours of
// the prediction and of the staff's expected dates on the same parcels.
// Its own database: embedded PGlite in a temporary folder, or BENCH_DATABASE_URL (PostgreSQL;
// the run empties its parcels, and refuses a database holding parcels it did not make).
import 'reflect-metadata';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { PREDICTION_MIN_SAMPLES } from '@waybill/shared';
import { positiveInt, ROOT, run, seededRandom, tempDir, warnIfBusy } from './lib.mjs';

const PARCELS = positiveInt('BENCH_PREDICT_PARCELS', 20_000);
const SEED = positiveInt('BENCH_SEED', 20261129);
const TIME_ZONE = process.env.BENCH_TIME_ZONE ?? 'Europe/Berlin';
/** The newest share of parcels (by creation) held back to be predicted. */
const HELD_BACK = 0.2;
/** The history's span, ending a week ago so that every parcel is delivered. */
const SPAN_DAYS = 150;
const CODE_PREFIX = 'PRED-';

const DIST = path.join(ROOT, 'api', 'dist');
const HOUR = 3_600_000;

// Where parcels go: country, region, and how much slower than usual the region is to reach.
const REGIONS = [
  { country: 'DE', region: 'Berlin', slow: 0 },
  { country: 'DE', region: 'Bayern', slow: 0.3 },
  { country: 'DE', region: 'Hamburg', slow: 0 },
  { country: 'DE', region: 'Sachsen', slow: 0.6 },
  { country: 'AT', region: 'Wien', slow: 0.4 },
  { country: 'NL', region: 'Noord-Holland', slow: 0.2 },
];
// Services: days on the road, the staff's promise in days (about the median from booking to
// delivery, as a counter learns it), weights, and whether it runs Saturdays.
const SERVICES = [
  { name: 'Express', days: 1, promise: 4, weight: 0.25, saturday: true },
  { name: 'Standard', days: 2, promise: 5, weight: 0.5, saturday: true },
  { name: 'Economy', days: 4, promise: 7, weight: 0.25, saturday: false },
];

async function load() {
  const file = path.join(DIST, 'parcels', 'predictions', 'delivery-prediction.js');
  if (!existsSync(file)) {
    throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first.`);
  }
  const { DataSource } = await import('typeorm');
  const { dataSourceOptions } = await import(path.join(DIST, 'core', 'database', 'data-source.js'));
  const { PredictionsRepository } = await import(
    path.join(DIST, 'parcels', 'predictions', 'predictions.repository.js')
  );
  const prediction = await import(file);
  const zoned = await import(path.join(DIST, 'parcels', 'predictions', 'zoned-time.js'));
  return { DataSource, dataSourceOptions, PredictionsRepository, ...prediction, ...zoned };
}

run(async () => {
  warnIfBusy();
  const lib = await load();
  const { instantAt, wallClock, nextDay } = lib;
  const random = seededRandom(SEED);
  const uniform = (from, to) => from + (to - from) * random();
  const pick = (items, weight = () => 1) => {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let left = random() * total;
    for (const item of items) {
      left -= weight(item);
      if (left <= 0) return item;
    }
    return items[items.length - 1];
  };
  /** An exponential wait with this mean. */
  const exponential = (mean) => -Math.log(1 - random()) * mean;

  const dayOf = (instant) => wallClock(instant, TIME_ZONE).date;
  const weekdayOf = (date) => wallClock(instantAt(date, 12, TIME_ZONE), TIME_ZONE).weekday;
  const at = (date, hours) =>
    new Date(instantAt(date, Math.floor(hours), TIME_ZONE).getTime() + (hours % 1) * HOUR);
  const addDays = (date, days) => {
    let day = date;
    for (let i = 0; i < days; i += 1) day = nextDay(day);
    return day;
  };
  /** The next day from `date` (itself when `sameDay`) that the service works. */
  const workingDay = (date, service, sameDay) => {
    let day = sameDay ? date : nextDay(date);
    for (;;) {
      const weekday = weekdayOf(day);
      if (weekday !== 7 && (weekday !== 6 || service.saturday)) return day;
      day = nextDay(day);
    }
  };

  /** One parcel's journey: its stage entries, in order, the last one delivered. */
  function journey(created, origin, destination, service) {
    const stages = [{ stage: 'created', at: created }];
    const createdDay = dayOf(created);
    const createdHour = wallClock(created, TIME_ZONE).hour;
    // Picked up the same day when booked before 14:00 on a working day, else the next one.
    const pickupSameDay = createdHour < 14 && weekdayOf(createdDay) !== 7;
    const pickupDay = workingDay(createdDay, SERVICES[0], pickupSameDay);
    const pickedUp = pickupSameDay
      ? new Date(created.getTime() + uniform(1, 4) * HOUR)
      : at(pickupDay, uniform(9, 15));
    stages.push({ stage: 'picked_up', at: pickedUp });
    let inTransit = new Date(pickedUp.getTime() + uniform(1, 5) * HOUR);
    stages.push({ stage: 'in_transit', at: inTransit });

    const abroad = origin.country !== destination.country;
    let roadDays =
      service.days + (abroad ? 1 : 0) + destination.slow + exponential(0.25 + origin.slow / 2);
    // What leaves on a Friday or a Saturday waits out the weekend at a hub.
    const leaves = weekdayOf(dayOf(inTransit));
    if (leaves === 5 || leaves === 6) roadDays += uniform(0.5, 1.5);
    // Random holds: customs abroad, a damaged label, a missed connection.
    if (random() < (abroad ? 0.2 : 0.05)) {
      const held = new Date(inTransit.getTime() + roadDays * uniform(0.2, 0.8) * 24 * HOUR);
      stages.push({ stage: 'held', at: held });
      const resumed = new Date(held.getTime() + uniform(1, 4) * 24 * HOUR);
      roadDays -= (held.getTime() - inTransit.getTime()) / (24 * HOUR);
      inTransit = resumed;
      stages.push({ stage: 'in_transit', at: resumed });
    }
    const atDepot = new Date(inTransit.getTime() + roadDays * 24 * HOUR);
    // Out on the next delivery morning: the same day when it came in before six.
    const depotDay = dayOf(atDepot);
    let day = workingDay(depotDay, service, wallClock(atDepot, TIME_ZONE).hour < 6);
    for (;;) {
      const out = at(day, uniform(7, 9));
      stages.push({ stage: 'out_for_delivery', at: out });
      const tried = new Date(out.getTime() + (1 + 9 * random() ** 1.3) * HOUR);
      if (random() < 0.07) {
        stages.push({ stage: 'failed_attempt', at: tried });
        day = workingDay(dayOf(tried), service, false);
        continue;
      }
      stages.push({ stage: 'delivered', at: tried });
      return stages;
    }
  }

  // The history: creation times spread over the span, weekdays busier than weekends.
  const end = Date.now() - 7 * 24 * HOUR;
  const start = end - SPAN_DAYS * 24 * HOUR;
  const parcels = [];
  while (parcels.length < PARCELS) {
    const created = new Date(uniform(start, end));
    const clock = wallClock(created, TIME_ZONE);
    if (clock.weekday >= 6 && random() < 0.7) continue;
    if ((clock.hour < 7 || clock.hour > 20) && random() < 0.85) continue;
    const origin = pick(REGIONS, (region) => (region.region === 'Berlin' ? 3 : 1));
    const destination = pick(REGIONS);
    const service = pick(SERVICES, (item) => item.weight);
    const promisedOn = addDays(
      dayOf(created),
      service.promise + (origin.country !== destination.country ? 1 : 0),
    );
    const stages = journey(created, origin, destination, service);
    parcels.push({ created, origin, destination, service, promisedOn, stages });
  }
  parcels.sort((a, b) => a.created.getTime() - b.created.getTime());
  const cut = Math.floor(parcels.length * (1 - HELD_BACK));
  const cutoff = parcels[cut].created;
  // Learnt from: the older parcels, delivered before the first held-back one was made.
  const training = parcels
    .slice(0, cut)
    .filter((parcel) => parcel.stages[parcel.stages.length - 1].at < cutoff);
  const heldBack = parcels.slice(cut);

  const dataSource = await openDatabase(lib);
  try {
    const seconds = await fill(dataSource, training);
    const repository = new lib.PredictionsRepository();
    const began = performance.now();
    const groups = await dataSource.transaction((manager) =>
      repository.rebuildStats(manager, {
        timeZone: TIME_ZONE,
        days: SPAN_DAYS + 30,
        minSamples: PREDICTION_MIN_SAMPLES,
      }),
    );
    const rebuildMs = performance.now() - began;
    const statistics = new lib.DeliveryStatistics(await repository.stats(dataSource));

    const rows = new Map();
    const line = (key) => {
      let found = rows.get(key);
      if (!found) {
        found = { predictions: 0, hits: 0, error: 0, staffError: 0, staffHits: 0 };
        rows.set(key, found);
      }
      return found;
    };
    const bases = new Map();
    for (const parcel of heldBack) {
      const delivered = parcel.stages[parcel.stages.length - 1].at;
      const staffAt = instantAt(parcel.promisedOn, 12, TIME_ZONE);
      const staffHit = dayOf(delivered) <= parcel.promisedOn;
      for (const entry of parcel.stages.slice(0, -1)) {
        const predicted = lib.predict(
          {
            stage: entry.stage,
            enteredAt: entry.at,
            origin: `${parcel.origin.country}/${parcel.origin.region}`,
            destination: `${parcel.destination.country}/${parcel.destination.region}`,
            service: parcel.service.name,
            promisedOn: parcel.promisedOn,
          },
          statistics,
          entry.at,
          TIME_ZONE,
        );
        if (!predicted) continue;
        bases.set(predicted.basis, (bases.get(predicted.basis) ?? 0) + 1);
        for (const key of ['all', entry.stage]) {
          const row = line(key);
          row.predictions += 1;
          if (delivered <= predicted.latestAt) row.hits += 1;
          row.error += Math.abs(predicted.expectedAt - delivered) / HOUR;
          row.staffError += Math.abs(staffAt - delivered) / HOUR;
          if (staffHit) row.staffHits += 1;
        }
      }
    }

    console.log(
      `history: ${parcels.length} parcels over ${SPAN_DAYS} days (seed ${SEED}, ${TIME_ZONE}); ` +
        `learnt from ${training.length}, held back ${heldBack.length}; loaded in ${seconds.toFixed(1)} s`,
    );
    console.log(
      `statistics: ${groups} groups of at least ${PREDICTION_MIN_SAMPLES} rebuilt in ${rebuildMs.toFixed(0)} ms`,
    );
    console.log(`bases: ${[...bases].map(([basis, count]) => `${basis} ${count}`).join(', ')}`);
    const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)} %`;
    const table = [...rows].map(([stage, row]) => ({
      'stage predicted at': stage,
      predictions: row.predictions,
      'inside window': percent(row.hits, row.predictions),
      'MAE predicted (h)': (row.error / row.predictions).toFixed(1),
      'MAE staff date (h)': (row.staffError / row.predictions).toFixed(1),
      'staff date kept': percent(row.staffHits, row.predictions),
    }));
    console.table(table);
    const all = rows.get('all');
    const hitRate = all.hits / all.predictions;
    console.log(
      `window hit rate: ${percent(all.hits, all.predictions)} (aim ≥ 80 %); mean absolute error: ` +
        `${(all.error / all.predictions).toFixed(1)} h predicted vs ` +
        `${(all.staffError / all.predictions).toFixed(1)} h for the staff's expected dates`,
    );
    if (hitRate < 0.8) throw new Error('the window hit rate is under the aim of 80 %');
  } finally {
    await dataSource.destroy();
  }
});

/** The bench's own database, migrated by the app's own migrations. */
async function openDatabase(lib) {
  const dir = tempDir('waybill-predict-');
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const dataSource = new lib.DataSource(
    lib.dataSourceOptions({
      databaseUrl,
      dataDir: dir,
      uploadsDir: path.join(dir, 'uploads', 'images'),
    }),
  );
  await dataSource.initialize();
  if (databaseUrl) {
    const [{ foreign }] = await dataSource.query(
      `SELECT count(*)::int AS foreign FROM parcels WHERE tracking_code NOT LIKE $1`,
      [`${CODE_PREFIX}%`],
    );
    if (foreign > 0) {
      await dataSource.destroy();
      throw new Error('BENCH_DATABASE_URL holds parcels this bench did not make: give it its own');
    }
    await dataSource.query(`DELETE FROM parcels`);
  }
  return dataSource;
}

/** Writes the parcels learnt from, delivered, with their stage entries; returns the seconds. */
async function fill(dataSource, parcels) {
  const began = performance.now();
  const CHUNK = 2000;
  for (let from = 0; from < parcels.length; from += CHUNK) {
    const chunk = parcels.slice(from, from + CHUNK);
    await dataSource.transaction(async (manager) => {
      const ids = await manager.query(
        `INSERT INTO parcels (tracking_code, recipient_name, destination, shipped_via,
           sender_country, sender_region, recipient_country, recipient_region, stage, status,
           max_expected_delivery_date, created_at, updated_at)
         SELECT code, 'Recipient', region, service, sc, sr, rc, rr, 'delivered', 'Delivered',
                promised::date, created, created
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                     $7::text[], $8::text[], $9::timestamptz[])
           AS u(code, service, sc, sr, rc, rr, region, promised, created)
         RETURNING id`,
        [
          chunk.map((_, index) => `${CODE_PREFIX}${from + index + 1}`),
          chunk.map((parcel) => parcel.service.name),
          chunk.map((parcel) => parcel.origin.country),
          chunk.map((parcel) => parcel.origin.region),
          chunk.map((parcel) => parcel.destination.country),
          chunk.map((parcel) => parcel.destination.region),
          chunk.map((parcel) => parcel.destination.region),
          chunk.map((parcel) => parcel.promisedOn),
          chunk.map((parcel) => parcel.created.toISOString()),
        ],
      );
      const parcelIds = ids.map((row) => row.id);
      // The trigger noted "delivered" now: the generated history replaces it.
      await manager.query(`DELETE FROM parcel_stage_changes WHERE parcel_id = ANY($1::int[])`, [
        parcelIds,
      ]);
      const entries = chunk.flatMap((parcel, index) =>
        parcel.stages.map((entry) => [parcelIds[index], entry.stage, entry.at.toISOString()]),
      );
      await manager.query(
        `INSERT INTO parcel_stage_changes (parcel_id, stage, entered_at)
         SELECT * FROM unnest($1::int[], $2::text[], $3::timestamptz[])`,
        [entries.map((e) => e[0]), entries.map((e) => e[1]), entries.map((e) => e[2])],
      );
    });
  }
  return (performance.now() - began) / 1000;
}
