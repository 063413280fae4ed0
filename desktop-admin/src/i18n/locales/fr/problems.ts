import type { AreaTexts } from '../../en';
import type { problemsTexts as english } from '../../en/problems';

export const problemsTexts: AreaTexts<typeof english> = {
  'problems.no_data_found': 'Aucune donnée trouvée',
  'problems.not_found': 'Introuvable',
  'problems.route.not_found': "Impossible d'exécuter {method} {path}",
  'problems.parcel.id_unknown': '{field} : {id} ne correspond à aucun colis',
  'problems.parcel.code_unknown': '{field} : « {code} » ne correspond à aucun colis',
  'problems.parcel.code_taken': '{field} : « {code} » est déjà utilisé par un autre colis',
  'problems.page.slug_taken': '{field} : « {slug} » est déjà utilisé par une autre page',
  'problems.page.slug_format':
    'Le champ « {field} » ne doit contenir que des lettres minuscules, des chiffres et des tirets',
  'problems.invoice.currency_format': 'Le champ « {field} » doit être un code à 3 lettres',
  'problems.invoice.amount_cents': 'Le champ « {field} » doit avoir au plus 2 décimales',
  'problems.page.busy': 'Une page portant ce titre est en cours de création ; réessayez',
  'problems.outbox.already_sent': 'Ce message a déjà été envoyé',
  'problems.rating.not_delivered': 'Ce colis pourra être évalué une fois livré',
  'problems.rating.already_given': 'Ce colis a déjà été évalué',
  'problems.auth.signed_out':
    'Vous devez être connecté en tant qu’administrateur pour effectuer cette action',
  'problems.auth.admin_exists': 'Un compte administrateur existe déjà. Connectez-vous.',
  'problems.auth.wrong_credentials': "L'e-mail ou le mot de passe est incorrect",
  'problems.auth.wrong_current_password': 'Le mot de passe actuel est incorrect',
  'problems.auth.wrong_pin':
    "Le code PIN est erroné ou a expiré. Vérifiez l'e-mail ou demandez un nouveau code PIN.",
  'problems.auth.confirmation_mismatch':
    'Le champ « {field} » doit correspondre au champ « {other} »',
  'problems.auth.pin_format':
    'Le champ « {field} » doit contenir le code PIN à 6 chiffres reçu par e-mail',
  // Two-factor sign-in.
  'problems.twofactor.code_format':
    '{field} doit être le code à 6 chiffres de l’application d’authentification',
  'problems.twofactor.recovery_code_format': '{field} doit être l’un de vos codes de récupération',
  'problems.twofactor.code_or_recovery_code':
    'Saisissez soit un code, soit un code de récupération',
  'problems.twofactor.password_or_code': 'Saisissez soit votre mot de passe, soit un code',
  'problems.twofactor.wrong_code': 'Le code est erroné ou a déjà été utilisé',
  'problems.twofactor.no_pending_signin':
    'Aucune connexion n’attend de code, ou elle a expiré. Reconnectez-vous.',
  'problems.twofactor.not_enrolling':
    'Commencez d’abord la configuration : il n’y a aucune nouvelle clé à confirmer',
  'problems.twofactor.already_enabled':
    'La connexion à deux facteurs est déjà activée pour ce compte',
  'problems.twofactor.not_enabled': 'La connexion à deux facteurs n’est pas activée pour ce compte',
  'problems.twofactor.required':
    'La connexion à deux facteurs est obligatoire pour tous les comptes : elle ne peut pas être désactivée',
  'problems.twofactor.setup_required':
    'La connexion en deux étapes est désormais obligatoire : configurez-la pour continuer',
  'problems.twofactor.enable_own_first':
    'Activez la connexion à deux facteurs sur votre propre compte avant de l’exiger pour tous',
  // Passkeys.
  'problems.passkey.not_accepted':
    'La clé d’accès n’a pas été acceptée. Réessayez, ou connectez-vous autrement.',
  'problems.passkey.challenge_expired': 'La demande de clé d’accès a expiré. Recommencez.',
  'problems.passkey.not_found': 'Cette clé d’accès n’appartient pas à votre compte',
  'problems.passkey.already_registered': 'Cette clé d’accès est déjà enregistrée',
  'problems.passkey.too_many':
    'Vous pouvez avoir au plus {max} clés d’accès : supprimez-en une d’abord',
  'problems.passkey.cancelled':
    'La demande de clé d’accès a été annulée ou a expiré, ou cet appareil n’a pas de clé d’accès pour ce compte',
  'problems.auth.setup_token':
    "Pour créer le premier administrateur depuis une autre machine, il faut le lien d'inscription affiché par le serveur au démarrage",
  // Roles and staff accounts.
  'problems.auth.forbidden': 'Votre rôle ne le permet pas',
  'problems.staff.not_found': 'Aucun membre avec cet identifiant',
  'problems.staff.email_taken': 'Cet e-mail appartient déjà à un membre',
  'problems.staff.already_invited': 'Cet e-mail a déjà une invitation en attente',
  'problems.staff.owner_locked':
    'Le propriétaire ne peut être ni désactivé ni changer de rôle : transmettez d’abord la propriété',
  'problems.staff.handover_target':
    'La propriété ne peut être transmise qu’à un autre membre actif',
  'problems.staff.invitation_not_found': 'Aucune invitation en attente avec cet identifiant',
  'problems.staff.invitation_unknown': 'Ce lien d’invitation n’est pas valide',
  'problems.staff.invitation_expired':
    'Cette invitation a expiré : demandez-en une nouvelle au propriétaire',
  'problems.staff.invitation_used': 'Cette invitation a déjà été utilisée',
  'problems.staff.invitation_revoked': 'Cette invitation a été retirée par le propriétaire',
  'problems.session.not_found':
    'Cette session est déjà terminée, ou vous ne pouvez pas y mettre fin',
  'problems.rate.too_many_one': 'Trop de tentatives. Patientez {minutes} minute et réessayez.',
  'problems.rate.too_many': 'Trop de tentatives. Patientez {minutes} minutes et réessayez.',
  'problems.mail.password_required':
    'Le champ « {field} » est obligatoire lorsque le pilote de messagerie est smtp',
  'problems.mail.server_unnamed':
    'Le pilote de messagerie smtp a besoin que MAIL_URL indique le serveur de messagerie, par ex. smtp://mail.example.com:587',
  'problems.mail.login_refused':
    'Le serveur de messagerie a refusé la connexion de {user} : vérifiez le mot de passe',
  'problems.mail.unreachable': 'Le serveur de messagerie est injoignable : {reason}',
  'problems.mail.public_url_required':
    "PUBLIC_URL doit indiquer l'adresse du site (par ex. https://courier.example.com) : sans elle, l'adresse de cette requête n'est pas fiable pour un lien dans un e-mail, donc rien n'a été envoyé",
  'problems.image.required': 'Le champ « {field} » est obligatoire',
  'problems.image.not_an_image': 'Le champ « {field} » doit être une image .jpg, .jpeg ou .png',
  'problems.image.too_many_pixels': 'Le champ « {field} » ne doit pas dépasser {max}',
  'problems.form.incomplete':
    'Le formulaire est illisible : envoyez un formulaire multipart complet',
  'problems.form.file_too_large': 'Le champ « {field} » ne doit pas dépasser {max}',
  'problems.form.field_too_large': 'Le champ « {field} » est trop long',
  'problems.form.one_picture': 'Envoyez une seule image, dans le champ image',
  'problems.form.no_files': "Ce formulaire n'accepte aucun fichier",
  'problems.form.unreadable': 'Le formulaire est illisible : {reason}',
  'problems.request.invalid_json': "Le corps de la requête n'est pas un JSON valide",
  'problems.request.too_large': 'Le corps de la requête est trop volumineux',
  'problems.request.bad_encoding': "L'encodage du corps de la requête n'est pas pris en charge",
  'problems.request.nul_in_address': "L'adresse ne doit pas contenir de caractère NUL",
  'problems.request.cross_site': 'Requête intersite refusée',
  'problems.request.headers_too_large':
    "L'adresse ou les en-têtes de la requête sont trop volumineux",
  'problems.request.malformed': "La requête n'est pas une requête HTTP valide",
  'problems.request.timeout': 'La requête a mis trop de temps à arriver',
  'problems.request.content_type':
    'Content-Type doit être application/json, multipart/form-data ou application/x-www-form-urlencoded',
  'problems.server.internal': 'Erreur interne du serveur',
  'problems.database.unreachable': 'La base de données est injoignable, réessayez dans un instant',
  'problems.server.not_ready': 'Ce serveur n’est pas prêt, réessayez dans un instant',
  'problems.server.busy': 'Le serveur est occupé. Réessayez dans {seconds} secondes.',
  'problems.places.unavailable':
    'La recherche de lieux n’est pas disponible, réessayez dans un instant',
  'problems.places.geocoder_failed': 'Le géocodeur a donné une réponse inutilisable',
  'problems.storage.unreachable':
    'Le stockage des images n’est pas joignable, réessayez dans un instant',
  'problems.client.invalid_json': 'JSON invalide',
  'problems.field.required': 'Le champ « {field} » est obligatoire',
  'problems.field.type': 'Le champ « {field} » doit être {expected}',
  'problems.field.integer': 'Le champ « {field} » doit être un nombre entier',
  'problems.field.too_short': 'Le champ « {field} » doit contenir au moins {min} caractères',
  'problems.field.too_long': 'Le champ « {field} » doit contenir au plus {max} caractères',
  'problems.field.min': 'Le champ « {field} » doit être au moins égal à {min}',
  'problems.field.greater_than': 'Le champ « {field} » doit être supérieur à {min}',
  'problems.field.max': 'Le champ « {field} » doit être au plus égal à {max}',
  'problems.field.less_than': 'Le champ « {field} » doit être inférieur à {max}',
  'problems.field.email': 'Le champ « {field} » doit être une adresse e-mail valide',
  'problems.field.date': 'Le champ « {field} » doit être une date (AAAA-MM-JJ)',
  'problems.field.format': "Le format du champ « {field} » n'est pas valide",
  'problems.field.one_of': "Le champ « {field} » doit valoir l'une de ces valeurs : {values}",
  'problems.field.unknown_one': "{fields} n'est pas un champ connu",
  'problems.field.unknown': 'Champs inconnus : {fields}',
  'problems.field.nul': 'Le champ « {field} » ne doit pas contenir de caractère NUL',
  'problems.field.invalid': "Le champ « {field} » n'est pas valide",
  'problems.body.nothing_to_change': 'Envoyez au moins un champ à modifier',
  'problems.expected.string': 'un texte',
  'problems.expected.number': 'un nombre',
  'problems.expected.boolean': 'oui ou non',
  'problems.expected.object': 'un objet',
  'problems.expected.array': 'une liste',
  'problems.expected.date': 'une date',
  'problems.expected.file': 'un fichier',
  // Audit trail.
  'problems.audit.date_order': 'La date de fin ne peut pas précéder la date de début',
  'problems.audit.checkpoint_signature':
    'Ce point de contrôle n’est pas signé par la clé d’audit de ce serveur : il a été modifié ou vient d’un autre serveur',
  'problems.tracking.wrong_answer':
    'Ce n’est ni l’e-mail du destinataire ni les 4 derniers chiffres de son téléphone',
  'problems.tracking.cannot_unlock':
    'Ce colis n’a ni e-mail ni téléphone du destinataire à vérifier : demandez à l’expéditeur',
};
