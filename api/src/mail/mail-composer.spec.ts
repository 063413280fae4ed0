import { existsSync } from 'node:fs';
import { MAIL_TEMPLATES, type Settings } from '@waybill/shared';
import { MailComposer, paragraphsOf } from './mail-composer.js';

const settings: Settings = {
  id: 1,
  company_name: 'Harbour Express',
  company_logo: '',
  public_url: '',
  contact_email: 'desk@harbour.example',
  contact_phone: '+44 20 7946 0000',
  contact_phone_alt: '',
  contact_twitter: '@harbourx',
  contact_telegram: '',
  contact_instagram: 'https://www.instagram.com/harbourx',
  contact_address: '1 Quay Street, Bristol',
  mail_driver: 'outbox',
  mail_template: 'html1',
  meta_description: '',
  chat_code: '',
  notify_recipients: true,
  status_stages: [],
  tracking_shows_names: false,
  tracking_shows_photo: false,
  tracking_shows_exact_map: false,
};

const content = {
  subject: 'Your parcel <WB-1> is on its way',
  paragraphs: ['It left the hub & is in the air.', 'Second line'],
  action: { label: 'Track your parcel', url: 'https://track.example/track.html?code=WB-1&x=1' },
  unsubscribeUrl: 'https://track.example/api/notifications/unsubscribe?parcel=1&token=abc',
};

describe('MailComposer', () => {
  const composer = new MailComposer();

  it('ships every template of the contract in the build folder', () => {
    for (const template of MAIL_TEMPLATES) {
      const file = template === 'plain' ? 'plain.txt.hbs' : `${template}.html.hbs`;
      expect(existsSync(new URL(`./templates/${file}`, import.meta.url))).toBe(true);
    }
  });

  it.each(['html1', 'html2', 'html3', 'html4'] as const)(
    '%s renders the message, the company details and the links, escaped',
    (template) => {
      const mail = composer.compose(template, content, settings);
      expect(mail.subject).toBe(content.subject);
      expect(mail.html).toContain('Your parcel &lt;WB-1&gt; is on its way');
      expect(mail.html).toContain('It left the hub &amp; is in the air.');
      expect(mail.html).toContain('Harbour Express');
      expect(mail.html).toContain('desk@harbour.example');
      expect(mail.html).toContain('+44 20 7946 0000');
      expect(mail.html).toContain('1 Quay Street, Bristol');
      expect(mail.html).toMatch(/href=['"]https:\/\/x\.com\/harbourx['"]/);
      expect(mail.html).toMatch(/href=['"]https:\/\/www\.instagram\.com\/harbourx['"]/);
      expect(mail.html).not.toContain('Telegram');
      expect(mail.html).toContain('https://track.example/track.html?code&#x3D;WB-1&amp;x&#x3D;1');
      expect(mail.html).toContain('Stop these e-mails');
      expect(mail.html).toMatch(/^<!DOCTYPE html>/);
      expect(mail.html).toMatch(/<meta name=['"]viewport['"]/);
      expect(mail.text).toContain(
        'Track your parcel: https://track.example/track.html?code=WB-1&x=1',
      );
    },
  );

  it('gives four different designs', () => {
    const designs = new Set(
      (['html1', 'html2', 'html3', 'html4'] as const).map((template) =>
        composer.compose(template, content, settings).html?.replace(/\s+/g, ' '),
      ),
    );
    expect(designs.size).toBe(4);
  });

  it('sends the plain template as text only, with the details', () => {
    const mail = composer.compose('plain', content, settings);
    expect(mail.html).toBeUndefined();
    expect(mail.text).toBe(
      [
        'It left the hub & is in the air.',
        '',
        'Second line',
        '',
        'Track your parcel: https://track.example/track.html?code=WB-1&x=1',
        '',
        '--',
        'Harbour Express',
        'desk@harbour.example',
        '+44 20 7946 0000',
        '1 Quay Street, Bristol',
        'Twitter: https://x.com/harbourx',
        'Instagram: https://www.instagram.com/harbourx',
        '',
        'To stop these e-mails: https://track.example/api/notifications/unsubscribe?parcel=1&token=abc',
        '',
      ].join('\n'),
    );
  });

  it('falls back to the product name when the company has none', () => {
    const mail = composer.compose('html2', content, { ...settings, company_name: ' ' });
    expect(mail.html).toContain('Waybill');
  });

  it('splits a staff message into paragraphs, dropping empty lines', () => {
    expect(paragraphsOf('Hello Ada,\r\n\r\n  Your parcel is here. \n')).toEqual([
      'Hello Ada,',
      'Your parcel is here.',
    ]);
  });

  it.each(['html1', 'html2', 'html3', 'html4'] as const)(
    '%s writes a subscriber’s language and direction, and the footer’s links in it',
    (template) => {
      const mail = composer.compose(
        template,
        {
          ...content,
          manageUrl: 'https://track.example/api/notifications/manage?subscriber=2&token=abc',
          lang: 'ar',
          dir: 'rtl',
          footer: {
            stopLabel: 'إيقاف هذه الرسائل',
            manageLabel: 'اختر رسائلك',
            stopLine: 'لإيقاف هذه الرسائل:',
            manageLine: 'لاختيار الرسائل التي تصلك:',
          },
        },
        settings,
      );
      expect(mail.html).toContain("<html lang='ar' dir='rtl'>");
      expect(mail.html).toContain('>إيقاف هذه الرسائل</a>');
      // Handlebars escapes the address's = and &: still the one link.
      expect(mail.html).toMatch(
        /<a href='https:\/\/track\.example\/api\/notifications\/manage\?subscriber/,
      );
      expect(mail.html).toContain('>اختر رسائلك</a>');
      expect(mail.text).toContain(
        'لاختيار الرسائل التي تصلك: https://track.example/api/notifications/manage?subscriber=2&token=abc',
      );
      expect(mail.html).not.toContain('Stop these e-mails');
    },
  );

  it('is English, left to right, with no choices link, when the message says nothing of them', () => {
    const mail = composer.compose('html1', content, settings);
    expect(mail.html).toContain("<html lang='en' dir='ltr'>");
    expect(mail.html).toContain('>Stop these e-mails</a>');
    expect(mail.html).not.toContain('Choose your e-mails');
  });
});
