import type { AreaTexts } from '../../en';
import type { dashboardTexts as english } from '../../en/dashboard';

export const dashboardTexts: AreaTexts<typeof english> = {
  'dashboard.title': 'Tableau de bord',
  'dashboard.tiles': 'Panneau de contrôle',
  'dashboard.tile.parcels': 'Colis',
  'dashboard.tile.reviews': 'Avis',
  'dashboard.tile.pages': 'Pages',
  'dashboard.tile.send_email': 'Envoyer un e-mail',
  'dashboard.tile.settings': 'Paramètres',
  'dashboard.tile.password': 'Mot de passe',
  'dashboard.tile.outbox': "Boîte d'envoi",
  'dashboard.tile.invoices': 'Factures',
  'dashboard.find.label': 'Ouvrir un colis par son numéro de suivi',
  'dashboard.find.placeholder': 'Saisissez ou scannez un numéro de suivi',
  'dashboard.find.open': 'Ouvrir',
  'dashboard.find.not_found': 'Aucun colis ne porte le numéro de suivi « {code} ».',
  'dashboard.today.title': "Aujourd'hui",
  'dashboard.today.loading': 'Chargement des chiffres',
  'dashboard.today.date': 'Chiffres du {date}',
  'dashboard.figure.parcels': 'Tous les colis',
  'dashboard.figure.late': 'Colis en retard',
  'dashboard.figure.late_hint': "Livraison prévue avant aujourd'hui et non livrés",
  'dashboard.figure.created_today': "Créés aujourd'hui",
  'dashboard.figure.mail_failed': 'E-mails en échec',
  'dashboard.figure.mail_queued': 'E-mails en attente',
  'dashboard.statuses.title': 'Colis par statut',
  'dashboard.statuses.none': 'Sans statut',
  'dashboard.statuses.other': 'Autres statuts',
  'dashboard.statuses.empty': 'Aucun colis pour le moment.',
  'dashboard.terms.title': "Conditions d'utilisation",
  'dashboard.terms.warranty':
    "Ce logiciel est fourni « tel quel », sans garantie d'aucune sorte, expresse ou implicite, y compris d'adéquation à un usage particulier. Ses développeurs ne sont responsables d'aucune réclamation, d'aucun dommage ni d'aucune perte découlant de son utilisation.",
  'dashboard.terms.responsibility':
    "Le personnel qui utilise ce panneau de contrôle est responsable des contenus qu'il publie (pages, avis, détails des colis, historique de suivi, images et e-mails) et des données personnelles des expéditeurs et destinataires qu'il enregistre. Ne publiez que des informations exactes, limitez les données personnelles à ce qu'exige une livraison et respectez les lois applicables à votre entreprise.",
  'dashboard.terms.password':
    'Gardez votre mot de passe secret et déconnectez-vous sur les ordinateurs partagés.',
};
