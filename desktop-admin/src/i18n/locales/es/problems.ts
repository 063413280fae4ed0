import type { AreaTexts } from '../../en';
import type { problemsTexts as english } from '../../en/problems';

export const problemsTexts: AreaTexts<typeof english> = {
  'problems.no_data_found': 'No se encontraron datos',
  'problems.not_found': 'No encontrado',
  'problems.route.not_found': 'No se puede ejecutar {method} {path}',
  'problems.parcel.id_unknown': '{field}: {id} no corresponde a ningún envío',
  'problems.parcel.code_unknown': '{field}: «{code}» no corresponde a ningún envío',
  'problems.parcel.code_taken': '{field}: «{code}» ya lo usa otro envío',
  'problems.page.slug_taken': '{field}: «{slug}» ya lo usa otra página',
  'problems.page.slug_format':
    'El campo «{field}» solo puede contener letras minúsculas, números y guiones',
  'problems.invoice.currency_format': 'El campo «{field}» debe ser un código de 3 letras',
  'problems.invoice.amount_cents': 'El campo «{field}» debe tener como máximo 2 decimales',
  'problems.page.busy':
    'Ahora mismo se está creando una página con este título; inténtelo de nuevo',
  'problems.outbox.already_sent': 'Este mensaje ya se ha enviado',
  'problems.rating.not_delivered': 'Este paquete podrá valorarse cuando se haya entregado',
  'problems.rating.already_given': 'Este paquete ya ha sido valorado',
  'problems.auth.signed_out': 'Debe iniciar sesión como administrador para hacer esto',
  'problems.auth.admin_exists': 'Ya existe una cuenta de administrador. Inicie sesión.',
  'problems.auth.wrong_credentials': 'El correo electrónico o la contraseña no son correctos',
  'problems.auth.wrong_current_password': 'La contraseña actual no es correcta',
  'problems.auth.wrong_pin':
    'El PIN no es correcto o ha caducado. Revise el correo o solicite un PIN nuevo.',
  'problems.auth.confirmation_mismatch': 'El campo «{field}» debe coincidir con «{other}»',
  'problems.auth.pin_format': 'El campo «{field}» debe ser el PIN de 6 dígitos del correo',
  // Two-factor sign-in.
  'problems.twofactor.code_format':
    '{field} debe ser el código de 6 dígitos de la aplicación de autenticación',
  'problems.twofactor.recovery_code_format': '{field} debe ser uno de sus códigos de recuperación',
  'problems.twofactor.code_or_recovery_code': 'Introduzca un código o un código de recuperación',
  'problems.twofactor.password_or_code': 'Introduzca su contraseña o un código',
  'problems.twofactor.wrong_code': 'El código es incorrecto o ya se ha usado',
  'problems.twofactor.no_pending_signin':
    'No hay ningún inicio de sesión esperando un código, o ha caducado. Inicie sesión de nuevo.',
  'problems.twofactor.not_enrolling':
    'Empiece primero la configuración: no hay ninguna clave nueva que confirmar',
  'problems.twofactor.already_enabled':
    'El inicio de sesión en dos pasos ya está activado en esta cuenta',
  'problems.twofactor.not_enabled':
    'El inicio de sesión en dos pasos no está activado en esta cuenta',
  'problems.twofactor.required':
    'El inicio de sesión en dos pasos es obligatorio para todas las cuentas: no se puede desactivar',
  'problems.twofactor.setup_required':
    'El inicio de sesión en dos pasos ahora es obligatorio: actívalo para continuar',
  'problems.twofactor.enable_own_first':
    'Active el inicio de sesión en dos pasos en su propia cuenta antes de exigirlo a todos',
  // Passkeys.
  'problems.passkey.not_accepted':
    'No se aceptó la llave de acceso. Inténtalo de nuevo o inicia sesión de otra forma.',
  'problems.passkey.challenge_expired':
    'La solicitud de llave de acceso ha caducado. Empieza de nuevo.',
  'problems.passkey.not_found': 'Esta llave de acceso no es de tu cuenta',
  'problems.passkey.already_registered': 'Esta llave de acceso ya está registrada',
  'problems.passkey.too_many': 'Puedes tener como máximo {max} llaves de acceso: quita una primero',
  'problems.passkey.cancelled':
    'La solicitud de llave de acceso se canceló o caducó, o este dispositivo no tiene una llave de acceso para esta cuenta',
  'problems.auth.setup_token':
    'Para crear el primer administrador desde otro equipo se necesita el enlace de registro que el servidor mostró al arrancar',
  // Roles and staff accounts.
  'problems.auth.forbidden': 'Su rol no lo permite',
  'problems.staff.not_found': 'No hay ningún miembro con este id',
  'problems.staff.email_taken': 'Este correo ya pertenece a un miembro',
  'problems.staff.already_invited': 'Este correo ya tiene una invitación pendiente',
  'problems.staff.owner_locked':
    'El propietario no puede desactivarse ni cambiar de rol: traspase primero la propiedad',
  'problems.staff.handover_target': 'La propiedad solo puede traspasarse a otro miembro activo',
  'problems.staff.invitation_not_found': 'No hay ninguna invitación pendiente con este id',
  'problems.staff.invitation_unknown': 'Este enlace de invitación no es válido',
  'problems.staff.invitation_expired': 'Esta invitación ha caducado: pida una nueva al propietario',
  'problems.staff.invitation_used': 'Esta invitación ya se ha usado',
  'problems.staff.invitation_revoked': 'El propietario retiró esta invitación',
  'problems.session.not_found': 'Esta sesión ya se cerró, o no es una que usted pueda cerrar',
  'problems.rate.too_many_one':
    'Demasiados intentos. Espere {minutes} minuto e inténtelo de nuevo.',
  'problems.rate.too_many': 'Demasiados intentos. Espere {minutes} minutos e inténtelo de nuevo.',
  'problems.mail.password_required':
    'El campo «{field}» es obligatorio cuando el controlador de correo es smtp',
  'problems.mail.server_unnamed':
    'El controlador de correo smtp necesita que MAIL_URL indique el servidor de correo, p. ej. smtp://mail.example.com:587',
  'problems.mail.login_refused':
    'El servidor de correo rechazó el inicio de sesión de {user}: revise la contraseña',
  'problems.mail.unreachable': 'No se pudo contactar con el servidor de correo: {reason}',
  'problems.mail.public_url_required':
    'PUBLIC_URL debe indicar la dirección del sitio (p. ej. https://courier.example.com): sin ella no se puede confiar en la dirección de esta petición para un enlace en un correo, así que no se envió nada',
  'problems.image.required': 'El campo «{field}» es obligatorio',
  'problems.image.not_an_image': 'El campo «{field}» debe ser una imagen .jpg, .jpeg o .png',
  'problems.image.too_many_pixels': 'El campo «{field}» no puede superar {max}',
  'problems.form.incomplete':
    'No se pudo leer el formulario: envíe un formulario multipart completo',
  'problems.form.file_too_large': 'El campo «{field}» no puede superar {max}',
  'problems.form.field_too_large': 'El campo «{field}» es demasiado largo',
  'problems.form.one_picture': 'Envíe una sola imagen, en el campo image',
  'problems.form.no_files': 'Este formulario no admite archivos',
  'problems.form.unreadable': 'No se pudo leer el formulario: {reason}',
  'problems.request.invalid_json': 'El cuerpo de la solicitud no es un JSON válido',
  'problems.request.too_large': 'El cuerpo de la solicitud es demasiado grande',
  'problems.request.bad_encoding': 'La codificación del cuerpo de la solicitud no es compatible',
  'problems.request.nul_in_address': 'La dirección no puede contener un carácter NUL',
  'problems.request.cross_site': 'Solicitud entre sitios rechazada',
  'problems.request.headers_too_large':
    'La dirección o los encabezados de la solicitud son demasiado grandes',
  'problems.request.malformed': 'La solicitud no es HTTP válido',
  'problems.request.timeout': 'La solicitud tardó demasiado en llegar',
  'problems.request.content_type':
    'Content-Type debe ser application/json, multipart/form-data o application/x-www-form-urlencoded',
  'problems.server.internal': 'Error interno del servidor',
  'problems.database.unreachable':
    'No se puede acceder a la base de datos; inténtelo de nuevo en breve',
  'problems.server.not_ready': 'Este servidor aún no está listo; inténtelo de nuevo en breve',
  'problems.server.busy':
    'El servidor está ocupado. Inténtelo de nuevo dentro de {seconds} segundos.',
  'problems.places.unavailable':
    'La búsqueda de lugares no está disponible, inténtelo de nuevo en un momento',
  'problems.places.geocoder_failed': 'El geocodificador dio una respuesta que no se pudo usar',
  'problems.storage.unreachable':
    'El almacenamiento de imágenes no está disponible, inténtelo de nuevo en un momento',
  'problems.client.invalid_json': 'JSON no válido',
  'problems.field.required': 'El campo «{field}» es obligatorio',
  'problems.field.type': 'El campo «{field}» debe ser {expected}',
  'problems.field.integer': 'El campo «{field}» debe ser un número entero',
  'problems.field.too_short': 'El campo «{field}» debe tener al menos {min} caracteres',
  'problems.field.too_long': 'El campo «{field}» debe tener como máximo {max} caracteres',
  'problems.field.min': 'El campo «{field}» debe ser como mínimo {min}',
  'problems.field.greater_than': 'El campo «{field}» debe ser mayor que {min}',
  'problems.field.max': 'El campo «{field}» debe ser como máximo {max}',
  'problems.field.less_than': 'El campo «{field}» debe ser menor que {max}',
  'problems.field.email': 'El campo «{field}» debe ser una dirección de correo válida',
  'problems.field.date': 'El campo «{field}» debe ser una fecha (AAAA-MM-DD)',
  'problems.field.format': 'El campo «{field}» tiene un formato no válido',
  'problems.field.one_of': 'El campo «{field}» debe ser uno de estos valores: {values}',
  'problems.field.unknown_one': '{fields} no es un campo conocido',
  'problems.field.unknown': 'Campos desconocidos: {fields}',
  'problems.field.nul': 'El campo «{field}» no puede contener un carácter NUL',
  'problems.field.invalid': 'El campo «{field}» no es válido',
  'problems.body.nothing_to_change': 'Envíe al menos un campo que cambiar',
  'problems.expected.string': 'un texto',
  'problems.expected.number': 'un número',
  'problems.expected.boolean': 'sí o no',
  'problems.expected.object': 'un objeto',
  'problems.expected.array': 'una lista',
  'problems.expected.date': 'una fecha',
  'problems.expected.file': 'un archivo',
  // Audit trail.
  'problems.audit.date_order': 'La fecha final no puede ser anterior a la fecha inicial',
  'problems.audit.checkpoint_signature':
    'Este punto de control no está firmado con la clave de auditoría de este servidor: se modificó o procede de otro servidor',
  'problems.tracking.wrong_answer':
    'Eso no es el correo del destinatario ni los 4 últimos dígitos de su teléfono',
  'problems.tracking.cannot_unlock':
    'Este paquete no tiene correo ni teléfono del destinatario que comprobar: pregunte al remitente',
};
