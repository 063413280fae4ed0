import type { AreaTexts } from '../../en';
import type { settingsTexts as english } from '../../en/settings';

export const settingsTexts: AreaTexts<typeof english> = {
  'settings.title': 'Inställningar',
  'settings.contact': 'Kontaktuppgifter',
  'settings.contactDescription':
    'E-post, telefonnummer, adress och sociala länkar i den offentliga sidfoten.',
  'settings.mail': 'E-postinställningar',
  'settings.mailDescription': 'Hur e-post lämnar servern och vilken mall den använder.',
  'settings.html': 'HTML-inställningar',
  'settings.htmlDescription': 'Metabeskrivningen för sökmotorer och en chattwidget på varje sida.',
  'settings.what': 'Inställningarna',
  'settings.save': 'Spara',
  'settings.companyName': 'Företagsnamn',
  'settings.companyNameHelp':
    'Undertecknar e-post, fakturor och fraktetiketter; lämnas det tomt står det Waybill.',
  'settings.contactEmail': 'Kontaktadress för e-post',
  'settings.contactEmailHelp':
    'Besökarnas meddelanden från kontaktsidan kommer hit; den visas i sidfoten.',
  'settings.contactPhone': 'Kontakttelefon',
  'settings.alternatePhone': 'Alternativt telefonnummer',
  'settings.address': 'Adress',
  'settings.addressHelp': 'Kontorsadressen som visas i sidfoten.',
  'settings.socialLinks': 'Sociala länkar',
  'settings.socialHelp':
    'Ett användarnamn (t.ex. @waybill) eller en fullständig https://-adress; ett tomt fält visas inte.',
  'settings.metaDescription': 'Metabeskrivning',
  'settings.metaDescriptionHelp': 'Sammanfattningen som sökmotorer visar under webbplatsens namn.',
  'settings.chatCode': 'Chattkod',
  'settings.chatCodeHelp':
    'Kodsnutten för en chattwidget från leverantören (Tawk.to, Crisp, Tidio…), inklistrad som den är. Den körs i en avskild ram i nedre högra hörnet på varje offentlig sida: den kan visa sin chatt men kan inte läsa eller ändra webbplatsen, den här kontrollpanelen eller dina data. Lämna tomt för ingen chatt.',
  'settings.mailDriver': 'Sändningssätt',
  'settings.driverOutbox': 'outbox: servern levererar',
  'settings.driverSmtp': 'smtp: personalen skickar med sitt eget konto',
  'settings.driverOutboxHelp':
    'varje meddelande läggs i kö i utkorgen och levereras via serverns MAIL_URL, med nya försök; inget går förlorat medan e-postservern ligger nere.',
  'settings.driverSmtpHelp':
    'personalen skickar med sitt eget e-postkonto och skriver dess lösenord vid varje utskick.',
  'settings.mailTemplate': 'E-postmall',
  'settings.mailTemplateHelp':
    'Layouten runt varje e-postmeddelande som företaget skickar: vanlig text eller en av fyra HTML-designer.',
  'settings.notifyRecipients': 'Meddela mottagare när deras paket rör sig',
  'settings.notifyRecipientsHelp':
    'När personalen lägger till i ett pakets historik får mottagarens e-postadress den nya posten och en spårningslänk (varje post kan undantas; mottagare kan avregistrera sig).',
  'settings.saved': 'Inställningarna har sparats',
  'settings.tracking': 'Integritet vid spårning',
  'settings.trackingDescription': 'Vad en besökare ser med bara spårningskoden.',
  'settings.trackingLead':
    'Allt som är avstängt visas bara för en besökare som också anger mottagarens e-postadress eller de 4 sista siffrorna i mottagarens telefonnummer. Status, förlopp, historik, leveransfönster och platsnamn visas alltid med koden.',
  'settings.trackingShowsNames': 'Visa namn med bara koden',
  'settings.trackingShowsNamesHelp': 'Mottagarens och avsändarens namn.',
  'settings.trackingShowsPhoto': 'Visa paketets foto med bara koden',
  'settings.trackingShowsPhotoHelp': 'Bilden som hör till paketet.',
  'settings.trackingShowsExactMap': 'Visa den exakta kartan med bara koden',
  'settings.trackingShowsExactMapHelp':
    'Av: kartan placerar markörerna på ungefär 10 km när; den visar rutten men inte gatan.',
};
