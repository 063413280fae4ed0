import {
  type RecipientContact,
  answerUnlocks as answerUnlocksStored,
  storedUnlockFacts,
  unlockFacts as unlockFactsStored,
  unlockFactsChange,
} from './unlock-check.js';

// Through the facts stored on write, as the server keeps them.
const unlockFacts = (contact: RecipientContact) => unlockFactsStored(storedUnlockFacts(contact));
const answerUnlocks = (answer: string, contact: RecipientContact) =>
  answerUnlocksStored(answer, storedUnlockFacts(contact));

const parcel = {
  recipient_email: 'Ada.Obi@Example.com',
  recipient_phone_number: '+44 (0)20 7946-0123',
};

describe('storedUnlockFacts', () => {
  it('keeps the e-mail as compared and the last 4 digits, null for what is missing', () => {
    expect(storedUnlockFacts(parcel)).toEqual({
      unlock_email: 'ada.obi@example.com',
      unlock_phone_last4: '0123',
    });
    expect(storedUnlockFacts({ recipient_email: '\t', recipient_phone_number: '12-3' })).toEqual({
      unlock_email: null,
      unlock_phone_last4: null,
    });
  });

  it('changes only the facts of the contact fields sent', () => {
    expect(unlockFactsChange({ recipient_email: ' A@B.C ' })).toEqual({ unlock_email: 'a@b.c' });
    expect(unlockFactsChange({ recipient_phone_number: null })).toEqual({
      unlock_phone_last4: null,
    });
    expect(unlockFactsChange({})).toEqual({});
  });
});

describe('unlockFacts', () => {
  it('offers the e-mail when there is one, the phone when it has 4 digits', () => {
    expect(unlockFacts(parcel)).toEqual(['email', 'phone_last4']);
    expect(unlockFacts({ recipient_email: ' ', recipient_phone_number: '12-3' })).toEqual([]);
    expect(unlockFacts({ recipient_email: null, recipient_phone_number: '1234' })).toEqual([
      'phone_last4',
    ]);
  });
});

describe('answerUnlocks', () => {
  it('takes the e-mail in any letter case, spaces around ignored', () => {
    for (const answer of ['ada.obi@example.com', '  ADA.OBI@EXAMPLE.COM\t']) {
      expect(answerUnlocks(answer, parcel)).toBe(true);
    }
  });

  it('takes the last 4 digits, with spaces, dashes or dots between them', () => {
    for (const answer of ['0123', '01 23', '01-23', '0.1.2.3']) {
      expect(answerUnlocks(answer, parcel)).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const answer of [
      '0124',
      '123',
      '00123',
      '7946-0123',
      'ada.obi@example.co',
      'ada.obi@example.com.',
      'x0123',
      '٠١٢٣', // other scripts' digits are not the phone's
    ]) {
      expect(answerUnlocks(answer, parcel)).toBe(false);
    }
  });

  it('never matches a fact the parcel does not have', () => {
    const bare = { recipient_email: null, recipient_phone_number: null };
    for (const answer of ['', ' ', '\u0000missing', 'null']) {
      expect(answerUnlocks(answer, bare)).toBe(false);
    }
    expect(answerUnlocks('', { recipient_email: '', recipient_phone_number: '' })).toBe(false);
  });
});
