import { PREDICTION_MIN_SAMPLES } from '@waybill/shared';
import {
  changeOf,
  DeliveryStatistics,
  isLate,
  predict,
  type PredictedParcel,
  type StatRow,
} from './delivery-prediction.js';

const ZONE = 'Europe/Berlin';
const LAGOS = 'NG/Lagos';
const ABUJA = 'NG/Abuja';

function row(overrides: Partial<StatRow>): StatRow {
  return {
    level: 4,
    origin: '',
    destination: '',
    service: '',
    stage: 'in_transit',
    weekday: 0,
    samples: 100,
    median_hours: 48,
    p80_hours: 60,
    ...overrides,
  };
}

/** Every level of one group, each with its own spread so a test sees which was chosen. */
function levels(samples: [number, number, number, number]): StatRow[] {
  return [
    row({
      level: 1,
      origin: LAGOS,
      destination: ABUJA,
      service: 'Express',
      weekday: 1,
      samples: samples[0],
      median_hours: 10,
      p80_hours: 20,
    }),
    row({
      level: 2,
      origin: LAGOS,
      destination: ABUJA,
      service: 'Express',
      samples: samples[1],
      median_hours: 12,
      p80_hours: 22,
    }),
    row({ level: 3, service: 'Express', samples: samples[2], median_hours: 14, p80_hours: 24 }),
    row({ level: 4, samples: samples[3], median_hours: 16, p80_hours: 26 }),
  ];
}

// Monday 5 January 2026, 08:00 in Berlin.
const MONDAY_MORNING = new Date('2026-01-05T07:00:00Z');

function parcel(overrides: Partial<PredictedParcel> = {}): PredictedParcel {
  return {
    origin: LAGOS,
    destination: ABUJA,
    service: 'Express',
    stage: 'in_transit',
    enteredAt: MONDAY_MORNING,
    promisedOn: '2026-01-06',
    ...overrides,
  };
}

const enough = PREDICTION_MIN_SAMPLES;

describe('delivery statistics: the groups and their fall-backs', () => {
  it.each([
    [[enough, enough, enough, enough], 'similar', 10],
    [[enough - 1, enough, enough, enough], 'route', 12],
    [[1, enough - 1, enough, enough], 'service', 14],
    [[0, 0, 3, enough], 'stage', 16],
  ] as const)('with samples %j it rests on %s', (samples, basis, median) => {
    const statistics = new DeliveryStatistics(levels([...samples]));
    const found = statistics.find(parcel(), 'in_transit', 1);
    expect(found?.basis).toBe(basis);
    expect(found?.row.median_hours).toBe(median);
  });

  it('finds nothing when every group is too small, or for another stage', () => {
    const statistics = new DeliveryStatistics(levels([5, 5, 5, enough - 1]));
    expect(statistics.find(parcel(), 'in_transit', 1)).toBeNull();
    expect(new DeliveryStatistics(levels([50, 50, 50, 50])).find(parcel(), 'held', 1)).toBeNull();
  });

  it('takes a group of another day of the week only through the coarser groups', () => {
    const statistics = new DeliveryStatistics(levels([50, 50, 50, 50]));
    expect(statistics.find(parcel(), 'in_transit', 2)?.basis).toBe('route');
  });
});

