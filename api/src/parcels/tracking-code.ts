import { randomInt } from 'node:crypto';

/**
 * Tracking codes the server makes when staff leave the field empty: the prefix codes have always
 * had (WB000123456), 10 random symbols (50 bits from the system's CSPRNG: guessing one existing
 * code among a million takes ~10^9 tries, far past any lookup budget) and a check character, e.g.
 * WB7K3QX9M2TZP.
 */
export const GENERATED_CODE_PREFIX = 'WB';
const RANDOM_SYMBOLS = 10;

/**
 * Crockford's base 32: digits and capitals without I, L, O and U, so nothing reads as 0/O or
 * 1/I/L (and no word forms by accident).
 */
const READABLE = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** ISO 7064 MOD 37-2 works over digits, the 26 capitals and '*' (values 0 to 36). */
const ISO_7064 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*';
const MODULUS = ISO_7064.length;

const GENERATED = new RegExp(`^${GENERATED_CODE_PREFIX}[${READABLE}]{${RANDOM_SYMBOLS + 1}}$`);

/**
 * The ISO 7064 MOD 37-2 check character of `text` (digits and capitals). 37 is prime and 2 a
 * primitive root of it, so every single mistyped character and every swap of two neighbours
 * (the check character included) changes the sum: all are caught.
 */
export function checkCharacter(text: string): string {
  return ISO_7064[mod(1 - 2 * weightedSum(text))];
}

const weightedSum = (text: string) =>
  [...text].reduce((sum, character) => mod(2 * sum + ISO_7064.indexOf(character)), 0);

const mod = (value: number) => ((value % MODULUS) + MODULUS) % MODULUS;

/**
 * A new random code. A body whose check character would be I, L, O, U or '*' is drawn again, so
 * every character of the code is readable (this costs a fifth of a bit of randomness).
 */
export function generateTrackingCode(): string {
  for (;;) {
    let code = GENERATED_CODE_PREFIX;
    for (let i = 0; i < RANDOM_SYMBOLS; i += 1) code += READABLE[randomInt(READABLE.length)];
    const check = checkCharacter(code);
    if (READABLE.includes(check)) return code + check;
  }
}

/** Whether `code` (any letter case) has the generated form and a right check character. */
export function isGeneratedTrackingCode(code: string): boolean {
  const upper = code.trim().toUpperCase();
  return GENERATED.test(upper) && weightedSum(upper) === 1;
}

/**
 * Runs `save` with a new code until one is not taken (`isTaken` recognises the unique index's
 * refusal): with 50 random bits even a second draw is unheard of. The last of `attempts` draws
 * goes to `saveLast`, which answers a taken code as the API does (409).
 */
export async function saveUnderNewCode<T>(options: {
  save: (code: string) => Promise<T>;
  saveLast: (code: string) => Promise<T>;
  isTaken: (error: unknown) => boolean;
  attempts?: number;
  draw?: () => string;
}): Promise<T> {
  const { save, saveLast, isTaken, attempts = 5, draw = generateTrackingCode } = options;
  for (let attempt = 1; attempt < attempts; attempt += 1) {
    try {
      return await save(draw());
    } catch (error) {
      if (!isTaken(error)) throw error;
    }
  }
  return saveLast(draw());
}
