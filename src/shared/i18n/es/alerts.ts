import type { alertsMessages } from '../en/alerts';

/** es-MX texts for the same keys as en/alerts.ts (see docs/glossary.md). */
export const alertsMessagesEs = {
  'alerts.unsubscribe.title': 'Alertas de semanas',
  'alerts.unsubscribe.working': 'Desactivando tus alertas…',
  'alerts.unsubscribe.done': 'Ya no recibirás alertas de semanas',
  'alerts.unsubscribe.doneBody':
    'No te escribiremos sobre nuevas semanas en {location} del {start} al {end}, ni por otra solicitud con esta dirección hasta que la confirmes de nuevo. Tu solicitud sigue con nuestro equipo.',
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
  'alerts.confirm.title': 'Confirmar alertas de semanas',
  'alerts.confirm.loading': 'Revisando tu enlace…',
  'alerts.confirm.ask': '¿Quieres alertas por correo de semanas nuevas?',
  'alerts.confirm.askBody':
    'Alguien nos pidió una semana con esta dirección de correo. Si confirmas, te escribiremos cuando un propietario anuncie una semana que coincida (como máximo un correo por semana). Cada alerta trae un enlace para dejar de recibirlas.',
  'alerts.confirm.button': 'Sí, envíenme alertas de semanas',
  'alerts.confirm.working': 'Confirmando…',
  'alerts.confirm.notNow': 'No, gracias',
  'alerts.confirm.done': 'Tus alertas de semanas están activas',
  'alerts.confirm.doneBody':
    'Te escribiremos cuando un propietario anuncie una semana que coincida con tus solicitudes. Las siguientes solicitudes con esta dirección no necesitan otra confirmación.',
  'alerts.confirm.expired': 'Este enlace ya venció',
  'alerts.confirm.expiredBody':
    'Los enlaces de confirmación funcionan durante 7 días y una sola vez. Envía una nueva solicitud de semana para recibir otro enlace.',
  'alerts.confirm.invalid': 'Este enlace no es válido',
  'alerts.confirm.invalidBody': 'Quizá se copió incompleto. Abre de nuevo el enlace desde el correo.',
  'alerts.confirm.failed': 'No pudimos confirmar tus alertas',
  'alerts.confirm.retry': 'Intentar de nuevo',
  'alerts.confirm.browse': 'Ver semanas disponibles',
} as const satisfies Record<keyof typeof alertsMessages, string>;
