import type { AreaTexts } from '../../en';
import type { settingsTexts as english } from '../../en/settings';

export const settingsTexts: AreaTexts<typeof english> = {
  'settings.title': 'Configuración',
  'settings.contact': 'Datos de contacto',
  'settings.contactDescription':
    'El correo, los teléfonos, la dirección y las redes sociales del pie de página público.',
  'settings.mail': 'Configuración de correo',
  'settings.mailDescription': 'Cómo sale el correo del servidor y qué plantilla usa.',
  'settings.html': 'Configuración HTML',
  'settings.htmlDescription':
    'La metadescripción para los buscadores y un widget de chat en cada página.',
  'settings.what': 'La configuración',
  'settings.save': 'Guardar',
  'settings.companyName': 'Nombre de la empresa',
  'settings.companyNameHelp':
    'Firma los correos, las facturas y las etiquetas de envío; si se deja vacío, dicen Waybill.',
  'settings.contactEmail': 'Correo de contacto',
  'settings.contactEmailHelp':
    'Aquí llegan los mensajes de los visitantes desde la página de contacto; se muestra en el pie de página.',
  'settings.contactPhone': 'Teléfono de contacto',
  'settings.alternatePhone': 'Teléfono alternativo',
  'settings.address': 'Dirección',
  'settings.addressHelp': 'La dirección de la oficina que se muestra en el pie de página.',
  'settings.socialLinks': 'Redes sociales',
  'settings.socialHelp':
    'Un usuario (p. ej. @waybill) o una dirección https:// completa; uno vacío no se muestra.',
  'settings.metaDescription': 'Metadescripción',
  'settings.metaDescriptionHelp':
    'El resumen que los buscadores muestran bajo el nombre del sitio.',
  'settings.chatCode': 'Código de chat',
  'settings.chatCodeHelp':
    'El fragmento de código de un widget de chat de su proveedor (Tawk.to, Crisp, Tidio…), pegado tal cual. Se ejecuta en un marco aislado en la esquina inferior derecha de cada página pública: puede mostrar su chat, pero no puede leer ni modificar el sitio, este panel de control ni sus datos. Déjelo vacío para no tener chat.',
  'settings.mailDriver': 'Modo de envío',
  'settings.driverOutbox': 'outbox: el servidor entrega',
  'settings.driverSmtp': 'smtp: el personal envía con su propia cuenta',
  'settings.driverOutboxHelp':
    'cada mensaje se pone en cola en la bandeja de salida y se entrega a través del MAIL_URL del servidor, con reintentos; no se pierde nada mientras el servidor de correo está caído.',
  'settings.driverSmtpHelp':
    'el personal envía con su propia cuenta de correo y escribe su contraseña en cada envío.',
  'settings.mailTemplate': 'Plantilla de correo',
  'settings.mailTemplateHelp':
    'El diseño que envuelve cada correo que envía la empresa: texto sin formato o uno de los cuatro diseños HTML.',
  'settings.notifyRecipients': 'Avisar a los destinatarios cuando su paquete avance',
  'settings.notifyRecipientsHelp':
    'Cuando el personal añade algo al historial de un paquete, el correo del destinatario recibe la nueva entrada y un enlace de seguimiento (cada entrada puede excluirse; los destinatarios pueden darse de baja).',
  'settings.saved': 'Ajustes guardados',
  'settings.tracking': 'Privacidad del seguimiento',
  'settings.trackingDescription': 'Lo que ve un visitante solo con el código de seguimiento.',
  'settings.trackingLead':
    'Todo lo desactivado solo se muestra a un visitante que además da el correo del destinatario o los 4 últimos dígitos de su teléfono. El estado, el progreso, el historial, el plazo de entrega y los nombres de lugares siempre se ven con el código.',
  'settings.trackingShowsNames': 'Mostrar los nombres solo con el código',
  'settings.trackingShowsNamesHelp': 'Los nombres del destinatario y del remitente.',
  'settings.trackingShowsPhoto': 'Mostrar la foto del paquete solo con el código',
  'settings.trackingShowsPhotoHelp': 'La imagen adjunta al paquete.',
  'settings.trackingShowsExactMap': 'Mostrar el mapa exacto solo con el código',
  'settings.trackingShowsExactMapHelp':
    'Desactivado: el mapa sitúa los marcadores con unos 10 km de margen; muestra la ruta, no la calle.',
};
