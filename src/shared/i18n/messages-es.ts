/**
 * The Spanish of the messages a person reads from validation and from the server (field errors,
 * error answers' `message`). The English texts stay the source, word for
 * word; the server answers in Spanish when the request is (decision 020), and the
 * browser shows its own form checks through the same table, so both say the same thing.
 */

const EXACT: Record<string, string> = {
  // Accounts and sign-in
  'Invalid username or password': 'Usuario o contraseña incorrectos',
  'Please sign in to continue': 'Inicia sesión para continuar',
  'You do not have permission to do this': 'No tienes permiso para hacer esto',
  'Username is required': 'El nombre de usuario es obligatorio',
  'Username must be at least 3 characters': 'El nombre de usuario debe tener al menos 3 caracteres',
  'Username may contain letters, digits, dot, dash and underscore':
    'El nombre de usuario solo puede tener letras, números, punto, guion y guion bajo',
  'Password is required': 'La contraseña es obligatoria',
  'Password must be at least 8 characters': 'La contraseña debe tener al menos 8 caracteres',
  'First name is required': 'El nombre es obligatorio',
  'Last name is required': 'El apellido es obligatorio',
  'Invalid email address': 'Correo electrónico no válido',
  'Please enter a valid email': 'Escribe un correo electrónico válido',
  'That username is already taken': 'Ese nombre de usuario ya está en uso',
  'An account with that email already exists': 'Ya existe una cuenta con ese correo',
  'You must accept the Terms of Service, Privacy Policy, and Guest Agreement to register':
    'Para registrarte debes aceptar los Términos del servicio, el Aviso de privacidad y el Acuerdo para huéspedes',
  'Check your e-mail to continue.': 'Revisa tu correo para continuar.',
  'Enter your current password': 'Escribe tu contraseña actual',
  'Your current password is not correct': 'Tu contraseña actual no es correcta',
  'The passwords do not match': 'Las contraseñas no coinciden',
  'This link is incomplete': 'Este enlace está incompleto',
  'This link has expired or was already used. Ask for a new one.':
    'Este enlace venció o ya se usó. Pide uno nuevo.',
  'That e-mail address belongs to another account. Use a different one.':
    'Ese correo pertenece a otra cuenta. Usa uno distinto.',
  'That is already the e-mail address of your account': 'Ese ya es el correo de tu cuenta',
  'The last developer cannot be demoted or deleted':
    'El último desarrollador no puede perder su rol ni ser eliminado',
  'You cannot change your own role': 'No puedes cambiar tu propio rol',
  'You cannot delete your own account': 'No puedes eliminar tu propia cuenta',
  'You cannot activate or deactivate your own account': 'No puedes activar ni desactivar tu propia cuenta',
  'Managers can activate or deactivate members only, not managers or developers':
    'Los administradores solo pueden activar o desactivar miembros, no administradores ni desarrolladores',
  'Your account is already active': 'Tu cuenta ya está activa',
  'Your account is not active yet. Choose a membership: your account is activated as soon as your payment is confirmed.':
    'Tu cuenta aún no está activa. Elige una membresía: tu cuenta se activa en cuanto se confirme tu pago.',
  'Your membership payment has already been received. Please contact us to have your account reactivated.':
    'Ya recibimos el pago de tu membresía. Contáctanos para reactivar tu cuenta.',
  'Role must be user, manager or dev': 'El rol debe ser usuario, administrador o desarrollador',
  'Choose en or es': 'Elige en o es',
  'User not found': 'Usuario no encontrado',
  'Owner not found': 'Propietario no encontrado',
  'Unknown User': 'Usuario desconocido',

  // Weeks
  'Please select a resort': 'Selecciona un resort',
  'Please select a location': 'Selecciona un destino',
  'Please select a unit type': 'Selecciona un tipo de unidad',
  'Please select a start date': 'Selecciona una fecha de inicio',
  'Please select an end date': 'Selecciona una fecha de fin',
  'Please enter the price': 'Escribe el precio',
  'Please enter the reservation code': 'Escribe el código de reservación',
  'Price must be a number': 'El precio debe ser un número',
  'Price is required': 'El precio es obligatorio',
  'Price cannot be negative': 'El precio no puede ser negativo',
  'Price cannot exceed 1,000,000': 'El precio no puede ser mayor a 1,000,000',
  'Reservation code cannot exceed 50 characters':
    'El código de reservación no puede tener más de 50 caracteres',
  'Date range must be exactly 7 days': 'El periodo debe ser de exactamente 7 días',
  'The week cannot start in the past': 'La semana no puede empezar en el pasado',
  'This unit type does not belong to the chosen resort': 'Este tipo de unidad no pertenece al resort elegido',
  'This resort is not offered at the chosen location': 'Este resort no está disponible en el destino elegido',
  'Week not found': 'Semana no encontrada',
  'This week is no longer available': 'Esta semana ya no está disponible',

  // Properties
  'Hotel name is required': 'El nombre del hotel es obligatorio',
  'Unit size is required': 'El tamaño de la unidad es obligatorio',
  'Location is required': 'La ubicación es obligatoria',
  'Location is too long': 'La ubicación es demasiado larga',
  'Weeks or season information is required': 'Indica las semanas o la temporada',
  'Description is required': 'La descripción es obligatoria',
  'Please upload at least one image of your property': 'Sube al menos una foto de tu propiedad',
  'Please choose at least one image': 'Elige al menos una imagen',
  'File too large: each image must be 20 MB or less':
    'Archivo demasiado grande: cada imagen debe pesar 20 MB o menos',
  'Property listing not found': 'Anuncio de propiedad no encontrado',
  'This property is no longer listed': 'Esta propiedad ya no está anunciada',
  'Image not found': 'Imagen no encontrada',
  'The server is busy processing other photos. Nothing was saved: please send your listing again in a minute.':
    'El servidor está procesando otras fotos. No se guardó nada: envía tu anuncio de nuevo en un minuto.',
  'The server is busy receiving other photos. Nothing was saved: please send your listing again in a minute.':
    'El servidor está recibiendo otras fotos. No se guardó nada: envía tu anuncio de nuevo en un minuto.',
  'You are already sending other listings with photos. Nothing was saved: please send this one again once they are done.':
    'Ya estás enviando otros anuncios con fotos. No se guardó nada: envía este de nuevo cuando terminen.',
  'The upload is not valid multipart/form-data': 'El envío no es un formulario multipart/form-data válido',
  'The upload was interrupted or malformed': 'El envío se interrumpió o está dañado',
  'Too many form fields': 'El formulario tiene demasiados campos',

  // Contracts and reference data
  'Contract name is required': 'El nombre del contrato es obligatorio',
  'Contract number is required': 'El número de contrato es obligatorio',
  'Contract type is required': 'El tipo de contrato es obligatorio',
  'Contract type name is required': 'El nombre del tipo de contrato es obligatorio',
  'Invalid contract type selected': 'El tipo de contrato elegido no es válido',
  'Invalid unit type selected': 'El tipo de unidad elegido no es válido',
  'Number of contractual weeks is required': 'El número de semanas del contrato es obligatorio',
  'Number of contractual weeks is too large': 'El número de semanas del contrato es demasiado grande',
  'Number of contractual weeks must be a whole number':
    'El número de semanas del contrato debe ser un número entero',
  'Usage fee is required': 'La cuota de uso es obligatoria',
  'Total value is required': 'El valor total es obligatorio',
  'Must be zero or more': 'Debe ser cero o más',
  'Contract not found': 'Contrato no encontrado',
  'Resort is required': 'El resort es obligatorio',
  'Resort name is required': 'El nombre del resort es obligatorio',
  'Unit type is required': 'El tipo de unidad es obligatorio',
  'Unit type name is required': 'El nombre del tipo de unidad es obligatorio',
  'Name is too long': 'El nombre es demasiado largo',
  'Resort not found': 'Resort no encontrado',
  'Location not found': 'Destino no encontrado',
  'Contract type not found': 'Tipo de contrato no encontrado',
  'Name is required': 'El nombre es obligatorio',
  'Unit type not found': 'Tipo de unidad no encontrado',
  'Brand not found': 'Marca no encontrada',
  'Nothing to update: send at least one field': 'Nada que actualizar: envía al menos un campo',

  // Leads and alerts
  'Please enter your name': 'Escribe tu nombre',
  'Message is required': 'El mensaje es obligatorio',
  'Message must be at most 2000 characters': 'El mensaje debe tener como máximo 2000 caracteres',
  'Start date is required': 'La fecha de inicio es obligatoria',
  'Start date cannot be in the past': 'La fecha de inicio no puede estar en el pasado',
  'End date must be on or after the start date': 'La fecha de fin debe ser igual o posterior a la de inicio',
  'Interest not found': 'Mensaje de interés no encontrado',
  'Week interest not found': 'Mensaje de interés no encontrado',
  'Property listing interest not found': 'Mensaje de interés no encontrado',
  'Week request not found': 'Solicitud de semana no encontrada',
  'This alert no longer exists.': 'Esta alerta ya no existe.',
  'This link is not valid. It may have been copied incompletely.':
    'Este enlace no es válido. Quizá se copió incompleto.',

  // Payments
  'Amount is required': 'El monto es obligatorio',
  'Amount must be greater than 0': 'El monto debe ser mayor que 0',
  'Invalid amount format': 'El formato del monto no es válido',
  'Membership name is required': 'El nombre de la membresía es obligatorio',
  'Invalid membership selection. Please try again.': 'La membresía elegida no es válida. Inténtalo de nuevo.',
  'Failed to initialize payment. Please try again.': 'No se pudo iniciar el pago. Inténtalo de nuevo.',
  'Failed to create payment link': 'No se pudo crear el enlace de pago',
  'This payment link does not exist': 'Este enlace de pago no existe',
  'This payment link has already been paid': 'Este enlace de pago ya se pagó',
  'Please sign in to pay for your membership': 'Inicia sesión para pagar tu membresía',
  'The payment status could not be read. Please try again.':
    'No se pudo consultar el estado del pago. Inténtalo de nuevo.',
  'Payments are not available on this site yet: card payments have not been set up. Nothing was charged; please contact us.':
    'Los pagos aún no están disponibles en este sitio: no se han configurado los pagos con tarjeta. No se cobró nada; contáctanos.',
  'Payment not found': 'Pago no encontrado',
  'Stripe webhooks are not configured': 'Los webhooks de Stripe no están configurados',
  'Missing Stripe-Signature header': 'Falta el encabezado Stripe-Signature',
  'Invalid webhook signature': 'La firma del webhook no es válida',
  'Your card number is incomplete.': 'El número de tu tarjeta está incompleto.',
  'Your card number is invalid.': 'El número de tu tarjeta no es válido.',
  'Your card was declined.': 'Tu tarjeta fue rechazada.',
  "Your card's expiration date is incomplete.": 'La fecha de vencimiento de tu tarjeta está incompleta.',
  "Your card's security code is incomplete.": 'El código de seguridad de tu tarjeta está incompleto.',
  'Your card has insufficient funds.': 'Tu tarjeta no tiene fondos suficientes.',
  'Your card has expired.': 'Tu tarjeta está vencida.',
  "Your card's security code is incorrect.": 'El código de seguridad de tu tarjeta es incorrecto.',
  'An error occurred while processing your card. Try again in a little bit.':
    'Ocurrió un error al procesar tu tarjeta. Inténtalo de nuevo en un momento.',
  "Your card's expiration year is in the past.": 'El año de vencimiento de tu tarjeta ya pasó.',
  'Your card number is incorrect.': 'El número de tu tarjeta es incorrecto.',
  'Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.':
    'Tu tarjeta fue rechazada. Este es el modo de prueba: usa una tarjeta de prueba como 4242 4242 4242 4242.',
  'Enter the number of pesos per dollar': 'Escribe cuántos pesos vale un dólar',
  'The rate must be more than 0': 'El tipo de cambio debe ser mayor que 0',
  'The rate must be less than 1,000': 'El tipo de cambio debe ser menor que 1,000',

  // Requests the server could not take
  'Invalid input': 'Dato no válido',
  'Bad request': 'Solicitud no válida',
  'Not found': 'No encontrado',
  'Use the date format yyyy-MM-dd': 'Usa el formato de fecha aaaa-mm-dd',
  'Must be an ISO date-time': 'Debe ser una fecha y hora ISO',
  'Must not contain the NUL character (U+0000)': 'No debe contener el carácter NUL (U+0000)',
  'Cross-site requests are not allowed': 'No se permiten solicitudes desde otros sitios',
  'The request body is too large': 'La solicitud es demasiado grande',
  'The request body is not valid JSON': 'La solicitud no es un JSON válido',
  'The request body is empty': 'La solicitud está vacía',
  'Unsupported content type': 'Tipo de contenido no admitido',
  'Invalid Content-Length': 'Content-Length no válido',
  'The request body stopped arriving, so the connection was closed. Please try again.':
    'La solicitud dejó de llegar y se cerró la conexión. Inténtalo de nuevo.',
  'The request body took too long to arrive, so the connection was closed. Please try again.':
    'La solicitud tardó demasiado en llegar y se cerró la conexión. Inténtalo de nuevo.',
  'The upload arrived too slowly, so the connection was closed. Please try again on a faster connection.':
    'Las fotos llegaban demasiado despacio y se cerró la conexión. Inténtalo de nuevo con una conexión más rápida.',
  'The request body is nested too deeply (more than 32 levels of objects and arrays)':
    'La solicitud está anidada a demasiada profundidad (más de 32 niveles de objetos y listas)',
  'The request body has too many fields (more than 1,000 keys and items)':
    'La solicitud tiene demasiados campos (más de 1,000 claves y elementos)',
  'Too many connections from your address at once. Please try again in a few seconds.':
    'Demasiadas conexiones a la vez desde tu dirección. Inténtalo de nuevo en unos segundos.',
  'Too many requests from your address at once. Please try again in a few seconds.':
    'Demasiadas solicitudes a la vez desde tu dirección. Inténtalo de nuevo en unos segundos.',
  'The service is temporarily unavailable. Please try again in a moment.':
    'El servicio no está disponible por el momento. Inténtalo de nuevo en un momento.',
  'The server is busy with many other requests. Please try again in a moment.':
    'El servidor está atendiendo muchas otras solicitudes. Inténtalo de nuevo en un momento.',
  'This request took too long and was stopped. Please try again in a moment, or narrow it with filters.':
    'Esta solicitud tardó demasiado y se detuvo. Inténtalo de nuevo en un momento o acótala con filtros.',
  'The server is out of disk space, so nothing was saved. Please try again later.':
    'El servidor se quedó sin espacio en disco, así que no se guardó nada. Inténtalo de nuevo más tarde.',
  'The server cannot write to its disk at the moment, so nothing was saved. Please try again later.':
    'El servidor no puede escribir en su disco por el momento, así que no se guardó nada. Inténtalo de nuevo más tarde.',
  'A form field declared as application/json is not valid JSON':
    'Un campo del formulario declarado como application/json no es un JSON válido',
  'A form field has a name that is not allowed': 'Un campo del formulario tiene un nombre no permitido',
};

