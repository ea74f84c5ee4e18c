import type { MessageKey } from './messages-en';

/**
 * The Mexican Spanish of every message of messages-en.ts, key by key (the type makes a missing key a
 * compile error; messages.test.ts checks the placeholders). The server answers in Spanish when the
 * request is (decision 020), and the browser shows its own form checks through the same table.
 */
export const messagesEs: Record<MessageKey, string> = {
  // Accounts and sign-in
  'accounts.accountHasLiveBookings':
    'Esta cuenta tiene una reservación en curso, como huésped o como propietario: se podrá eliminar cuando la reservación termine.',
  'accounts.invalidUsernamePassword': 'Usuario o contraseña incorrectos',
  'accounts.signContinue': 'Inicia sesión para continuar',
  'accounts.notPermission': 'No tienes permiso para hacer esto',
  'accounts.usernameRequired': 'El nombre de usuario es obligatorio',
  'accounts.usernameLeast3Characters': 'El nombre de usuario debe tener al menos 3 caracteres',
  'accounts.usernameMayContainLettersDigits':
    'El nombre de usuario solo puede tener letras, números, punto, guion y guion bajo',
  'accounts.passwordRequired': 'La contraseña es obligatoria',
  'accounts.passwordLeast8Characters': 'La contraseña debe tener al menos 8 caracteres',
  'accounts.firstNameRequired': 'El nombre es obligatorio',
  'accounts.lastNameRequired': 'El apellido es obligatorio',
  'accounts.invalidEmailAddress': 'Correo electrónico no válido',
  'accounts.enterValidEmail': 'Escribe un correo electrónico válido',
  'accounts.usernameAlreadyTaken': 'Ese nombre de usuario ya está en uso',
  'accounts.accountEmailAlreadyExists': 'Ya existe una cuenta con ese correo',
  'accounts.acceptTermsServicePrivacyPolicy':
    'Para registrarte debes aceptar los Términos del servicio, el Aviso de privacidad y el Acuerdo para huéspedes',
  'accounts.checkEMailContinue': 'Revisa tu correo para continuar.',
  'accounts.enterCurrentPassword': 'Escribe tu contraseña actual',
  'accounts.currentPasswordNotCorrect': 'Tu contraseña actual no es correcta',
  'accounts.passwordsNotMatch': 'Las contraseñas no coinciden',
  'accounts.linkIncomplete': 'Este enlace está incompleto',
  'accounts.linkExpiredAlreadyUsedAsk': 'Este enlace venció o ya se usó. Pide uno nuevo.',
  'accounts.eMailAddressBelongsAnother': 'Ese correo pertenece a otra cuenta. Usa uno distinto.',
  'accounts.alreadyEMailAddressAccount': 'Ese ya es el correo de tu cuenta',
  'accounts.lastDeveloperCannotDemotedDeleted':
    'El último desarrollador no puede perder su rol ni ser eliminado',
  'accounts.cannotChangeOwnRole': 'No puedes cambiar tu propio rol',
  'accounts.cannotDeleteOwnAccount': 'No puedes eliminar tu propia cuenta',
  'accounts.cannotActivateDeactivateOwnAccount': 'No puedes activar ni desactivar tu propia cuenta',
  'accounts.managersCanActivateDeactivateMembers':
    'Los administradores solo pueden activar o desactivar miembros, no administradores ni desarrolladores',
  'accounts.accountAlreadyActive': 'Tu cuenta ya está activa',
  'accounts.accountNotActiveYetChoose':
    'Tu cuenta aún no está activa. Elige una membresía: tu cuenta se activa en cuanto se confirme tu pago.',
  'accounts.membershipPaymentAlreadyBeenReceived':
    'Ya recibimos el pago de tu membresía. Contáctanos para reactivar tu cuenta.',
  'accounts.roleUserManagerDev': 'El rol debe ser usuario, administrador o desarrollador',
  'accounts.chooseEnEs': 'Elige en o es',
  'accounts.userNotFound': 'Usuario no encontrado',
  'accounts.ownerNotFound': 'Propietario no encontrado',
  'accounts.unknownUser': 'Usuario desconocido',
  'accounts.usernameAtMost': 'El nombre de usuario debe tener como máximo {max} caracteres',
  'accounts.passwordAtMost': 'La contraseña debe tener como máximo {max} caracteres',
  'accounts.noAccountNamed': "No hay una cuenta con el usuario '{username}'",

  // Weeks
  'weeks.selectResort': 'Selecciona un resort',
  'weeks.selectLocation': 'Selecciona un destino',
  'weeks.selectUnitType': 'Selecciona un tipo de unidad',
  'weeks.selectStartDate': 'Selecciona una fecha de inicio',
  'weeks.selectEndDate': 'Selecciona una fecha de fin',
  'weeks.enterPrice': 'Escribe el precio',
  'weeks.enterReservationCode': 'Escribe el código de reservación',
  'weeks.priceNumber': 'El precio debe ser un número',
  'weeks.priceRequired': 'El precio es obligatorio',
  'weeks.priceCannotNegative': 'El precio no puede ser negativo',
  'weeks.priceCannotExceed1000': 'El precio no puede ser mayor a 1,000,000',
  'weeks.reservationCodeCannotExceed50': 'El código de reservación no puede tener más de 50 caracteres',
  'weeks.usageFeeNumber': 'La cuota de uso debe ser un número',
  'weeks.usageFeeCannotNegative': 'La cuota de uso no puede ser negativa',
  'weeks.usageFeeTwoDecimals': 'La cuota de uso no puede tener más de dos decimales',
  'weeks.usageFeeCannotExceedPrice': 'La cuota de uso no puede ser mayor al precio',
  'weeks.dateRangeExactly7Days': 'El periodo debe ser de exactamente 7 días',
  'weeks.weekCannotStartPast': 'La semana no puede empezar en el pasado',
  'weeks.unitTypeNotBelongChosen': 'Este tipo de unidad no pertenece al resort elegido',
  'weeks.resortNotOfferedChosenLocation': 'Este resort no está disponible en el destino elegido',
  'weeks.weekNotFound': 'Semana no encontrada',
  'weeks.weekHeldOrBookedCannotDelete':
    'Esta semana está apartada para el pago de un huésped o reservada: no se puede eliminar mientras dure su reservación',
  'weeks.weekHiddenCannotDelete':
    'Semana ocultó esta semana después de un reporte: se conserva como registro del reporte hasta que nuestro equipo la revise de nuevo. Escríbenos a soporte si crees que es un error.',
  'weeks.weekNoLongerAvailable': 'Esta semana ya no está disponible',

  // Properties
  'properties.hotelNameRequired': 'El nombre del hotel es obligatorio',
  'properties.unitSizeRequired': 'El tamaño de la unidad es obligatorio',
  'properties.locationRequired': 'La ubicación es obligatoria',
  'properties.locationTooLong': 'La ubicación es demasiado larga',
  'properties.weeksSeasonInformationRequired': 'Indica las semanas o la temporada',
  'properties.descriptionRequired': 'La descripción es obligatoria',
  'properties.uploadLeastOneImageProperty': 'Sube al menos una foto de tu propiedad',
  'properties.chooseLeastOneImage': 'Elige al menos una imagen',
  'properties.fileTooLargeEachImage': 'Archivo demasiado grande: cada imagen debe pesar 20 MB o menos',
  'properties.propertyListingNotFound': 'Anuncio de propiedad no encontrado',
  'properties.propertyNoLongerListed': 'Esta propiedad ya no está anunciada',
  'properties.imageNotFound': 'Imagen no encontrada',
  'properties.serverBusyProcessingOtherPhotos':
    'El servidor está procesando otras fotos. No se guardó nada: envía tu anuncio de nuevo en un minuto.',
  'properties.serverBusyReceivingOtherPhotos':
    'El servidor está recibiendo otras fotos. No se guardó nada: envía tu anuncio de nuevo en un minuto.',
  'properties.alreadySendingOtherListingsPhotos':
    'Ya estás enviando otros anuncios con fotos. No se guardó nada: envía este de nuevo cuando terminen.',
  'properties.uploadNotValidMultipartForm': 'El envío no es un formulario multipart/form-data válido',
  'properties.uploadInterruptedMalformed': 'El envío se interrumpió o está dañado',
  'properties.tooManyFormFields': 'El formulario tiene demasiados campos',
  'properties.tooManyImages': 'Demasiadas imágenes: puedes subir hasta {max} imágenes',
  'properties.invalidFileType':
    'Tipo de archivo no válido: "{filename}" no es una imagen JPEG, PNG o WebP ({reason})',
  'catalog.imagesAtMost': 'Puedes subir hasta {max} imágenes',
  'properties.listingHiddenCannotDelete':
    'Semana ocultó este anuncio después de un reporte: se conserva como registro del reporte hasta que nuestro equipo lo revise de nuevo. Escríbenos a soporte si crees que es un error.',

  // Contracts and reference data
  'catalog.contractNameRequired': 'El nombre del contrato es obligatorio',
  'catalog.contractNumberRequired': 'El número de contrato es obligatorio',
  'catalog.contractTypeRequired': 'El tipo de contrato es obligatorio',
  'catalog.contractTypeNameRequired': 'El nombre del tipo de contrato es obligatorio',
  'catalog.invalidContractTypeSelected': 'El tipo de contrato elegido no es válido',
  'catalog.invalidUnitTypeSelected': 'El tipo de unidad elegido no es válido',
  'catalog.numberContractualWeeksRequired': 'El número de semanas del contrato es obligatorio',
  'catalog.numberContractualWeeksTooLarge': 'El número de semanas del contrato es demasiado grande',
  'catalog.numberContractualWeeksWholeNumber': 'El número de semanas del contrato debe ser un número entero',
  'catalog.usageFeeRequired': 'La cuota de uso es obligatoria',
  'catalog.totalValueRequired': 'El valor total es obligatorio',
  'catalog.zeroMore': 'Debe ser cero o más',
  'catalog.contractNotFound': 'Contrato no encontrado',
  'catalog.resortRequired': 'El resort es obligatorio',
  'catalog.resortNameRequired': 'El nombre del resort es obligatorio',
  'catalog.unitTypeRequired': 'El tipo de unidad es obligatorio',
  'catalog.unitTypeNameRequired': 'El nombre del tipo de unidad es obligatorio',
  'catalog.guestsWholeNumberRange': 'El número de huéspedes debe ser un número entero del {min} al {max}',
  'catalog.nameTooLong': 'El nombre es demasiado largo',
  'catalog.resortNotFound': 'Resort no encontrado',
  'catalog.locationNotFound': 'Destino no encontrado',
  'catalog.contractTypeNotFound': 'Tipo de contrato no encontrado',
  'catalog.nameRequired': 'El nombre es obligatorio',
  'catalog.unitTypeNotFound': 'Tipo de unidad no encontrado',
  'catalog.brandNotFound': 'Marca no encontrada',
  'catalog.nothingUpdateSendLeastOne': 'Nada que actualizar: envía al menos un campo',
  'catalog.resortNameTaken': "Ya existe un resort llamado '{name}'",
  'catalog.contractTypeNameTaken': "Ya existe un tipo de contrato llamado '{name}'",
  'catalog.unitTypeNameTaken': "Este resort ya tiene un tipo de unidad llamado '{name}'",
  'catalog.imageDescriptionCannotExceed': 'La descripción no puede tener más de {max} caracteres',

  // Leads and alerts
  'leads.enterName': 'Escribe tu nombre',
  'leads.messageRequired': 'El mensaje es obligatorio',
  'leads.messageMost2000Characters': 'El mensaje debe tener como máximo 2000 caracteres',
  'leads.startDateRequired': 'La fecha de inicio es obligatoria',
  'leads.startDateCannotPast': 'La fecha de inicio no puede estar en el pasado',
  'leads.endDateAfterStartDate': 'La fecha de fin debe ser igual o posterior a la de inicio',
  'leads.interestNotFound': 'Mensaje de interés no encontrado',
  'leads.weekInterestNotFound': 'Mensaje de interés no encontrado',
  'leads.propertyListingInterestNotFound': 'Mensaje de interés no encontrado',
  'leads.weekRequestNotFound': 'Solicitud de semana no encontrada',
  'leads.alertNoLongerExists': 'Esta alerta ya no existe.',
  'leads.linkNotValidMayBeen': 'Este enlace no es válido. Quizá se copió incompleto.',
  'leads.detailsAtMost': 'Los detalles adicionales deben tener como máximo {max} caracteres',

  // Payments
  'payments.amountRequired': 'El monto es obligatorio',
  'payments.amountGreaterThan0': 'El monto debe ser mayor que 0',
  'payments.invalidAmountFormat': 'El formato del monto no es válido',
  'payments.membershipNameRequired': 'El nombre de la membresía es obligatorio',
  'payments.invalidMembershipSelectionTryAgain': 'La membresía elegida no es válida. Inténtalo de nuevo.',
  'payments.failedInitializePaymentTryAgain': 'No se pudo iniciar el pago. Inténtalo de nuevo.',
  'payments.failedCreatePaymentLink': 'No se pudo crear el enlace de pago',
  'payments.paymentLinkNotExist': 'Este enlace de pago no existe',
  'payments.paymentLinkAlreadyBeenPaid': 'Este enlace de pago ya se pagó',
  'payments.signPayMembership': 'Inicia sesión para pagar tu membresía',
  'payments.paymentStatusCouldNotRead': 'No se pudo consultar el estado del pago. Inténtalo de nuevo.',
  'payments.paymentsNotAvailableSiteYet':
    'Los pagos aún no están disponibles en este sitio: no se han configurado los pagos con tarjeta. No se cobró nada; contáctanos.',
  'payments.paymentNotFound': 'Pago no encontrado',
  'payments.stripeWebhooksNotConfigured': 'Los webhooks de Stripe no están configurados',
  'payments.missingStripeSignatureHeader': 'Falta el encabezado Stripe-Signature',
  'payments.invalidWebhookSignature': 'La firma del webhook no es válida',
  'payments.cardNumberIncomplete': 'El número de tu tarjeta está incompleto.',
  'payments.cardNumberInvalid': 'El número de tu tarjeta no es válido.',
  'payments.cardDeclined': 'Tu tarjeta fue rechazada.',
  'payments.cardExpirationDateIncomplete': 'La fecha de vencimiento de tu tarjeta está incompleta.',
  'payments.cardSecurityCodeIncomplete': 'El código de seguridad de tu tarjeta está incompleto.',
  'payments.cardInsufficientFunds': 'Tu tarjeta no tiene fondos suficientes.',
  'payments.cardExpired': 'Tu tarjeta está vencida.',
  'payments.cardSecurityCodeIncorrect': 'El código de seguridad de tu tarjeta es incorrecto.',
  'payments.errorOccurredWhileProcessingCard':
    'Ocurrió un error al procesar tu tarjeta. Inténtalo de nuevo en un momento.',
  'payments.cardExpirationYearPast': 'El año de vencimiento de tu tarjeta ya pasó.',
  'payments.cardNumberIncorrect': 'El número de tu tarjeta es incorrecto.',
  'payments.cardDeclinedTestModeUse':
    'Tu tarjeta fue rechazada. Este es el modo de prueba: usa una tarjeta de prueba como 4242 4242 4242 4242.',
  'payments.enterNumberPesosPerDollar': 'Escribe cuántos pesos vale un dólar',
  'payments.rateMoreThan0': 'El tipo de cambio debe ser mayor que 0',
  'payments.noRateForPesos':
    'OXXO y SPEI se cobran en pesos y aún no hay un tipo de cambio. Paga con tarjeta o inténtalo más tarde.',
  'payments.pesosNeedDollarPrice': 'Solo un precio en dólares puede pagarse en pesos con OXXO o SPEI.',
  'payments.payerNeeded':
    'Escribe el nombre y el correo de quien paga la ficha OXXO o la transferencia SPEI.',
  'payments.chooseHowToPay': 'Elige cómo pagar: tarjeta, OXXO o SPEI',
  'payments.enterPayerName': 'Escribe el nombre de quien paga',
  'payments.testSettleOnlyInTestMode':
    'Aquí solo se pueden marcar como pagados o vencidos los pagos del proveedor de prueba integrado.',
  'payments.voucherNotByCard':
    'Este pago es una ficha OXXO o una transferencia SPEI: se paga en la tienda o desde tu banco, no con tarjeta.',
  'payments.notWaitingDelayed': 'Este pago no es un pago OXXO o SPEI pendiente.',
  'payments.rateLessThan1000': 'El tipo de cambio debe ser menor que 1,000',
  'payments.membershipNameAtMost': 'El nombre de la membresía debe tener como máximo {max} caracteres',
  'payments.descriptionAtMost': 'La descripción debe tener como máximo {max} caracteres',
  'payments.amountAtMost': 'El monto debe ser como máximo {max}',

  // Bookings
  'conversations.notFound': 'Conversación no encontrada',
  'conversations.writeMessage': 'Escribe un mensaje',
  'conversations.messageTooLong': 'Un mensaje no puede pasar de 2,000 caracteres',
  'conversations.weekOrBooking': 'Indica una semana o una reservación',
  'conversations.ownWeek': 'Esta semana es tuya: los huéspedes te escriben sobre ella',
  'conversations.weekNotOffered':
    'Esta semana no está en oferta, así que no se puede escribir a su dueño sobre ella',
  'conversations.weekHidden':
    'Semana retiró esta semana después de un reporte, así que esta conversación está cerrada',
  'conversations.weekNotFound': 'Semana no encontrada',
  'bookings.bookingNotFound': 'Reservación no encontrada',
  'bookings.notNow': 'Este paso no es posible ahora para esta reservación',
  'bookings.cannotBookOwnWeek': 'No puedes reservar tu propia semana',
  'bookings.weekHeldOrBooked': 'Alguien está pagando esta semana en este momento, o ya está reservada.',
  'bookings.weekStartsTooSoon':
    'Esta semana empieza en menos de {hours} horas: ya no se puede reservar en línea.',
  'bookings.tooManyGuests': 'Esta unidad admite como máximo {max} huéspedes',
  'bookings.priceTooLow': 'El precio de esta semana es demasiado bajo para pagarse en línea',
  'bookings.tooManyHolds': 'Ya estás pagando {max} semanas: termina o cancela una de ellas primero.',
  'bookings.tooCloseForMethod':
    'La llegada está demasiado cerca para pagar con {method}: la semana quedaría apartada hasta muy poco antes de la estancia. Paga con tarjeta o elige una semana que empiece en al menos {hours} horas.',
  'bookings.holdEnded':
    'Terminaron los 15 minutos para pagar esta semana y no se cobró nada. Vuelve a reservarla si sigue libre.',
  'bookings.enterFirstName': 'Escribe el nombre',
  'bookings.enterLastName': 'Escribe el apellido',
  'bookings.nameAtMost100': 'Un nombre no puede pasar de 100 caracteres',
  'bookings.chooseWeek': 'Elige una semana',
  'bookings.atMost30Guests': 'Una reservación admite como máximo 30 huéspedes',
  'bookings.noteAtMost1000': 'La nota no puede pasar de 1,000 caracteres',
  'bookings.acceptGuestAgreement': 'Acepta el Acuerdo del huésped',

  'bookings.payoutAccountCouldNotOpen':
    'No se pudo abrir la cuenta para recibir pagos en este momento. No se cambió nada; inténtalo de nuevo.',
  'bookings.payoutAccountRequired':
    'Primero agrega una cuenta para recibir pagos: ahí te enviamos tu parte de la reservación.',
  'bookings.confirmationFileRequired':
    'Sube la confirmación del resort como un archivo PDF, JPEG, PNG o WebP en la parte "file"',
  'bookings.confirmationFileNotAccepted':
    'La confirmación debe ser un PDF sin scripts ni archivos adjuntos, o una imagen JPEG, PNG o WebP',
  'bookings.confirmationNotFound': 'Esta reservación aún no tiene confirmación',
  'bookings.describeProblem': 'Describe el problema',
  'bookings.problemAtMost2000': 'La descripción no puede pasar de 2,000 caracteres',
  'bookings.problemAtLeast10': 'Describe el problema en al menos 10 caracteres',
  'bookings.confirmationTooLarge': 'El archivo de confirmación no puede pasar de 10 MB',
  'bookings.oneConfirmationFile': 'Sube un solo archivo: la confirmación del resort',
  'bookings.confirmationOnlyOwner': 'Solo el propietario de la semana sube la confirmación del resort',

  // Reviews
  'reviews.chooseStars': 'Elige de 1 a 5 estrellas',
  'reviews.writeReview': 'Escribe tu reseña',
  'reviews.atLeast20': 'Escribe al menos 20 caracteres',
  'reviews.atMost2000': 'Una reseña no puede pasar de 2,000 caracteres',
  'reviews.noControlCharacters': 'No debe contener caracteres de control',
  'reviews.notReviewable': 'Solo se puede calificar una estancia completada',
  'reviews.notYet': 'Esta estancia se puede calificar cuando haya terminado',
  'reviews.windowClosed': 'Terminaron los 14 días para calificar esta estancia',
  'reviews.alreadyWritten': 'Ya calificaste esta estancia',
  'reviews.resortNotFound': 'Resort no encontrado',
  'reviews.ownerNotFound': 'Propietario no encontrado',
  'bookings.reportOnlyGuest': 'Solo el huésped de la reservación puede reportar un problema con la estancia',
  // Staff's decisions on a booking (the Bookings section of the dashboards)
  'bookings.reasonRequired': 'Escribe el motivo de esta decisión',
  'bookings.reasonAtLeast3': 'El motivo debe tener al menos 3 caracteres',
  'bookings.reasonAtMost500': 'El motivo no puede pasar de 500 caracteres',
  'bookings.refundNotAmount': 'El reembolso debe ser una cantidad en dólares',
  'bookings.refundMoreThan0': 'El reembolso debe ser mayor que 0',
  'bookings.refundTwoDecimals': 'El reembolso no puede tener más de dos decimales',
  'bookings.refundAboveRest': 'El reembolso no puede ser mayor que los {rest} que quedan por reembolsar',
  'bookings.payoutUnderWay':
    'El pago al propietario ya está en curso: el dinero de esta reservación ya no se puede retener ni reembolsar',
  'bookings.referenceAtMost12': 'Una referencia de reservación tiene como máximo 12 caracteres',
  'bookings.checkInRangeReversed': 'El último día de llegada no puede ser anterior al primero',
  'bookings.notOwnDecision':
    'Otra persona del equipo debe decidir sobre una reservación de la que eres huésped o propietario',

  // Reports and moderation (decision 061)
  'moderation.itemNotFound': 'Este anuncio ya no está en Semana',
  'moderation.cannotReportOwn': 'No puedes reportar tu propio anuncio',
  'moderation.alreadyReported': 'Ya reportaste este anuncio: nuestro equipo lo está revisando',
  'moderation.chooseWhat': 'Elige qué quieres reportar',
  'moderation.chooseReason': 'Elige un motivo',
  'moderation.tellWhatWrong': 'Cuéntanos qué está mal',
  'moderation.reportNotFound': 'No encontramos el reporte',
  'moderation.alreadyDecided': 'Este reporte ya se resolvió',
  'moderation.ownItem': 'El personal no puede decidir reportes sobre sus propios anuncios o mensajes',
  'moderation.chooseDecision': 'Elige una decisión',
  'moderation.noteTooLong': 'La nota no puede pasar de 2,000 caracteres',
  'moderation.warningNoteRequired': 'Escribe el aviso que leerá la persona',
  'moderation.upholdNeedsHide':
    'Un reporte de fraude se confirma ocultando el anuncio o desactivando la cuenta',
  'moderation.upholdNeedsFraudReport': 'Solo un reporte de fraude se puede confirmar como fraude',
  'moderation.accountGone': 'La cuenta reportada ya no existe',
  'moderation.itemGone': 'Su propietario eliminó este anuncio: ya no hay nada que ocultar',
  'moderation.notHidden': 'Este anuncio no está oculto',

  // Requests the server could not take
  'request.invalidInput': 'Dato no válido',
  'request.badRequest': 'Solicitud no válida',
  'request.notFound': 'No encontrado',
  'request.useDateFormatYyyyMm': 'Usa el formato de fecha aaaa-mm-dd',
  'request.isoDateTime': 'Debe ser una fecha y hora ISO',
  'request.notWellFormedText': 'Debe ser texto Unicode válido (se envió un sustituto suelto)',
  'request.notContainNulCharacterU': 'No debe contener el carácter NUL (U+0000)',
  'request.crossSiteRequestsNotAllowed': 'No se permiten solicitudes desde otros sitios',
  'request.requestBodyTooLarge': 'La solicitud es demasiado grande',
  'request.requestBodyNotValidJson': 'La solicitud no es un JSON válido',
  'request.requestBodyEmpty': 'La solicitud está vacía',
  'request.unsupportedContentType': 'Tipo de contenido no admitido',
  'request.invalidContentLength': 'Content-Length no válido',
  'request.requestBodyStoppedArrivingSo':
    'La solicitud dejó de llegar y se cerró la conexión. Inténtalo de nuevo.',
  'request.requestBodyTookTooLong':
    'La solicitud tardó demasiado en llegar y se cerró la conexión. Inténtalo de nuevo.',
  'request.uploadArrivedTooSlowlySo':
    'Las fotos llegaban demasiado despacio y se cerró la conexión. Inténtalo de nuevo con una conexión más rápida.',
  'request.requestBodyNestedTooDeeply':
    'La solicitud está anidada a demasiada profundidad (más de 32 niveles de objetos y listas)',
  'request.requestBodyTooManyFields':
    'La solicitud tiene demasiados campos (más de 1,000 claves y elementos)',
  'request.tooManyConnectionsFromAddress':
    'Demasiadas conexiones a la vez desde tu dirección. Inténtalo de nuevo en unos segundos.',
  'request.tooManyRequestsFromAddress':
    'Demasiadas solicitudes a la vez desde tu dirección. Inténtalo de nuevo en unos segundos.',
  'request.serviceTemporarilyUnavailableTryAgain':
    'El servicio no está disponible por el momento. Inténtalo de nuevo en un momento.',
  'request.serverBusyManyOtherRequests':
    'El servidor está atendiendo muchas otras solicitudes. Inténtalo de nuevo en un momento.',
  'request.requestTookTooLongStopped':
    'Esta solicitud tardó demasiado y se detuvo. Inténtalo de nuevo en un momento o acótala con filtros.',
  'request.serverOutDiskSpaceSo':
    'El servidor se quedó sin espacio en disco, así que no se guardó nada. Inténtalo de nuevo más tarde.',
  'request.serverCannotWriteDiskMoment':
    'El servidor no puede escribir en su disco por el momento, así que no se guardó nada. Inténtalo de nuevo más tarde.',
  'request.formFieldDeclaredAsApplication':
    'Un campo del formulario declarado como application/json no es un JSON válido',
  'request.formFieldNameNotAllowed': 'Un campo del formulario tiene un nombre no permitido',
  'request.atMostCharacters': 'Como máximo {max} caracteres',
  'request.atMost': 'Debe ser como máximo {max}',
  'request.idRange': 'Debe ser un id del 1 al {max}',
  'request.dateRange': 'Debe ser una fecha real entre {from} y {to}',
  'request.browseDepth':
    'solo se pueden recorrer los primeros {max} resultados; acota la búsqueda con filtros',
  'request.tooManyAttemptsSeconds': 'Demasiados intentos. Inténtalo de nuevo en {count} segundos.',
  'request.tooManyAttemptsMinutes': 'Demasiados intentos. Inténtalo de nuevo en {count} minutos.',
  'request.noSuchEndpoint': 'No existe la ruta {endpoint}',
  'request.internal': 'Algo falló de nuestro lado (solicitud {requestId})',
  'request.unexpectedFileField': 'Campo de archivo inesperado "{name}"',
  'request.sendMultipart': 'Envía multipart/form-data con los archivos en "{field}"',
  'request.namelessPart':
    'Cada parte del formulario necesita un nombre (Content-Disposition: form-data; name="…")',
  'request.fieldHasNul': '{field}: No debe contener el carácter NUL (U+0000)',

  // Semanas verificadas (decisión 060)
  'verification.fileNotAccepted':
    '"{filename}" no se acepta: envía un PDF o una foto (JPEG, PNG o WebP) del documento',
  'verification.tooManyFiles': 'Envía como máximo 3 archivos',
  'verification.fileTooLarge': 'Cada archivo puede pesar como máximo 10 MB',
  'verification.filesRequired':
    'Agrega al menos un archivo: la confirmación de reservación del resort, o el contrato y el último estado de cuenta de mantenimiento',
  'verification.onlyOwner': 'Solo el propietario de la semana puede pedir que se verifique',
  'verification.alreadyVerified': 'Esta semana ya está verificada',
  'verification.weekStarted': 'Esta semana ya empezó: solo se pueden verificar semanas futuras',
  'verification.alreadyPending':
    'Esta semana ya tiene una solicitud de verificación esperando a nuestro equipo',
  'verification.fileNotFound': 'Archivo no encontrado',
  'verification.notFound': 'Solicitud de verificación no encontrada',
  'verification.alreadyDecided': 'Esta solicitud ya se resolvió',
  'verification.ownWeek': 'El personal no puede decidir la verificación de su propia semana',
  'verification.weekHidden': 'Una semana que Semana ocultó después de un reporte no se puede verificar',
  'verification.weekChanged': 'La semana cambió después de la solicitud: ya no aplica',
  'verification.reasonRequired': 'Dile al propietario por qué no se aceptó el comprobante',
  'verification.reasonTooLong': 'El motivo no puede pasar de 1,000 caracteres',
  'verification.ownerNotFound': 'Propietario no encontrado',
  // CFDI invoices (decision 065)
  'invoices.off': 'La facturación no está disponible en este sitio por ahora',
  'invoices.rfcInvalid':
    'Escribe un RFC válido: 12 caracteres para una persona moral o 13 para una persona física',
  'invoices.rfcDate': 'La fecha del RFC (los seis dígitos, aammdd) no es una fecha real',
  'invoices.rfcCheckDigit':
    'El último carácter del RFC no coincide: revísalo contra tu Constancia de Situación Fiscal',
  'invoices.legalNameRequired': 'Escribe el nombre o razón social como está registrado ante el SAT',
  'invoices.legalNameTooLong': 'El nombre o razón social no puede pasar de 254 caracteres',
  'invoices.legalNameSuffix':
    'Escribe la razón social sin el régimen societario (por ejemplo, sin “SA de CV”), como en tu Constancia de Situación Fiscal',
  'invoices.regimeInvalid': 'Elige un régimen fiscal de la lista del SAT',
  'invoices.regimeNotForFisica':
    'Ese régimen fiscal es solo para personas morales; un RFC de 13 caracteres es de una persona física',
  'invoices.regimeNotForMoral':
    'Ese régimen fiscal es solo para personas físicas; un RFC de 12 caracteres es de una persona moral',
  'invoices.useInvalid': 'Elige un uso de CFDI de la lista',
  'invoices.useNotForRegime':
    'Ese uso de CFDI no está permitido con este régimen fiscal: elige S01 (sin efectos fiscales) u otro régimen',
  'invoices.genericRfcRule':
    'Los RFC genéricos XAXX010101000 (público en general) y XEXX010101000 (extranjero) van con el régimen fiscal 616 y el uso de CFDI S01',
  'invoices.postalCodeInvalid': 'Escribe el código postal de 5 dígitos de tu domicilio fiscal',
  'invoices.monthInvalid': 'Elige un mes como aaaa-MM',
  'invoices.sourceNotFound': 'Pago no encontrado',
  'invoices.monthEnded':
    'La factura solo puede pedirse dentro del mes calendario del pago; este pago va en la factura global del mes',
  'invoices.alreadyInvoiced': 'Este pago ya tiene factura',
  'invoices.inProgress': 'Esta factura se está emitiendo: inténtalo de nuevo en un minuto',
  'invoices.noRate': 'Aún no hay tipo de cambio para el día de este pago: inténtalo más tarde',
  'invoices.providerUnavailable':
    'El servicio de facturación no respondió: inténtalo de nuevo en unos minutos',
  'invoices.providerRefused': 'Las reglas del SAT rechazaron esta factura: {reason}',
  'calendar.kindInvalid': 'Debe ser owner o trips',
  'calendar.feedNotFound':
    'Esta dirección de calendario no es válida: puede que se haya regenerado o desactivado.',
  'invoices.notFound': 'Factura no encontrada',
  'invoices.monthNotClosed':
    'La factura global del mes puede emitirse cuando el mes haya terminado (hora de la Ciudad de México)',
  'invoices.globalExists': 'Este mes ya tiene su factura global',
  'invoices.nothingToInvoice': 'Todos los pagos de este mes ya tienen factura',

  // Saved searches
  'savedSearches.searchNotFound': 'Esta búsqueda guardada no existe.',
  'savedSearches.unknownLocation': 'Este destino no existe.',
  'savedSearches.unknownResort': 'Este resort no existe.',
  'savedSearches.emailRequired': 'Escribe tu correo electrónico',
  'savedSearches.tooManySearches':
    'Una dirección puede tener como máximo {max} búsquedas guardadas. Borra una para guardar otra.',
  'savedSearches.textTooLong': 'Demasiado largo',
  'savedSearches.wholeDollars': 'El precio debe ser un número entero de dólares',
  'savedSearches.maxBelowMin': 'El precio máximo debe ser al menos el mínimo',
  'savedSearches.nothingToChange': 'No hay nada que cambiar',
  // zod's own wording, for inputs no screen lets a person type (they come from scripts)
  'zod.invalidType': 'Dato no válido: se esperaba {kind}',
  'zod.invalidOption': 'Opción no válida: se esperaba una de {options}',
  'zod.tooSmall': 'Demasiado pequeño: se esperaba {bound}',
  'zod.tooBig': 'Demasiado grande: se esperaba {bound}',
  'zod.unrecognizedKey': 'Campos no reconocidos: {keys}',
  'zod.unrecognizedKeys': 'Campos no reconocidos: {keys}',
};