describe('a prediction', () => {
  const statistics = new DeliveryStatistics(levels([50, 50, 50, 50]));

  it('is the median after the stage began, and the 80th percentile up to the hour', () => {
    const entered = new Date('2026-01-05T07:20:00Z');
    const prediction = predict(parcel({ enteredAt: entered }), statistics, entered, ZONE);
    expect(prediction).toMatchObject({ basis: 'similar', samples: 50, slower: false });
    expect(prediction?.expectedAt.toISOString()).toBe('2026-01-05T17:20:00.000Z');
    // 20 hours later is 04:20 Berlin: the window ends at 05:00 Berlin.
    expect(prediction?.latestAt.toISOString()).toBe('2026-01-06T04:00:00.000Z');
    expect(prediction?.atRisk).toBe(false);
  });

  it("picks the group of the day the stage began on the company's clock", () => {
    // Sunday 23:30 UTC is Monday 00:30 in Berlin: Monday's group (weekday 1).
    const entered = new Date('2026-01-04T23:30:00Z');
    expect(predict(parcel({ enteredAt: entered }), statistics, entered, ZONE)?.basis).toBe(
      'similar',
    );
    expect(predict(parcel({ enteredAt: entered }), statistics, entered, 'UTC')?.basis).toBe(
      'route',
    );
  });

  it('is at risk when the expected day is after the promised one', () => {
    const slow = new DeliveryStatistics([row({ samples: 40, median_hours: 72, p80_hours: 96 })]);
    const prediction = predict(parcel(), slow, MONDAY_MORNING, ZONE);
    expect(prediction?.basis).toBe('stage');
    expect(prediction?.atRisk).toBe(true);
    expect(isLate(prediction!, '2026-01-06', '2026-01-05')).toBe(true);
    expect(predict(parcel({ promisedOn: null }), slow, MONDAY_MORNING, ZONE)?.atRisk).toBe(false);
  });

  it('starts the window again from now once the parcel is slower than four in five', () => {
    const now = new Date('2026-01-07T07:00:00Z');
    const prediction = predict(parcel(), statistics, now, ZONE);
    expect(prediction?.slower).toBe(true);
    expect(prediction!.expectedAt.getTime()).toBeGreaterThan(now.getTime());
    expect(prediction!.latestAt.getTime()).toBeGreaterThanOrEqual(prediction!.expectedAt.getTime());
  });

  it("falls back to the staff's day when there is too little history, and says so", () => {
    const none = new DeliveryStatistics([row({ samples: enough - 1 })]);
    const prediction = predict(parcel({ promisedOn: '2026-03-29' }), none, MONDAY_MORNING, ZONE);
    expect(prediction).toMatchObject({ basis: 'staff', samples: 0, atRisk: false });
    // Noon on the day, and by its end, on the company's clock, on the day summer time begins.
    expect(prediction?.expectedAt.toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(prediction?.latestAt.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('is nothing without history or a date, and nothing for a closed parcel', () => {
    const none = new DeliveryStatistics([]);
    expect(predict(parcel({ promisedOn: null }), none, MONDAY_MORNING, ZONE)).toBeNull();
    for (const stage of ['delivered', 'returned', 'cancelled'] as const) {
      expect(predict(parcel({ stage }), statistics, MONDAY_MORNING, ZONE)).toBeNull();
    }
  });

  it('is late when the promised day is over, even if the prediction was not past it', () => {
    const prediction = predict(parcel(), statistics, MONDAY_MORNING, ZONE)!;
    expect(isLate(prediction, '2026-01-06', '2026-01-06')).toBe(false);
    expect(isLate(prediction, '2026-01-06', '2026-01-07')).toBe(true);
    expect(isLate(prediction, null, '2026-01-07')).toBe(false);
  });
});

describe('why a prediction changed', () => {
  const statistics = new DeliveryStatistics(levels([50, 50, 50, 50]));
  const next = predict(parcel(), statistics, MONDAY_MORNING, ZONE)!;
  const stored = {
    stage: 'in_transit',
    basis: 'similar',
    expectedAt: new Date('2026-01-07T12:00:00Z'),
    promisedOn: '2026-01-06',
    previousExpectedAt: null,
    changeReason: null,
  };

  it('says nothing the first time, and keeps the last reason while the day stays', () => {
    expect(changeOf(null, next, '2026-01-06', ZONE)).toEqual({
      previousExpectedAt: null,
      changeReason: null,
    });
    const earlier = new Date('2026-01-04T10:00:00Z');
    expect(
      changeOf(
        {
          ...stored,
          expectedAt: new Date('2026-01-05T10:00:00Z'),
          previousExpectedAt: earlier,
          changeReason: 'stage',
        },
        next,
        '2026-01-06',
        ZONE,
      ),
    ).toEqual({ previousExpectedAt: earlier, changeReason: 'stage' });
  });

  it('names the stage, the slowness, the promise or the history', () => {
    expect(changeOf({ ...stored, stage: 'picked_up' }, next, '2026-01-06', ZONE)).toEqual({
      previousExpectedAt: stored.expectedAt,
      changeReason: 'stage',
    });
    expect(changeOf(stored, next, '2026-01-06', ZONE).changeReason).toBe('history');
    expect(changeOf(stored, { ...next, slower: true }, '2026-01-06', ZONE).changeReason).toBe(
      'slower',
    );
    const staff = { ...next, basis: 'staff' as const };
    expect(changeOf(stored, staff, '2026-01-09', ZONE).changeReason).toBe('promise');
  });
});