/** Messages with values in them: the English pattern, and the Spanish built from its parts. */
/** The kinds of value a schema names in its generic messages, as a Spanish reader would say them. */
const KINDS: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'sí o no',
  date: 'una fecha',
  array: 'una lista',
  object: 'un objeto',
  tuple: 'una lista',
};

const PATTERNS: [RegExp, (...groups: string[]) => string][] = [
  [/^At most (\S+) characters$/, (n) => `Como máximo ${n} caracteres`],
  [
    /^(.+) must be at most (\S+) characters$/,
    (what, n) => `${subject(what)} debe tener como máximo ${n} caracteres`,
  ],
  [
    /^(.+) cannot exceed (\S+) characters$/,
    (what, n) => `${subject(what)} no puede tener más de ${n} caracteres`,
  ],
  [/^Must be at most (\S+)$/, (n) => `Debe ser como máximo ${n}`],
  [/^Amount must be at most (\S+)$/, (n) => `El monto debe ser como máximo ${n}`],
  [/^Must be an id from 1 to (\S+)$/, (n) => `Debe ser un id del 1 al ${n}`],
  [
    /^Must be a real calendar date between (\S+) and (\S+)$/,
    (a, b) => `Debe ser una fecha real entre ${a} y ${b}`,
  ],
  [
    /^Too many attempts\. Try again in (.+)\.$/,
    (when) => `Demasiados intentos. Inténtalo de nuevo en ${duration(when)}.`,
  ],
  [/^A resort named '(.+)' already exists$/, (name) => `Ya existe un resort llamado '${name}'`],
  [
    /^A contract type named '(.+)' already exists$/,
    (name) => `Ya existe un tipo de contrato llamado '${name}'`,
  ],
  [
    /^This resort already has a unit type named '(.+)'$/,
    (name) => `Este resort ya tiene un tipo de unidad llamado '${name}'`,
  ],
  [/^No account with the username '(.+)'$/, (name) => `No hay una cuenta con el usuario '${name}'`],
  [/^No such endpoint: (.+)$/, (what) => `No existe la ruta ${what}`],
  [
    /^Something went wrong on our side \(request (.+)\)$/,
    (id) => `Algo falló de nuestro lado (solicitud ${id})`,
  ],
  [/^Unexpected file field "(.+)"$/, (name) => `Campo de archivo inesperado "${name}"`],
  [
    /^page: Only the first (\S+) results can be browsed; narrow the search with filters$/,
    (n) => `page: solo se pueden recorrer los primeros ${n} resultados; acota la búsqueda con filtros`,
  ],
  // zod's own wording, for inputs no screen lets a person type (they come from scripts).
  [
    /^Invalid input: expected (\w+), received (\w+)$/,
    (want) => `Dato no válido: se esperaba ${KINDS[want] ?? want}`,
  ],
  [/^Invalid option: expected one of (.+)$/, (list) => `Opción no válida: se esperaba una de ${list}`],
  [/^Too small: expected (.+)$/, (what) => `Demasiado pequeño: se esperaba ${what}`],
  [/^Too big: expected (.+)$/, (what) => `Demasiado grande: se esperaba ${what}`],
  [/^Unrecognized keys?: (.+)$/, (keys) => `Campos no reconocidos: ${keys}`],
];

