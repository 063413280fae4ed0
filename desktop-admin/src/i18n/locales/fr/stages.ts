import type { AreaTexts } from '../../en';
import type { stagesTexts as english } from '../../en/stages';

export const stagesTexts: AreaTexts<typeof english> = {
  'stages.name.created': 'Créé',
  'stages.name.picked_up': 'Pris en charge',
  'stages.name.in_transit': 'En transit',
  'stages.name.out_for_delivery': 'En cours de livraison',
  'stages.name.delivered': 'Livré',
  'stages.name.held': 'Retenu',
  'stages.name.failed_attempt': 'Tentative de livraison échouée',
  'stages.name.returned': 'Retourné',
  'stages.exception': '{stage} (exception)',
  'stages.field': 'Étape',
  'stages.follow_status': 'Suivre le texte du statut',
  'stages.field_help':
    'L’étape que la page de suivi marque comme actuelle. Sur « Suivre le texte du statut », elle vient du statut via Paramètres › Étapes des statuts.',
  'stages.shown': 'Étape sur la page de suivi : {stage}',
  'stages.shown_none':
    'Étape sur la page de suivi : aucune (le statut n’est pas dans Paramètres › Étapes des statuts)',
  'stages.settings.title': 'Étapes des statuts',
  'stages.settings.description':
    'L’étape de progression que chaque texte de statut montre sur la page de suivi.',
  'stages.settings.help':
    'Un colis sans étape propre montre l’étape de son texte de statut définie ici. Majuscules et espaces ne comptent pas : « In transit » correspond aussi à « IN  TRANSIT ».',
  'stages.settings.status': 'Texte du statut',
  'stages.settings.stage': 'Étape',
  'stages.settings.row': 'Statut {n}',
  'stages.settings.row_stage': 'Étape du statut {n}',
  'stages.settings.add': 'Ajouter un statut',
  'stages.settings.remove': 'Supprimer le statut {n}',
  'stages.settings.empty':
    'Aucun texte de statut : seules les étapes choisies sur les colis eux-mêmes sont montrées.',
  'stages.settings.count': '{count} statuts sur {max}',
  'stages.problem.too_many': '{field} peut contenir au plus {max} statuts',
  'stages.problem.repeated': '{field} répète un statut déjà présent dans la liste',
};
