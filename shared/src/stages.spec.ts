import {
  DEFAULT_STATUS_STAGES,
  PARCEL_STAGES,
  STATUS_STAGES_MAX,
  statusKey,
  statusStageIndex,
  stepperSteps,
} from './stages.js';
import { settingsPatchSchema, statusStagesSchema } from './schemas/settings.js';
import { parcelPatchSchema } from './schemas/parcel.js';
import { validate } from './validation.js';

describe('statusKey', () => {
  it('ignores case, surrounding and repeated white space', () => {
    expect(statusKey('  Out   for\tDELIVERY ')).toBe('out for delivery');
    expect(statusKey('In transit')).toBe(statusKey('in\u00a0TRANSIT'));
  });

  it('lower-cases letters beyond ASCII and compares composed and decomposed accents alike', () => {
    expect(statusKey('EN TRÁNSITO')).toBe('en tránsito');
    expect(statusKey('Entregue\u0301')).toBe(statusKey('Entregué'));
    expect(statusKey('ДОСТАВЛЕНО')).toBe('доставлено');
  });
});

describe('the status mapping', () => {
  const index = statusStageIndex([
    { status: 'On hold', stage: 'held' },
    { status: ' on  HOLD', stage: 'returned' },
    { status: 'Delivered', stage: 'delivered' },
  ]);

  it('finds a status whatever its case and spacing; the first of two equal rows wins', () => {
    expect(index.get(statusKey('ON HOLD'))).toBe('held');
    expect(index.get(statusKey(' delivered '))).toBe('delivered');
    expect(index.size).toBe(2);
  });

  it('gives no stage for an unknown or empty status', () => {
    expect(index.get(statusKey('Somewhere'))).toBeUndefined();
    expect(index.get(statusKey(''))).toBeUndefined();
  });

  it('treats names of object properties as plain statuses', () => {
    for (const status of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(index.get(statusKey(status))).toBeUndefined();
    }
    const hostile = statusStageIndex([{ status: '__proto__', stage: 'held' }]);
    expect(hostile.get(statusKey('__PROTO__'))).toBe('held');
    expect(hostile.get(statusKey('constructor'))).toBeUndefined();
  });

  it('maps the common status texts by default', () => {
    const defaults = statusStageIndex(DEFAULT_STATUS_STAGES);
    expect(defaults.get(statusKey('In Transit'))).toBe('in_transit');
    expect(defaults.get(statusKey('out for delivery'))).toBe('out_for_delivery');
    expect(defaults.get(statusKey('Delivered'))).toBe('delivered');
    expect(defaults.get(statusKey('On hold'))).toBe('held');
    expect(defaults.get(statusKey('Returned to sender'))).toBe('returned');
    expect(validate(statusStagesSchema, DEFAULT_STATUS_STAGES).ok).toBe(true);
  });
});

describe('stepperSteps', () => {
  const states = (stage: Parameters<typeof stepperSteps>[0]) =>
    stepperSteps(stage).map(({ state, exception }) =>
      exception ? `${state}:${exception}` : state,
    );

  it('marks the steps before the stage done, its own current, the rest upcoming', () => {
    expect(states('created')).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('in_transit')).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    expect(states('delivered')).toEqual(['done', 'done', 'done', 'done', 'current']);
  });

  it('shows an exception on the step where it happens', () => {
    expect(states('held')).toEqual(['done', 'done', 'current:held', 'upcoming', 'upcoming']);
    expect(states('failed_attempt')).toEqual([
      'done',
      'done',
      'done',
      'current:failed_attempt',
      'upcoming',
    ]);
    expect(states('returned')).toEqual(['done', 'done', 'done', 'done', 'current:returned']);
    // Called off by the shop: the journey ends where it began.
    expect(states('cancelled')).toEqual([
      'current:cancelled',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('has exactly one current step for every stage', () => {
    for (const stage of PARCEL_STAGES) {
      expect(stepperSteps(stage).filter((step) => step.state === 'current')).toHaveLength(1);
    }
  });
});

describe('statusStagesSchema', () => {
  const problems = (input: unknown) => {
    const result = validate(settingsPatchSchema, { status_stages: input });
    return result.ok ? [] : result.problems.map(({ code, params }) => ({ code, params }));
  };

  it('refuses a stage it does not know, naming the row', () => {
    expect(problems([{ status: 'Lost', stage: 'lost' }])).toEqual([
      {
        code: 'field.one_of',
        params: { field: 'status_stages.0.stage', values: PARCEL_STAGES.join(', ') },
      },
    ]);
  });

  it('refuses more rows than the limit, before reading them', () => {
    const rows = Array.from({ length: STATUS_STAGES_MAX + 1 }, () => 'not even a row');
    expect(problems(rows)).toEqual([
      { code: 'settings.too_many_statuses', params: { field: 'status_stages' } },
    ]);
    const full = Array.from({ length: STATUS_STAGES_MAX }, (_, n) => ({
      status: `Status ${n}`,
      stage: 'in_transit',
    }));
    expect(problems(full)).toEqual([]);
  });

  it('refuses a status that is too long, empty or repeated', () => {
    expect(problems([{ status: 'x'.repeat(301), stage: 'held' }])).toEqual([
      { code: 'field.too_long', params: { field: 'status_stages.0.status', max: 300 } },
    ]);
    expect(problems([{ status: '  ', stage: 'held' }])).toEqual([
      { code: 'field.required', params: { field: 'status_stages.0.status' } },
    ]);
    expect(
      problems([
        { status: 'On hold', stage: 'held' },
        { status: 'ON  hold ', stage: 'returned' },
      ]),
    ).toEqual([{ code: 'settings.status_repeated', params: { field: 'status_stages.1.status' } }]);
  });

  it('refuses rows of another shape', () => {
    expect(problems('Delivered')[0]?.code).toBe('field.type');
    expect(problems([{ status: 'On hold', stage: 'held', colour: 'red' }])[0]?.code).toBe(
      'field.unknown',
    );
    expect(problems([null])[0]?.code).toBe('field.required');
  });

  it('trims the statuses it keeps and accepts an empty mapping', () => {
    const result = validate(settingsPatchSchema, {
      status_stages: [{ status: '  Held at depot ', stage: 'held' }],
    });
    expect(result).toEqual({
      ok: true,
      data: { status_stages: [{ status: 'Held at depot', stage: 'held' }] },
    });
    expect(validate(settingsPatchSchema, { status_stages: [] }).ok).toBe(true);
  });
});

describe('a parcel stage in a change', () => {
  it('takes a known stage, clears with an empty one and refuses an unknown one', () => {
    expect(validate(parcelPatchSchema, { id: 1, stage: 'held' })).toEqual({
      ok: true,
      data: { id: 1, stage: 'held' },
    });
    expect(validate(parcelPatchSchema, { id: 1, stage: '' })).toEqual({
      ok: true,
      data: { id: 1, stage: null },
    });
    const unknown = validate(parcelPatchSchema, { id: 1, stage: 'teleported' });
    expect(unknown.ok ? [] : unknown.problems.map((each) => each.code)).toEqual(['field.one_of']);
  });

  it('ignores the shown stage a client read back', () => {
    expect(validate(parcelPatchSchema, { id: 1, status: 'x', current_stage: 'held' })).toEqual({
      ok: true,
      data: { id: 1, status: 'x' },
    });
  });
});
