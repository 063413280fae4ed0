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
  'settings.tracking': 'Confidentialité du suivi',
  'settings.trackingDescription': 'Ce qu’un visiteur voit avec le seul numéro de suivi.',
  'settings.trackingLead':
    'Tout ce qui est désactivé n’est montré qu’à un visiteur qui donne aussi l’e-mail du destinataire ou les 4 derniers chiffres de son téléphone. L’état, la progression, l’historique, la période de livraison et les noms de lieux s’affichent toujours avec le numéro.',
  'settings.trackingShowsNames': 'Afficher les noms avec le seul numéro',
  'settings.trackingShowsNamesHelp': 'Les noms du destinataire et de l’expéditeur.',
  'settings.trackingShowsPhoto': 'Afficher la photo du colis avec le seul numéro',
  'settings.trackingShowsPhotoHelp': 'L’image jointe au colis.',
  'settings.trackingShowsExactMap': 'Afficher la carte exacte avec le seul numéro',
  'settings.trackingShowsExactMapHelp':
    'Désactivé : la carte place les repères à environ 10 km près ; elle montre l’itinéraire, pas la rue.',
};