/** The subject of "X must be at most N characters" in Spanish ("La descripción", "El mensaje"…). */
function subject(english: string): string {
  const known: Record<string, string> = {
    Description: 'La descripción',
    Message: 'El mensaje',
    'Additional details': 'Los detalles adicionales',
    Name: 'El nombre',
    Location: 'La ubicación',
    'Reservation code': 'El código de reservación',
  };
  return known[english] ?? english;
}

function duration(english: string): string {
  return english
    .replace(/\bseconds?\b/, (w) => (w === 'second' ? 'segundo' : 'segundos'))
    .replace(/\bminutes?\b/, (w) => (w === 'minute' ? 'minuto' : 'minutos'))
    .replace(/\bhours?\b/, (w) => (w === 'hour' ? 'hora' : 'horas'));
}

function translateOne(text: string): string | undefined {
  const exact = EXACT[text];
  if (exact) return exact;
  for (const [pattern, build] of PATTERNS) {
    const m = text.match(pattern);
    if (m) return build(...m.slice(1));
  }
  return undefined;
}

/**
 * A message in the reader's language: English as it is; Spanish from the table, also for the
 * "field: message" form of a validation answer. An unknown message stays as it is (a test lists
 * every message the app can give, so none is missed).
 */
export function translateMessage(text: string, locale: 'en' | 'es'): string {
  if (locale === 'en' || !text) return text;
  const whole = translateOne(text);
  if (whole) return whole;
  const prefixed = text.match(/^([\w.[\]]+): (.+)$/s);
  if (prefixed) {
    const rest = translateOne(prefixed[2]);
    if (rest) return `${prefixed[1]}: ${rest}`;
  }
  return text;
}

/** Every English message the table knows (for tests). */
export const KNOWN_MESSAGES = Object.keys(EXACT);
