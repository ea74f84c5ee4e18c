import type { mxPaymentsMessages } from '../en/mx-payments';

/** es-MX texts for the same keys as en/mx-payments.ts. */
export const mxPaymentsMessagesEs = {
  'mxpay.method.legend': '¿Cómo quieres pagar?',
  'mxpay.method.card': 'Tarjeta',
  'mxpay.method.cardLine': '{amount} con cargo inmediato a tu tarjeta, en dólares',
  'mxpay.method.oxxo': 'Efectivo en OXXO',
  'mxpay.method.oxxoLine': '{amount} en efectivo en cualquier tienda OXXO, en un plazo de {days} días',
  'mxpay.method.spei': 'Transferencia SPEI',
  'mxpay.method.speiLine': '{amount} por transferencia desde tu banco, en un plazo de {hours} horas',
  'mxpay.method.rateLine': '{dollars} a {rate} MXN por dólar, fijo al generar tu ficha.',
  'mxpay.method.noRate': 'No disponible por ahora: se cobra en pesos y aún no hay tipo de cambio.',
  'mxpay.method.tooClose':
    'No disponible para esta semana: faltan menos de {hours} horas para la llegada, y la semana queda apartada mientras pagas.',
  'mxpay.method.waitMembership':
    'Tu membresía se activa cuando se confirme tu pago, no antes. Te enviamos los datos por correo.',
  'mxpay.method.waitBooking':
    'La semana queda apartada para ti hasta la fecha límite de pago; al confirmarse tu pago, pedimos al propietario que acepte.',
  'mxpay.method.getVoucher': 'Obtener mi ficha OXXO',
  'mxpay.method.getTransfer': 'Obtener los datos para transferir',
  'mxpay.method.preparing': 'Preparando…',
  'mxpay.method.payerName': 'Nombre de quien paga',
  'mxpay.method.payerEmail': 'Correo al que enviamos los datos',
  'mxpay.method.failed': 'No pudimos preparar tu pago',

  'mxpay.voucher.waitingBadge': 'Esperando tu pago',
  'mxpay.voucher.oxxoTitle': 'Tu ficha de pago OXXO',
  'mxpay.voucher.speiTitle': 'Datos para tu transferencia SPEI',
  'mxpay.voucher.waitingMembership':
    'Esperando tu pago: tu membresía {tier} se activa en cuanto se confirme.',
  'mxpay.voucher.waitingLink': 'Esperando tu pago de {item}.',
  'mxpay.voucher.waitingBooking': 'Esperando tu pago: la semana queda apartada para ti hasta el {date}.',
  'mxpay.voucher.amount': 'Monto a pagar',
  'mxpay.voucher.dollars': '{dollars} a {rate} MXN por dólar',
  'mxpay.voucher.reference': 'Número de referencia',
  'mxpay.voucher.copy': 'Copiar',
  'mxpay.voucher.copied': 'Copiado',
  'mxpay.voucher.copyReference': 'Copiar el número de referencia',
  'mxpay.voucher.copyClabe': 'Copiar la CLABE',
  'mxpay.voucher.copyFailed': 'No se pudo copiar: selecciona el número y cópialo a mano.',
  'mxpay.voucher.barcode': 'Código de barras para la caja: {number}',
  'mxpay.voucher.deadline': 'Paga antes del',
  'mxpay.voucher.mexicoTime': '{date}, hora de la Ciudad de México',
  'mxpay.voucher.oxxoHowTitle': 'Cómo pagar en la tienda',
  'mxpay.voucher.oxxoHow1':
    'Ve a cualquier tienda OXXO antes de la fecha límite y di en caja que quieres pagar con OXXO Pay.',
  'mxpay.voucher.oxxoHow2':
    'Muestra el código de barras o dicta el número de referencia, y paga el monto exacto en efectivo.',
  'mxpay.voucher.oxxoHow3':
    'Guarda tu ticket. Te escribimos en cuanto la tienda confirme el pago (puede tardar hasta un día).',
  'mxpay.voucher.print': 'Imprimir ficha',
  'mxpay.voucher.hostedVoucher': 'Abrir la ficha para imprimir',
  'mxpay.voucher.clabe': 'CLABE',
  'mxpay.voucher.bank': 'Banco',
  'mxpay.voucher.transferReference': 'Referencia',
  'mxpay.voucher.speiHowTitle': 'Cómo transferir',
  'mxpay.voucher.speiHow1':
    'Desde la app o el portal de tu banco, envía una transferencia SPEI a esta CLABE por el monto exacto.',
  'mxpay.voucher.speiHow2': 'Escribe la referencia en el campo de referencia o concepto de la transferencia.',
  'mxpay.voucher.speiHow3':
    'Te escribimos en cuanto llegue la transferencia. Una transferencia después de la fecha límite no se aplica a esta compra.',
  'mxpay.voucher.hostedInstructions': 'Abrir las instrucciones de transferencia',
  'mxpay.voucher.checking':
    'Revisamos tu pago cada pocos segundos: esta página se convierte en tu comprobante en cuanto se confirme.',
  'mxpay.voucher.mailed':
    'También te enviamos estos datos por correo, con un enlace de vuelta a esta página.',
  'mxpay.voucher.expiredTitle': 'Este pago venció',
  'mxpay.voucher.expiredBody': 'No se pagó antes de la fecha límite, así que no se cobró nada.',
  'mxpay.voucher.expiredBooking':
    'No se pagó antes de la fecha límite: no se cobró nada y la semana quedó libre. Resérvala de nuevo si sigue disponible.',
  'mxpay.voucher.browseWeeks': 'Ver semanas',
  'mxpay.voucher.testNote':
    'Modo de prueba: nadie paga en tienda ni en banco. El personal puede marcar este pago como pagado (o vencido) desde su panel.',

  'mxpay.booking.seeHowToPay': 'Ver cómo pagar',
  'mxpay.success.booking': 'Reserva',
  'mxpay.success.openBooking': 'Ver tu reserva',
  'mxpay.success.paidRate': '{dollars} a {rate} MXN por dólar',

  'mxpay.staff.title': 'Pagos OXXO y SPEI pendientes',
  'mxpay.staff.hint':
    'Modo de prueba: nadie paga en tienda ni en banco. Marca un pago como pagado para actuar como quien paga, o véncelo para actuar como la fecha límite.',
  'mxpay.staff.label': 'Pagos en espera de quien paga',
  'mxpay.staff.empty': 'Ningún pago OXXO o SPEI está en espera.',
  'mxpay.staff.showing': 'Mostrando {shown} de {total}',
  'mxpay.staff.count': '{total} en espera',
  'mxpay.staff.membership': 'Membresía {tier}',
  'mxpay.staff.booking': 'Reserva #{id}',
  'mxpay.staff.link': 'Enlace de pago',
  'mxpay.staff.unknownPayer': 'pagador desconocido',
  'mxpay.staff.deadline': 'Vence el {date}',
  'mxpay.staff.markPaid': 'Marcar como pagado',
  'mxpay.staff.expire': 'Vencer',
  'mxpay.staff.markPaidLabel': 'Marcar como pagado el pago de {payer}',
  'mxpay.staff.expireLabel': 'Vencer el pago de {payer}',
  'mxpay.staff.confirmPaid': '¿Marcar como pagado el pago de {payer} por {amount}?',
  'mxpay.staff.confirmPaidBody':
    'Esto hace lo mismo que la confirmación de la tienda o del banco: la membresía se activa, o la reserva pasa al propietario.',
  'mxpay.staff.confirmExpire': '¿Vencer el pago de {payer} por {amount}?',
  'mxpay.staff.confirmExpireBody':
    'Esto hace lo mismo que el paso de la fecha límite: no se cobra nada, una semana apartada vuelve a las listas y se avisa por correo a quien paga.',
  'mxpay.staff.keep': 'Seguir esperando',
  'mxpay.staff.saving': 'Guardando…',
  'mxpay.staff.paid': 'Pago marcado como pagado',
  'mxpay.staff.expired': 'Pago vencido',
  'mxpay.staff.failed': 'No se pudo cambiar el pago',
} as const satisfies Record<keyof typeof mxPaymentsMessages, string>;
