import { generateSync } from 'otplib';
import { matchTotp, newTotpSecret, timeStepOf, totpAddress, totpCodeAt } from './totp.js';
import { newRecoveryCodes, normalizeRecoveryCode, recoveryCodeDigest } from './recovery-codes.js';

// RFC 6238 appendix B's SHA-1 key ("12345678901234567890") in Base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const NOW = Date.UTC(2026, 10, 25, 12, 0, 15);

describe('TOTP', () => {
  it('gives the RFC 6238 test vectors (last 6 digits)', () => {
    expect(totpCodeAt(RFC_SECRET, Math.floor(59 / 30))).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, Math.floor(1111111109 / 30))).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, Math.floor(2000000000 / 30))).toBe('279037');
  });

  it('agrees with otplib for the current step', () => {
    const secret = newTotpSecret();
    const code = generateSync({ secret, epoch: NOW / 1000 });
    expect(matchTotp(secret, code, NOW, null)).toBe(timeStepOf(NOW));
  });

  it('accepts one step of skew either way, not two', () => {
    const secret = newTotpSecret();
    const step = timeStepOf(NOW);
    expect(matchTotp(secret, totpCodeAt(secret, step - 1), NOW, null)).toBe(step - 1);
    expect(matchTotp(secret, totpCodeAt(secret, step + 1), NOW, null)).toBe(step + 1);
    expect(matchTotp(secret, totpCodeAt(secret, step - 2), NOW, null)).toBeNull();
    expect(matchTotp(secret, totpCodeAt(secret, step + 2), NOW, null)).toBeNull();
  });

  it('refuses a code of a step already used or older (replay)', () => {
    const secret = newTotpSecret();
    const step = timeStepOf(NOW);
    const code = totpCodeAt(secret, step);
    expect(matchTotp(secret, code, NOW, step)).toBeNull();
    expect(matchTotp(secret, totpCodeAt(secret, step - 1), NOW, step - 1)).toBeNull();
    expect(matchTotp(secret, code, NOW, step - 1)).toBe(step);
  });

  it('refuses a wrong code and codes of another length', () => {
    const secret = newTotpSecret();
    const right = totpCodeAt(secret, timeStepOf(NOW));
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(matchTotp(secret, wrong, NOW, null)).toBeNull();
    expect(matchTotp(secret, right.slice(0, 5), NOW, null)).toBeNull();
    expect(matchTotp(secret, `${right}0`, NOW, null)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth address naming the issuer and account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const address = new URL(totpAddress('Acme Couriers', 'boss@example.com', secret));
    expect(address.protocol).toBe('otpauth:');
    expect(decodeURIComponent(address.pathname)).toContain('Acme Couriers:boss@example.com');
    expect(address.searchParams.get('secret')).toBe(secret);
    expect(address.searchParams.get('issuer')).toBe('Acme Couriers');
  });
});

describe('recovery codes', () => {
  it('makes 10 different codes shown as xxxxx-xxxxx', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  });

  it('hashes a code the same however it is typed, differently per account and key', () => {
    const [code] = newRecoveryCodes();
    const digest = recoveryCodeDigest('key', 1, code);
    expect(recoveryCodeDigest('key', 1, ` ${code.toUpperCase().replace('-', ' ')} `)).toBe(digest);
    expect(normalizeRecoveryCode(code)).toBe(code.replace('-', ''));
    expect(recoveryCodeDigest('key', 2, code)).not.toBe(digest);
    expect(recoveryCodeDigest('other', 1, code)).not.toBe(digest);
    expect(digest).not.toContain(code.replace('-', ''));
  });
});
