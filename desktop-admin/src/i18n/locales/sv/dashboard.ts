import type { AreaTexts } from '../../en';
import type { dashboardTexts as english } from '../../en/dashboard';

export const dashboardTexts: AreaTexts<typeof english> = {
  'dashboard.title': 'Översikt',
  'dashboard.tiles': 'Kontrollpanel',
  'dashboard.tile.parcels': 'Paket',
  'dashboard.tile.reviews': 'Omdömen',
  'dashboard.tile.pages': 'Sidor',
  'dashboard.tile.send_email': 'Skicka e-post',
  'dashboard.tile.settings': 'Inställningar',
  'dashboard.tile.password': 'Lösenord',
  'dashboard.tile.outbox': 'Utkorg',
  'dashboard.tile.invoices': 'Fakturor',
  'dashboard.find.label': 'Öppna ett paket med dess spårningsnummer',
  'dashboard.find.placeholder': 'Skriv eller skanna ett spårningsnummer',
  'dashboard.find.open': 'Öppna',
  'dashboard.find.not_found': 'Inget paket har spårningsnumret ”{code}”.',
  'dashboard.today.title': 'Idag',
  'dashboard.today.loading': 'Siffrorna laddas',
  'dashboard.today.date': 'Siffror för {date}',
  'dashboard.figure.parcels': 'Alla paket',
  'dashboard.figure.late': 'Försenade paket',
  'dashboard.figure.late_hint': 'Skulle levereras före idag och är inte levererade',
  'dashboard.figure.created_today': 'Skapade idag',
  'dashboard.figure.mail_failed': 'Misslyckad e-post',
  'dashboard.figure.mail_queued': 'Väntande e-post',
  'dashboard.statuses.title': 'Paket per status',
  'dashboard.statuses.none': 'Utan status',
  'dashboard.statuses.other': 'Övriga statusar',
  'dashboard.statuses.empty': 'Inga paket ännu.',
  'dashboard.terms.title': 'Användarvillkor',
  'dashboard.terms.warranty':
    'Denna programvara tillhandahålls ”i befintligt skick”, utan några uttryckliga eller underförstådda garantier, inklusive lämplighet för ett visst ändamål. Utvecklarna ansvarar inte för anspråk, skador eller förluster som uppstår genom användningen.',
  'dashboard.terms.responsibility':
    'Personal som använder denna kontrollpanel ansvarar för det innehåll de publicerar (sidor, omdömen, paketuppgifter, spårningshistorik, bilder och e-post) och för de personuppgifter om avsändare och mottagare som de registrerar. Publicera bara korrekt information, begränsa personuppgifter till det en leverans kräver och följ de lagar som gäller för ditt företag.',
  'dashboard.terms.password': 'Håll ditt lösenord hemligt och logga ut på delade datorer.',
};
