import type { ownerInsightsMessages } from '../en/owner-insights';

/** es-MX texts for the same keys as en/owner-insights.ts (see docs/glossary.md). */
export const ownerInsightsMessagesEs = {
  'insights.guidance.show': 'Precios similares',
  'insights.guidance.hide': 'Ocultar precios similares',
  'insights.guidance.showLabel': 'Ver los precios de semanas similares a {resort}, {dates}',
  'insights.guidance.hideLabel': 'Ocultar los precios de semanas similares a {resort}, {dates}',
  'insights.guidance.title': 'Precios de semanas similares',
  'insights.guidance.lead':
    'El mismo resort y tipo de unidad, con llegada a menos de tres semanas de esta época del año, de los últimos 24 meses.',
  'insights.guidance.chooseFirst':
    'Elige el resort, el tipo de unidad y la fecha de inicio para ver cuánto piden los propietarios y cuánto pagan los huéspedes por semanas similares.',
  'insights.guidance.loading': 'Revisando semanas similares…',
  'insights.guidance.failed': 'No se pudieron cargar los precios de semanas similares.',
  'insights.guidance.asked': 'Lo que piden los propietarios',
  'insights.guidance.booked': 'Lo que pagan los huéspedes',
  'insights.guidance.basedOn': 'Con base en {count} semanas',
  'insights.guidance.basedOnOne': 'Con base en 1 semana',
  'insights.guidance.tooFew':
    'Son muy pocas para saberlo: {count} semanas similares, y necesitamos al menos {minimum}.',
  'insights.guidance.median': 'Mediana',
  'insights.guidance.middle': 'La mitad central',
  'insights.guidance.range': 'Del más bajo al más alto',
  'insights.guidance.between': '{low} – {high}',
  'insights.guidance.below':
    'Tu precio está por debajo de lo que piden la mayoría de los propietarios por semanas similares.',
  'insights.guidance.within':
    'Tu precio está dentro de lo que piden la mayoría de los propietarios por semanas similares.',
  'insights.guidance.above':
    'Tu precio está por encima de lo que piden la mayoría de los propietarios por semanas similares.',

  'insights.demand.title': 'Personas buscando',
  'insights.demand.chooseFirst':
    'Elige el resort, el destino y la fecha de inicio para ver cuántas personas buscan una semana así.',
  'insights.demand.loading': 'Contando a las personas que buscan…',
  'insights.demand.failed': 'No se pudo cargar cuántas personas buscan.',
  'insights.demand.people': '{count} personas buscan {location} en fechas cercanas',
  'insights.demand.peopleOne': '1 persona busca {location} en fechas cercanas',
  'insights.demand.nobody': 'Nadie ha pedido {location} en fechas cercanas todavía.',
  'insights.demand.hint':
    'Solicitudes de semana abiertas y alertas guardadas de este destino, con fechas a menos de una semana de las tuyas.',

  'insights.summary.title': 'Cómo van tus semanas',
  'insights.summary.loading': 'Cargando cómo van tus semanas…',
  'insights.summary.failed': 'No se pudo cargar cómo van tus semanas.',
  'insights.summary.views': 'Visitas',
  'insights.summary.viewsHint': 'Personas que vieron tus semanas en los últimos 30 días',
  'insights.summary.interests': 'Interesados',
  'insights.summary.interestsHint': 'Mensajes de interés en tus semanas',
  'insights.summary.bookings': 'Reservaciones',
  'insights.summary.bookingsHint': 'Reservaciones pagadas de tus semanas',
  'insights.summary.demand': 'Personas buscando',
  'insights.summary.demandHint': 'Piden tus destinos en fechas cercanas a tus {count} semanas en oferta',
  'insights.summary.demandHintOne': 'Piden el destino en fechas cercanas a tu semana en oferta',

  'insights.week.label': 'Actividad',
  'insights.week.views': 'Visitas',
  'insights.week.interests': 'Interesados',
  'insights.week.bookings': 'Reservada',
  'insights.week.demand': 'Buscando',
} as const satisfies Record<keyof typeof ownerInsightsMessages, string>;
