import type { alertsMessages } from '../en/alerts';

/** es-MX texts for the same keys as en/alerts.ts (see docs/glossary.md). */
export const alertsMessagesEs = {
  'alerts.unsubscribe.title': 'Alertas de semanas',
  'alerts.unsubscribe.working': 'Desactivando tus alertas…',
  'alerts.unsubscribe.done': 'Ya no recibirás alertas de esta solicitud',
  'alerts.unsubscribe.doneBody':
    'No te escribiremos sobre nuevas semanas en {location} del {start} al {end}. Tu solicitud sigue con nuestro equipo.',
  'alerts.unsubscribe.undo': 'Deshacer: seguir recibiendo alertas',
  'alerts.unsubscribe.resubscribed': 'Tus alertas están activas de nuevo',
  'alerts.unsubscribe.resubscribedBody':
    'Te escribiremos cuando un propietario anuncie una semana en {location} del {start} al {end}.',
  'alerts.unsubscribe.stopAgain': 'Dejar de recibir estas alertas',
  'alerts.unsubscribe.invalid': 'Este enlace no es válido',
  'alerts.unsubscribe.invalidBody':
    'Quizá se copió incompleto o la solicitud se eliminó. Abre de nuevo el enlace desde el correo.',
  'alerts.unsubscribe.failed': 'No pudimos actualizar tus alertas',
  'alerts.unsubscribe.retry': 'Intentar de nuevo',
  'alerts.unsubscribe.browse': 'Ver semanas disponibles',
} as const satisfies Record<keyof typeof alertsMessages, string>;
