import type { AreaTexts } from '../../en';
import type { passkeysTexts as english } from '../../en/passkeys';

export const passkeysTexts: AreaTexts<typeof english> = {
  'passkeys.title': 'Llaves de acceso',
  'passkeys.intro':
    'Una llave de acceso inicia tu sesión con el bloqueo de pantalla de este dispositivo o con una llave de seguridad. Sirve como segundo paso después de tu contraseña, o sola en lugar de la contraseña.',
  'passkeys.none': 'Todavía no hay llaves de acceso.',
  'passkeys.table': 'Tus llaves de acceso',
  'passkeys.name': 'Nombre',
  'passkeys.added': 'Añadida',
  'passkeys.last_used': 'Último uso',
  'passkeys.actions': 'Acciones',
  'passkeys.never': 'Nunca',
  'passkeys.rename': 'Cambiar nombre',
  'passkeys.rename_named': 'Cambiar el nombre de {name}',
  'passkeys.remove': 'Quitar',
  'passkeys.remove_named': 'Quitar {name}',
  'passkeys.add': 'Añadir una llave de acceso',
  'passkeys.added_message': 'Llave de acceso añadida.',
  'passkeys.new_name': 'Nombre de la llave de acceso',
  'passkeys.password': 'Tu contraseña',
  'passkeys.name_hint':
    'Para distinguirla, p. ej. «Portátil del trabajo» o «Llave de seguridad azul».',
  'passkeys.rename_title': 'Cambiar el nombre de «{name}»',
  'passkeys.save': 'Guardar',
  'passkeys.cancel': 'Cancelar',
  'passkeys.remove_title': 'Quitar «{name}»',
  'passkeys.remove_text': 'Ya no te permitirá iniciar sesión.',
  'passkeys.unavailable':
    'Las llaves de acceso no se pueden usar aquí (un navegador sin llaves de acceso). Abre el panel de control en un navegador web para añadir una; aquí, usa un código de una aplicación de autenticación.',
  'passkeys.step_text':
    'Usa una de tus llaves de acceso: tu dispositivo pedirá su bloqueo de pantalla.',
  'passkeys.step_unavailable':
    'Esta cuenta inicia sesión con una llave de acceso, que no se puede usar aquí. Inicia sesión desde un navegador web.',
  'passkeys.use': 'Usar una llave de acceso',
  'passkeys.or_code': 'O introduce un código de tu aplicación de autenticación.',
  'passkeys.or': 'o',
  'passkeys.sign_in': 'Iniciar sesión con una llave de acceso',
};
