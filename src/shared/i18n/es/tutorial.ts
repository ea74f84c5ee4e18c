import type { tutorialMessages } from '../en/tutorial';
import type { tutorialTourMessages } from '../en/tutorial-tour';

/** es-MX texts for the same keys as en/tutorial.ts and en/tutorial-tour.ts (see docs/glossary.md). */
export const tutorialMessagesEs = {
  'tutorial.welcome.title': '¡Te damos la bienvenida a Semana!',
  'tutorial.welcome.description':
    'Semana es el mercado entre propietarios de semanas vacacionales y propiedades en los mejores resorts de México. Este recorrido breve te muestra cómo rentar tus semanas, vender una propiedad y recibir ayuda de nuestro equipo. Toma alrededor de un minuto.',

  'tutorial.accountMenu.title': 'El menú de tu cuenta',
  'tutorial.accountMenu.description':
    'El menú Cuenta, arriba en cada página, es donde todo empieza: renta una semana, vende tu propiedad, agrega un contrato o abre tu panel. Mientras tu membresía no esté activa, te lleva a Membresía para elegir un plan.',

  'tutorial.addWeek.title': 'Renta una semana',
  'tutorial.addWeek.description':
    '¿No vas a usar tu semana este año? Anúnciala en renta en un par de minutos. Los viajeros la encuentran por destino, resort y tipo de unidad, y te envían su interés a través de Semana, sin intervención del hotel.',

  'tutorial.weekForm.title': 'El formulario de la semana',
  'tutorial.weekForm.description':
    'Elige el resort, su destino y el tipo de unidad, y luego tu fecha de llegada: la salida se llena sola, siete días después. Agrega tu precio en USD y el código de reservación de tu resort, y tu semana queda anunciada.',

  'tutorial.sellProperty.title': 'Vende tu propiedad',
  'tutorial.sellProperty.description':
    '¿Listo para vender tu tiempo compartido o propiedad en un resort? Anúnciala en venta y trata directamente con los compradores, de propietario a propietario, sin las mejoras costosas ni las restricciones de pasar por el hotel.',

  'tutorial.propertyForm.title': 'El formulario de la propiedad',
  'tutorial.propertyForm.description':
    'Cuéntales a los compradores sobre el hotel, el tamaño de la unidad, la ubicación, tu precio y las semanas o temporada incluidas, agrega una descripción y sube hasta 7 fotos (JPEG, PNG o WebP). Se necesita al menos una foto.',

  'tutorial.marketing.title': 'Nuestros canales de promoción',
  'tutorial.marketing.description':
    'Tu cuota de inscripción financia campañas de promoción: anunciamos tus semanas en las principales plataformas de renta vacacional cuyos logotipos aparecen en la página de inicio, para que los viajeros encuentren tu semana dondequiera que busquen.',

  'tutorial.dashboard.title': 'Tu panel',
  'tutorial.dashboard.description':
    'El enlace Panel de la barra superior (aparece cuando tu membresía está activa) reúne todo lo que anunciaste: tus semanas en renta, tus propiedades en venta y tus contratos, con acciones rápidas para agregar más o quitar lo que ya no está disponible.',

  'tutorial.support.title': 'Contacto y apoyo de promoción',
  'tutorial.support.description':
    '¿Dudas sobre el precio de tu semana, tus anuncios o nuestra promoción? Nuestro equipo está a un correo, una llamada o un mensaje de WhatsApp, y con gusto te ayuda a sacar el máximo provecho de tu membresía. ¡Disfruta Semana!',

  'tutorial.progress': 'Paso {current} de {total}',
  'tutorial.announcement': 'Paso {current} de {total}. {title}. {description}',
  'tutorial.skip': 'Omitir',
  'tutorial.previous': 'Anterior',
  'tutorial.next': 'Siguiente',
  'tutorial.finish': 'Terminar',
  'tutorial.loadFailed': 'No se pudo cargar el tutorial',
  'tutorial.loadFailedDescription': 'Revisa tu conexión e inténtalo de nuevo.',
  'tutorial.dashboardLink': 'Panel',
} as const satisfies Record<keyof typeof tutorialMessages | keyof typeof tutorialTourMessages, string>;
