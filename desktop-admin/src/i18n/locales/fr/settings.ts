import type { AreaTexts } from '../../en';
import type { settingsTexts as english } from '../../en/settings';

export const settingsTexts: AreaTexts<typeof english> = {
  'settings.title': 'Paramètres',
  'settings.contact': 'Coordonnées',
  'settings.contactDescription':
    "L'e-mail, les téléphones, l'adresse et les réseaux sociaux du pied de page public.",
  'settings.mail': 'Paramètres de messagerie',
  'settings.mailDescription':
    'Comment les e-mails quittent le serveur et quel modèle ils utilisent.',
  'settings.html': 'Paramètres HTML',
  'settings.htmlDescription':
    'La méta-description pour les moteurs de recherche et un module de discussion sur chaque page.',
  'settings.what': 'Les paramètres',
  'settings.save': 'Enregistrer',
  'settings.companyName': "Nom de l'entreprise",
  'settings.companyNameHelp':
    "Signe les e-mails, factures et étiquettes d'expédition ; laissé vide, ils indiquent Waybill.",
  'settings.contactEmail': 'E-mail de contact',
  'settings.contactEmailHelp':
    'Les messages des visiteurs envoyés depuis la page de contact arrivent ici ; il est affiché dans le pied de page.',
  'settings.contactPhone': 'Téléphone de contact',
  'settings.alternatePhone': 'Autre téléphone',
  'settings.address': 'Adresse',
  'settings.addressHelp': "L'adresse du bureau affichée dans le pied de page.",
  'settings.socialLinks': 'Réseaux sociaux',
  'settings.socialHelp':
    "Un identifiant (par ex. @waybill) ou une adresse https:// complète ; un champ vide n'est pas affiché.",
  'settings.metaDescription': 'Méta-description',
  'settings.metaDescriptionHelp':
    'Le résumé que les moteurs de recherche affichent sous le nom du site.',
  'settings.chatCode': 'Code de discussion',
  'settings.chatCodeHelp':
    "Le code d'un module de discussion fourni par son éditeur (Tawk.to, Crisp, Tidio…), collé tel quel. Il s'exécute dans un cadre isolé en bas à droite de chaque page publique : il peut afficher sa discussion, mais ne peut ni lire ni modifier le site, ce panneau de contrôle ou vos données. Laissez vide pour ne pas avoir de discussion.",
  'settings.mailDriver': "Mode d'envoi",
  'settings.driverOutbox': 'outbox : le serveur remet les messages',
  'settings.driverSmtp': 'smtp : le personnel envoie avec son propre compte',
  'settings.driverOutboxHelp':
    "chaque message est mis en file dans la boîte d'envoi et remis via le MAIL_URL du serveur, avec de nouvelles tentatives ; rien n'est perdu quand le serveur de messagerie est indisponible.",
  'settings.driverSmtpHelp':
    'le personnel envoie avec son propre compte de messagerie, en saisissant son mot de passe à chaque envoi.',
  'settings.mailTemplate': "Modèle d'e-mail",
  'settings.mailTemplateHelp':
    "La mise en page autour de chaque e-mail envoyé par l'entreprise : texte brut, ou l'un des quatre modèles HTML.",
  'settings.notifyRecipients': 'Prévenir les destinataires quand leur colis avance',
  'settings.notifyRecipientsHelp':
    "Quand le personnel complète l'historique d'un colis, l'e-mail du destinataire reçoit la nouvelle étape et un lien de suivi (chaque étape peut s'en dispenser ; les destinataires peuvent se désabonner).",
  'settings.saved': 'Paramètres enregistrés',
};
