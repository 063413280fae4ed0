/** Site, contact, mail and HTML settings. */
export const settingsTexts = {
  'settings.title': 'Settings',
  'settings.contact': 'Contact Info',
  'settings.contactDescription':
    'The e-mail, phones, address and social links in the public footer.',
  'settings.mail': 'Mail Settings',
  'settings.mailDescription': 'How e-mail leaves the server and which template it uses.',
  'settings.html': 'Html Settings',
  'settings.htmlDescription':
    'The meta description for search engines and a chat widget for every page.',
  'settings.what': 'The settings',
  'settings.save': 'Save',
  'settings.companyName': 'Company name',
  'settings.companyNameHelp':
    'Signs e-mails, invoices and shipping labels; left empty, they say Waybill.',
  'settings.contactEmail': 'Contact e-mail',
  'settings.contactEmailHelp':
    'Visitor messages from the contact page arrive here; it is shown in the footer.',
  'settings.contactPhone': 'Contact phone',
  'settings.alternatePhone': 'Alternate phone',
  'settings.address': 'Address',
  'settings.addressHelp': 'The office address shown in the footer.',
  'settings.socialLinks': 'Social links',
  'settings.socialHelp':
    'A handle (e.g. @waybill) or a full https:// address; an empty one is not shown.',
  'settings.metaDescription': 'Meta description',
  'settings.metaDescriptionHelp': "The summary search engines show under the site's name.",
  'settings.chatCode': 'Chat code',
  'settings.chatCodeHelp':
    "A chat widget's snippet from its provider (Tawk.to, Crisp, Tidio…), pasted as given. It runs in a sealed frame in the bottom-right corner of every public page: it can show its chat, but cannot read or change the site, this control panel or your data. Leave empty for no chat.",
  'settings.mailDriver': 'Mail driver',
  'settings.driverOutbox': 'outbox: the server delivers',
  'settings.driverSmtp': 'smtp: staff send with their own login',
  'settings.driverOutboxHelp':
    "every message is queued in the outbox and delivered through the server's MAIL_URL, with retries; nothing is lost while the mail server is down.",
  'settings.driverSmtpHelp':
    'staff send with their own mail account, typing its password each time they send.',
  'settings.mailTemplate': 'Mail template',
  'settings.mailTemplateHelp':
    'The layout around every e-mail the company sends: plain text, or one of four HTML designs.',
  'settings.notifyRecipients': 'Tell recipients when their parcel moves',
  'settings.notifyRecipientsHelp':
    "When staff add to a parcel's history, its recipient e-mail gets the new entry and a tracking link (each entry can opt out; recipients can unsubscribe).",
  'settings.saved': 'Settings saved',
  'settings.tracking': 'Tracking privacy',
  'settings.trackingDescription': 'What a visitor sees with the tracking code alone.',
  'settings.trackingLead':
    "Everything switched off is shown only to a visitor who also gives the recipient's e-mail or the last 4 digits of their phone number. Status, progress, history, delivery window and place names always show with the code.",
  'settings.trackingShowsNames': 'Show names with the code alone',
  'settings.trackingShowsNamesHelp': "The recipient's and the sender's names.",
  'settings.trackingShowsPhoto': 'Show the parcel photo with the code alone',
  'settings.trackingShowsPhotoHelp': 'The picture attached to the parcel.',
  'settings.trackingShowsExactMap': 'Show the exact map with the code alone',
  'settings.trackingShowsExactMapHelp':
    'Off: the map places markers to within about 10 km, so it shows the route but not the street.',
} as const;
