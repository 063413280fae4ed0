import type { AreaTexts } from '../../en';
import type { settingsTexts as english } from '../../en/settings';

export const settingsTexts: AreaTexts<typeof english> = {
  'settings.title': 'Instellingen',
  'settings.contact': 'Contactgegevens',
  'settings.contactDescription':
    'Het e-mailadres, de telefoonnummers, het adres en de sociale links in de openbare voettekst.',
  'settings.mail': 'E-mailinstellingen',
  'settings.mailDescription': 'Hoe e-mail de server verlaat en welke sjabloon wordt gebruikt.',
  'settings.html': 'HTML-instellingen',
  'settings.htmlDescription':
    'De metabeschrijving voor zoekmachines en een chatwidget op elke pagina.',
  'settings.what': 'De instellingen',
  'settings.save': 'Opslaan',
  'settings.companyName': 'Bedrijfsnaam',
  'settings.companyNameHelp':
    'Ondertekent e-mails, facturen en verzendlabels; leeg gelaten staat er Waybill.',
  'settings.contactEmail': 'Contact-e-mailadres',
  'settings.contactEmailHelp':
    'Berichten van bezoekers via de contactpagina komen hier binnen; het staat in de voettekst.',
  'settings.contactPhone': 'Contacttelefoon',
  'settings.alternatePhone': 'Ander telefoonnummer',
  'settings.address': 'Adres',
  'settings.addressHelp': 'Het kantooradres in de voettekst.',
  'settings.socialLinks': 'Sociale links',
  'settings.socialHelp':
    'Een gebruikersnaam (bijv. @waybill) of een volledig https://-adres; een leeg veld wordt niet getoond.',
  'settings.metaDescription': 'Metabeschrijving',
  'settings.metaDescriptionHelp':
    'De samenvatting die zoekmachines onder de naam van de site tonen.',
  'settings.chatCode': 'Chatcode',
  'settings.chatCodeHelp':
    'Het codefragment van een chatwidget van de aanbieder (Tawk.to, Crisp, Tidio…), ongewijzigd geplakt. Het draait in een afgeschermd kader rechtsonder op elke openbare pagina: het kan zijn chat tonen, maar kan de site, dit configuratiescherm of je gegevens niet lezen of wijzigen. Laat leeg voor geen chat.',
  'settings.mailDriver': 'Verzendwijze',
  'settings.driverOutbox': 'outbox: de server bezorgt',
  'settings.driverSmtp': 'smtp: medewerkers versturen met hun eigen account',
  'settings.driverOutboxHelp':
    'elk bericht komt in de wachtrij in Postvak UIT en wordt bezorgd via de MAIL_URL van de server, met nieuwe pogingen; er gaat niets verloren terwijl de mailserver plat ligt.',
  'settings.driverSmtpHelp':
    'medewerkers versturen met hun eigen e-mailaccount en typen bij elke verzending het wachtwoord ervan.',
  'settings.mailTemplate': 'E-mailsjabloon',
  'settings.mailTemplateHelp':
    'De opmaak rond elke e-mail die het bedrijf verstuurt: platte tekst of een van vier HTML-ontwerpen.',
  'settings.notifyRecipients': 'Ontvangers laten weten wanneer hun pakket onderweg is',
  'settings.notifyRecipientsHelp':
    'Wanneer medewerkers iets toevoegen aan de geschiedenis van een pakket, krijgt het e-mailadres van de ontvanger de nieuwe regel en een track-and-tracelink (elke regel kan worden uitgezonderd; ontvangers kunnen zich afmelden).',
  'settings.saved': 'Instellingen opgeslagen',
  'settings.tracking': 'Privacy bij het volgen',
  'settings.trackingDescription': 'Wat een bezoeker ziet met alleen de trackingcode.',
  'settings.trackingLead':
    'Alles wat uit staat, ziet alleen een bezoeker die ook het e-mailadres van de ontvanger of de laatste 4 cijfers van zijn telefoonnummer opgeeft. Status, voortgang, geschiedenis, bezorgperiode en plaatsnamen zijn altijd te zien met de code.',
  'settings.trackingShowsNames': 'Namen tonen met alleen de code',
  'settings.trackingShowsNamesHelp': 'De namen van ontvanger en afzender.',
  'settings.trackingShowsPhoto': 'Pakketfoto tonen met alleen de code',
  'settings.trackingShowsPhotoHelp': 'De afbeelding bij het pakket.',
  'settings.trackingShowsExactMap': 'Exacte kaart tonen met alleen de code',
  'settings.trackingShowsExactMapHelp':
    'Uit: de kaart plaatst markeringen tot op ongeveer 10 km; ze toont de route, niet de straat.',
};
