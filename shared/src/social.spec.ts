import { socialLinks } from './social.js';

describe('socialLinks', () => {
  it('keeps URLs, turns handles into profile links and leaves out empty or odd values', () => {
    expect(
      socialLinks({
        contact_twitter: '@waybill',
        contact_telegram: 'https://t.me/waybill_support',
        contact_instagram: '',
      }),
    ).toEqual([
      { label: 'Twitter', url: 'https://x.com/waybill' },
      { label: 'Telegram', url: 'https://t.me/waybill_support' },
    ]);
    expect(
      socialLinks({
        contact_twitter: 'javascript:alert(1)',
        contact_telegram: ' ',
        contact_instagram: 'ship.fast',
      }),
    ).toEqual([{ label: 'Instagram', url: 'https://www.instagram.com/ship.fast' }]);
  });
});
