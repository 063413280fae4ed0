import type { AreaTexts } from '../../en';
import type { dashboardTexts as english } from '../../en/dashboard';

export const dashboardTexts: AreaTexts<typeof english> = {
  'dashboard.title': 'Panel',
  'dashboard.tiles': 'Panel de control',
  'dashboard.tile.parcels': 'Paquetes',
  'dashboard.tile.reviews': 'Opiniones',
  'dashboard.tile.pages': 'Páginas',
  'dashboard.tile.send_email': 'Enviar correo',
  'dashboard.tile.settings': 'Ajustes',
  'dashboard.tile.password': 'Contraseña',
  'dashboard.tile.outbox': 'Bandeja de salida',
  'dashboard.tile.invoices': 'Facturas',
  'dashboard.find.label': 'Abrir un paquete por su número de seguimiento',
  'dashboard.find.placeholder': 'Escriba o escanee un número de seguimiento',
  'dashboard.find.open': 'Abrir',
  'dashboard.find.not_found': 'Ningún paquete tiene el número de seguimiento «{code}».',
  'dashboard.today.title': 'Hoy',
  'dashboard.today.loading': 'Cargando las cifras',
  'dashboard.today.date': 'Cifras del {date}',
  'dashboard.figure.parcels': 'Todos los paquetes',
  'dashboard.figure.late': 'Paquetes con retraso',
  'dashboard.figure.late_hint': 'Con entrega prevista antes de hoy y sin entregar',
  'dashboard.figure.created_today': 'Creados hoy',
  'dashboard.figure.mail_failed': 'Correos fallidos',
  'dashboard.figure.mail_queued': 'Correos en espera',
  'dashboard.statuses.title': 'Paquetes por estado',
  'dashboard.statuses.none': 'Sin estado',
  'dashboard.statuses.other': 'Otros estados',
  'dashboard.statuses.empty': 'Aún no hay paquetes.',
  'dashboard.terms.title': 'Condiciones de uso',
  'dashboard.terms.warranty':
    'Este software se proporciona «tal cual», sin garantía de ningún tipo, expresa o implícita, incluida la idoneidad para un fin determinado. Sus desarrolladores no son responsables de ninguna reclamación, daño o pérdida derivados de su uso.',
  'dashboard.terms.responsibility':
    'El personal que utiliza este panel de control es responsable del contenido que publica (páginas, opiniones, datos de paquetes, historial de seguimiento, imágenes y correos) y de los datos personales de remitentes y destinatarios que registra. Publique solo información exacta, limite los datos personales a lo que necesita una entrega y cumpla las leyes aplicables a su empresa.',
  'dashboard.terms.password':
    'Mantenga su contraseña en privado y cierre la sesión en ordenadores compartidos.',
};
