import {
  GENERATED_CODE_PREFIX,
  checkCharacter,
  generateTrackingCode,
  isGeneratedTrackingCode,
  saveUnderNewCode,
} from './tracking-code.js';

const MANY = 20_000;
const READABLE = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

describe('generated tracking codes', () => {
  const codes = Array.from({ length: MANY }, generateTrackingCode);

  it('are all different', () => {
    expect(new Set(codes).size).toBe(MANY);
  });

  it('are the prefix, 10 readable symbols and a valid check character', () => {
    const wellFormed = /^WB[0-9A-HJKMNP-TV-Z]{11}$/;
    expect(codes.filter((code) => !wellFormed.test(code))).toEqual([]);
    expect(codes.filter((code) => checkCharacter(code.slice(0, -1)) !== code.slice(-1))).toEqual(
      [],
    );
    expect(codes.filter((code) => !isGeneratedTrackingCode(code))).toEqual([]);
    expect(GENERATED_CODE_PREFIX).toBe('WB');
  });

  it('never contain a letter that reads as 0 or 1 (O, I, L) or U', () => {
    expect(codes.join('')).not.toMatch(/[OILU]/);
  });

  it('use all 32 readable symbols in each of the 10 random places (50 random bits)', () => {
    for (let place = 2; place < 12; place += 1) {
      const seen = new Set(codes.map((code) => code[place]));
      expect(seen.size).toBe(32);
    }
  });

  it('are recognised as mistyped when one character is changed or two neighbours swapped', () => {
    const accepted: string[] = [];
    for (const code of codes.slice(0, 300)) {
      for (let place = 2; place < code.length; place += 1) {
        for (const other of READABLE.replace(code[place], '')) {
          const typo = code.slice(0, place) + other + code.slice(place + 1);
          if (isGeneratedTrackingCode(typo)) accepted.push(typo);
        }
        if (place + 1 < code.length && code[place] !== code[place + 1]) {
          const swapped =
            code.slice(0, place) + code[place + 1] + code[place] + code.slice(place + 2);
          if (isGeneratedTrackingCode(swapped)) accepted.push(swapped);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('are accepted in any letter case and with spaces around', () => {
    expect(isGeneratedTrackingCode(` ${codes[0].toLowerCase()} `)).toBe(true);
  });
});

describe('checkCharacter (ISO 7064 MOD 37-2)', () => {
  it('gives the check character of the standard’s reference implementations', () => {
    expect(checkCharacter('G123489654321')).toBe('Y');
  });

  it('is not asked of codes staff typed in another form', () => {
    expect(isGeneratedTrackingCode('WB000123456')).toBe(false);
    expect(isGeneratedTrackingCode('WB-1001')).toBe(false);
  });
});

describe('saveUnderNewCode', () => {
  const taken = new Error('duplicate key value violates unique constraint "parcels_tracking_code"');
  const isTaken = (error: unknown) => error === taken;

  it('draws again while the code is taken, and keeps the first free one', async () => {
    const draws = ['WB-TAKEN-1', 'WB-TAKEN-2', 'WB-FREE'];
    const tried: string[] = [];
    const saved = await saveUnderNewCode({
      draw: () => draws.shift()!,
      save: async (code) => {
        tried.push(code);
        if (code.startsWith('WB-TAKEN')) throw taken;
        return code;
      },
      saveLast: () => Promise.reject(new Error('not reached')),
      isTaken,
    });
    expect(saved).toBe('WB-FREE');
    expect(tried).toEqual(['WB-TAKEN-1', 'WB-TAKEN-2', 'WB-FREE']);
  });

  it('hands the last draw to saveLast (the 409) and passes other errors on at once', async () => {
    let drawn = 0;
    const last = await saveUnderNewCode({
      draw: () => `WB-${(drawn += 1)}`,
      save: () => Promise.reject(taken),
      saveLast: async (code) => `409 for ${code}`,
      isTaken,
      attempts: 3,
    });
    expect(last).toBe('409 for WB-3');

    const broken = new Error('database away');
    await expect(
      saveUnderNewCode({
        save: () => Promise.reject(broken),
        saveLast: () => Promise.reject(new Error('not reached')),
        isTaken,
      }),
    ).rejects.toBe(broken);
  });
});
