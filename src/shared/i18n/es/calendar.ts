import type { calendarMessages } from '../en/calendar';

/** es-MX texts for the same keys as en/calendar.ts (see docs/glossary.md). */
export const calendarMessagesEs = {
  'calendar.owner.title': 'Calendario en línea',
  'calendar.owner.lead':
    'Tus semanas (con su estado y precio) y sus reservaciones en Google Calendar, el Calendario de Apple o cualquier app de calendario, siempre al día.',
  'calendar.trips.title': 'Tus viajes en tu calendario',
  'calendar.trips.lead':
    'Las semanas que reservaste, con entrada y salida a la hora del resort, en Google Calendar, el Calendario de Apple o cualquier app de calendario.',
  'calendar.loading': 'Cargando tu calendario en línea…',
  'calendar.loadFailed': 'No se pudo cargar tu calendario en línea',
  'calendar.tryAgain': 'Intentar de nuevo',
  'calendar.off': 'El calendario está desactivado: nadie puede leerlo.',
  'calendar.turnOn': 'Crear la dirección del calendario',
  'calendar.turningOn': 'Creando…',
  'calendar.onSince': 'El calendario está activado. Su dirección se creó el {date}.',
  'calendar.urlLabel': 'La dirección privada de tu calendario',
  'calendar.copy': 'Copiar',
  'calendar.copyAddress': 'Copiar la dirección del calendario',
  'calendar.copied': 'Copiada',
  'calendar.copyFailed': 'No se pudo copiar la dirección: selecciónala y cópiala a mano.',
  'calendar.keepSecret':
    'Cópiala ahora: solo guardamos una huella de ella, así que no podemos volver a mostrarla. Quien tenga esta dirección puede ver lo que muestra el calendario: no la compartas.',
  'calendar.lostUrl': '¿Perdiste la dirección? Crea una nueva; la anterior deja de funcionar.',
  'calendar.howTo': 'Cómo agregarlo',
  'calendar.google':
    'Google Calendar (en una computadora): Otros calendarios, +, Desde URL; pega la dirección y elige Agregar calendario. Google la vuelve a leer cada pocas horas.',
  'calendar.apple':
    'Calendario de Apple: en una Mac, Archivo, Nueva suscripción a calendario; en un iPhone, Configuración, Calendario, Cuentas, Agregar cuenta, Otra, Agregar calendario suscrito. Pega la dirección.',
  'calendar.regenerate': 'Crear una dirección nueva',
  'calendar.regenerateTitle': '¿Crear una dirección nueva?',
  'calendar.regenerateBody':
    'La dirección actual deja de funcionar en ese momento: los calendarios que la leen pierden estos eventos hasta que agregues la nueva.',
  'calendar.regenerateConfirm': 'Crear una dirección nueva',
  'calendar.regenerating': 'Creando…',
  'calendar.turnOff': 'Desactivar',
  'calendar.turnOffTitle': '¿Desactivar el calendario en línea?',
  'calendar.turnOffBody':
    'La dirección deja de funcionar en ese momento y los calendarios que la leen pierden estos eventos. Puedes crear una dirección nueva después.',
  'calendar.turnOffConfirm': 'Desactivar',
  'calendar.turningOff': 'Desactivando…',
  'calendar.cancel': 'Cancelar',
  'calendar.madeNew': 'Tu nueva dirección está lista. La anterior ya no funciona.',
  'calendar.turnedOff': 'El calendario en línea está desactivado.',
  'calendar.failed': 'No funcionó: inténtalo de nuevo.',
} as const satisfies Record<keyof typeof calendarMessages, string>;
