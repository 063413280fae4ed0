import type { AreaTexts } from '../../en';
import type { twoFactorTexts as english } from '../../en/twoFactor';

export const twoFactorTexts: AreaTexts<typeof english> = {
  'twoFactor.title': 'Inicio de sesión en dos pasos',
  'twoFactor.intro':
    'Después de la contraseña, el inicio de sesión pide un código de 6 dígitos de una aplicación de autenticación en su teléfono.',
  'twoFactor.status_on': 'El inicio de sesión en dos pasos está activado.',
  'twoFactor.status_off': 'El inicio de sesión en dos pasos está desactivado.',
  'twoFactor.codes_left': 'Códigos de recuperación restantes: {count}',
  'twoFactor.set_up': 'Configurar el inicio de sesión en dos pasos',
  'twoFactor.scan':
    'Escanee este código QR con su aplicación de autenticación o escriba la clave de abajo.',
  'twoFactor.qr_alt': 'Código QR para añadir esta cuenta a una aplicación de autenticación',
  'twoFactor.secret': 'Clave para escribir',
  'twoFactor.code': 'Código de la aplicación',
  'twoFactor.confirm': 'Activar',
  'twoFactor.recovery_title': 'Sus códigos de recuperación',
  'twoFactor.recovery_text':
    'Cada código le permite iniciar sesión una vez si pierde su teléfono. Guárdelos en un lugar seguro: solo se muestran ahora.',
  'twoFactor.copy': 'Copiar',
  'twoFactor.copied': 'Copiado',
  'twoFactor.download': 'Descargar',
  'twoFactor.download_name': 'waybill-codigos-de-recuperacion.txt',
  'twoFactor.saved_codes': 'He guardado los códigos',
  'twoFactor.proof_password': 'Contraseña actual',
  'twoFactor.regenerate': 'Nuevos códigos de recuperación',
  'twoFactor.regenerate_text': 'Los códigos anteriores dejarán de funcionar.',
  'twoFactor.disable': 'Desactivar',
  'twoFactor.required_note':
    'El inicio de sesión en dos pasos es obligatorio para todas las cuentas.',
  'twoFactor.require_all': 'Exigir el inicio de sesión en dos pasos en todas las cuentas',
  'twoFactor.require_all_text':
    'A los miembros que no lo tengan se les guiará para configurarlo en su próximo inicio de sesión.',
  'twoFactor.require_on': 'Exigirlo',
  'twoFactor.require_off': 'Dejar de exigirlo',
  'twoFactor.manage': 'Inicio de sesión en dos pasos',
  'twoFactor.step_title': 'Introduzca su código',
  'twoFactor.step_text':
    'Abra su aplicación de autenticación e introduzca el código de 6 dígitos de Waybill.',
  'twoFactor.verify': 'Verificar',
  'twoFactor.use_recovery': 'Usar un código de recuperación',
  'twoFactor.use_code': 'Usar un código de la aplicación',
  'twoFactor.recovery_code': 'Código de recuperación',
  'twoFactor.recovery_step_text':
    'Introduzca uno de sus códigos de recuperación. Cada uno funciona solo una vez.',
  'twoFactor.setup_required_title': 'Configurar el inicio de sesión en dos pasos',
  'twoFactor.setup_required_text':
    'Su empresa exige el inicio de sesión en dos pasos. Configúrelo ahora para continuar.',
  'twoFactor.start_over': 'Empezar de nuevo',
};
