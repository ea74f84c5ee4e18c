import type { verifiedMessages } from '../en/verified';

/** es-MX texts for the same keys as en/verified.ts (see docs/glossary.md). */
export const verifiedMessagesEs = {
  'verified.badge': 'Verificada',
  'verified.badgeLabel': 'Semana verificada: qué se revisó',
  'verified.checkedLabel': 'Comprobante revisado',
  'verified.explanation':
    'Semana revisó la confirmación de reservación del resort (o el contrato y el último estado de cuenta de mantenimiento) contra el resort, el tipo de unidad, las fechas y la clave de reservación de esta semana el {date}.',
  'verified.owner': 'Propietario verificado',
  'verified.ownerExplanation':
    'Semana verificó al menos una de las semanas de este propietario con los documentos del resort, y ningún reporte de fraude en su contra ha sido confirmado.',
  'verified.offeredBy': 'Ofrecida por',
  'verified.filter': 'Solo verificadas',
  'verified.filterHint': 'Semanas cuyo comprobante revisó nuestro equipo',
  'verified.profile.title': '{name}, propietario en Semana',
  'verified.profile.description':
    'Semanas que ofrece {name} en Semana: semanas de tiempo compartido en resorts de México, reservadas y pagadas en el sitio.',
  'verified.profile.eyebrow': 'Propietario',
  'verified.profile.memberSince': 'Miembro desde {date}',
  'verified.profile.verifiedWeeks': '{count} semanas verificadas',
  'verified.profile.verifiedWeeksOne': '1 semana verificada',
  'verified.profile.weeksTitle': 'Semanas disponibles',
  'verified.profile.weeksCount': '{count} semanas disponibles',
  'verified.profile.weeksCountOne': '1 semana disponible',
  'verified.profile.noWeeks': '{name} no tiene semanas disponibles por ahora.',
  'verified.profile.notFound': 'La página de este propietario no existe',
  'verified.profile.notFoundBody':
    'Puede que el enlace sea antiguo o que el propietario ya no ofrezca semanas en Semana.',
  'verified.profile.failed': 'No se pudo cargar la página del propietario.',
  'verified.profile.retry': 'Intentar de nuevo',
  'verified.profile.browse': 'Ver todas las semanas',
  'verified.profile.reviewsTitle': 'Reseñas',
} as const satisfies Record<keyof typeof verifiedMessages, string>;
