/** The settings record a new database starts with (staff change it in /control/settings). */
export const DEFAULT_SETTINGS = {
  contact_email: 'support@example.com',
  contact_phone: '+1 555 0100',
  contact_phone_alt: '',
  contact_twitter: '',
  contact_telegram: '',
  contact_instagram: '',
  contact_address: '1 Harbour Road, Port City',
  mail_driver: 'outbox',
  mail_template: 'html1',
  meta_description:
    'Track your parcel in real time: international and domestic courier, air and road freight.',
  chat_code: '',
} as const;
