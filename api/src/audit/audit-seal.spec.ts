import { ERASED_VALUE, newSealKey, seal, sealedSide, unseal } from './audit-seal.js';
import { SEALED_FIELDS, sealSides, sealedChanges } from './audit-sealed-fields.js';

const parcel = (side: string) => ({ entity: 'parcel', entityId: '7', side });

describe('a sealed audit value', () => {
  it('opens with its key and record, and reads as erased once the key is gone', () => {
    const key = newSealKey();
    const value = { note: 'Ring twice', neighbour: 'Ngozi, no. 12' };
    const sealed = seal(key, parcel('recipient'), value);
    expect(sealed).toMatch(/^sealed:v1:recipient:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('Ngozi');
    expect(sealedSide(sealed)).toBe('recipient');
    expect(unseal(key, parcel('recipient'), sealed)).toEqual(value);
    // The key gone (an erasure), another key (made again later), or another record or side.
    expect(unseal(undefined, parcel('recipient'), sealed)).toBe(ERASED_VALUE);
    expect(unseal(newSealKey(), parcel('recipient'), sealed)).toBe(ERASED_VALUE);
    expect(unseal(key, parcel('sender'), sealed)).toBe(ERASED_VALUE);
    expect(unseal(key, { ...parcel('recipient'), entityId: '8' }, sealed)).toBe(ERASED_VALUE);
  });

  it('does not open when its text was changed', () => {
    const key = newSealKey();
    const sealed = seal(key, parcel(''), 'Ada Obi');
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'B' : 'A') + sealed.slice(-1);
    expect(unseal(key, parcel(''), flipped)).toBe(ERASED_VALUE);
    expect(unseal(key, parcel(''), 'sealed:v1::AAAA')).toBe(ERASED_VALUE);
    expect(sealedSide('Ada Obi')).toBeNull();
    expect(sealedSide(42)).toBeNull();
  });
});

describe("the fields of a row that hold people's values", () => {
  it('are read from the declaration of personal data, with each parcel field’s side', () => {
    const fields = SEALED_FIELDS.get('parcel')!;
    expect(fields.get('recipient_name')).toBe('recipient');
    expect(fields.get('sender_email')).toBe('sender');
    expect(fields.get('delivery_preference')).toBe('recipient');
    // Kept for statistics, not a person's: the city and the stage.
    expect(fields.has('recipient_city')).toBe(false);
    expect(fields.has('status')).toBe(false);
    expect(SEALED_FIELDS.get('subscription')?.get('email')).toBe('');
    expect(SEALED_FIELDS.get('activity')?.has('description')).toBe(true);
    expect(SEALED_FIELDS.has('account')).toBe(false);
  });

  it("seals a parcel update's people, its history entry's words and who was e-mailed, nothing else", () => {
    const keys = new Map([
      ['recipient', newSealKey()],
      ['sender', newSealKey()],
      ['notified', newSealKey()],
    ]);
    const changes = {
      recipient_name: { before: 'Ada Obi', after: 'Ada N. Obi' },
      sender_phone_number: { before: null, after: '+2348031234567' },
      status: { before: 'At hub', after: 'Delivered' },
      history_entry: {
        before: null,
        after: { title: 'Delivered', description: 'Signed by Ada at the door' },
      },
      notified: { before: null, after: ['ada@example.com'] },
    };
    expect(sealSides('parcel', changes).sort()).toEqual(['notified', 'recipient', 'sender']);
    const sealed = sealedChanges('parcel', '7', changes, (side) => keys.get(side)!);
    const text = JSON.stringify(sealed);
    for (const personal of ['Ada', '+234', 'ada@example.com', 'Signed'])
      expect(text).not.toContain(personal);
    expect(sealed.status).toEqual(changes.status);
    expect(sealed.sender_phone_number.before).toBeNull();
    expect((sealed.history_entry.after as { title: string }).title).toBe('Delivered');
    expect(
      unseal(keys.get('recipient'), parcel('recipient'), sealed.recipient_name.after as string),
    ).toBe('Ada N. Obi');
    expect(
      unseal(keys.get('sender'), parcel('sender'), sealed.sender_phone_number.after as string),
    ).toBe('+2348031234567');
  });

  it('leaves a row with no person’s field as it is', () => {
    expect(sealSides('parcel', { status: { before: 'a', after: 'b' } })).toEqual([]);
    expect(sealSides('account', { email: { before: 'a@x.io', after: 'b@x.io' } })).toEqual([]);
  });
});
