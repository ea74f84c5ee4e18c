import type { landingMessages } from '../en/landing';

/** es-MX texts for the same keys as en/landing.ts (see docs/glossary.md). */
export const landingMessagesEs = {
  'landing.ownersLead': '¿Tienes una semana o propiedad vacacional?',
  'landing.rentWeek': 'Rentar una semana',
  'landing.sellProperty': 'Vender mi propiedad',
  'landing.videoPause': 'Pausar el video de fondo',
  'landing.videoPlay': 'Reproducir el video de fondo',

  'landing.searchTitle': 'Encuentra tu casa vacacional ideal',
  'landing.searchSubtitle': 'Descubre propiedades vacacionales exclusivas en los mejores destinos de México',
  'landing.searchLabel': 'Destino',
  'landing.searchPlaceholder': '¿A dónde quieres ir?',
  'landing.searchSubmit': 'Buscar',
  'landing.searchSuggestions': 'Destinos sugeridos',

  'landing.destinationsTitle': 'Nuestros destinos',
  'landing.destinationsSubtitle':
    'Playas, bahías y costas desérticas en el Pacífico, el Caribe y el Mar de Cortés.',
  'landing.destinationsEmpty': 'No se encontraron destinos',
  'landing.destinationsError': 'No se pudieron cargar los destinos.',
  'landing.destinationsPrevious': 'Destinos anteriores',
  'landing.destinationsNext': 'Siguientes destinos',
  'landing.carousel': 'carrusel',
  'landing.slide': 'diapositiva',
  'landing.slidePosition': '{index} de {count}',
  'landing.availabilityLoading': 'Cargando disponibilidad...',
  'landing.availabilityError': 'Error al cargar la disponibilidad',
  'landing.availabilityOne': '{n} semana disponible',
  'landing.availabilityMany': '{n} semanas disponibles',
  'landing.availabilityNone': 'Sin semanas disponibles',
  'landing.viewProperties': 'Ver propiedades',
  'landing.retry': 'Intentar de nuevo',

  'landing.weekRequestTitle': '¿No encuentras tu semana ideal?',
  'landing.weekRequestBody':
    'Dinos a dónde y cuándo quieres viajar, y te avisaremos en cuanto un propietario anuncie una semana que coincida.',
  'landing.weekRequestLoadError': 'No se pudo cargar el formulario de solicitud.',
  'landing.weekRequestName': 'Nombre',
  'landing.weekRequestEmail': 'Correo electrónico',
  'landing.weekRequestLocation': 'Destino preferido',
  'landing.weekRequestLocationPlaceholder': 'Elige un destino',
  'landing.weekRequestLocationsLoading': 'Cargando destinos…',
  'landing.weekRequestStartDate': 'Fecha de inicio',
  'landing.weekRequestEndDate': 'Fecha de fin',
  'landing.weekRequestDetails': 'Detalles adicionales',
  'landing.weekRequestDetailsHint':
    'Opcional: tamaño de la unidad, número de huéspedes, qué tan flexibles son tus fechas…',
  'landing.weekRequestHoneypot': 'Deja este campo vacío',
  'landing.weekRequestSubmit': 'Enviar solicitud',
  'landing.weekRequestSubmitting': 'Enviando...',
  'landing.weekRequestSuccess': 'Solicitud enviada',
  'landing.weekRequestSuccessBody': 'Te avisaremos cuando haya una semana disponible que coincida.',
  'landing.weekRequestMatchingOne': 'Ya hay una semana publicada en {location} para tus fechas.',
  'landing.weekRequestMatchingMany': 'Ya hay {count} semanas publicadas en {location} para tus fechas.',
  'landing.weekRequestMatchingLink': 'Ver las semanas que coinciden',
  'landing.weekRequestFailure': 'Error',
  'landing.weekRequestFailureBody': 'No se pudo enviar la solicitud. Inténtalo de nuevo.',

  'landing.partnersTitle': 'Tus anuncios, promovidos donde buscan los viajeros',
  'landing.partnersBody':
    'Las semanas de los miembros se promueven en las principales plataformas de renta vacacional, para llegar a los viajeros dondequiera que reserven.',
  'landing.partnersList': 'Plataformas de renta donde se promueven los anuncios',
  'landing.partnersNote': 'Los nombres de las plataformas son marcas de sus respectivos dueños.',
  'landing.opensInNewTab': '(se abre en una pestaña nueva)',
} as const satisfies Record<keyof typeof landingMessages, string>;
