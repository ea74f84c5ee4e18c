import type { BookingFacts, BookingMailTexts, Written } from './mail-texts';

// The bookings' mail in Mexican Spanish (words of docs/glossary.md); mail-texts-en.ts says the same.

const onOfferAgain =
  'Tu semana vuelve a estar disponible en el sitio. Si ya no puedes rentarla, elimínala desde tu panel.';

const everythingBack = (f: BookingFacts, what: string): Written => ({
  subject: `Reservación ${f.reference} cancelada: recibes todo de vuelta`,
  paragraphs: [
    what,
    `Recibes todo de vuelta: ${f.total}, en la tarjeta con la que pagaste. Tu banco puede tardar unos días en reflejarlo.`,
  ],
});

const ownerCancelled = (f: BookingFacts, what: string): Written => ({
  subject: `Reservación ${f.reference} cancelada`,
  paragraphs: [what, ...(f.onOfferAgain ? [onOfferAgain] : [])],
});

const payoutHeld = (f: BookingFacts, why: string): Written => ({
  subject: `Tu pago por la reservación ${f.reference} está en pausa`,
  paragraphs: [
    why,
    `Tu pago queda retenido mientras nuestro equipo decide; te escribimos con la decisión. Si quieres contarnos algo, escríbenos a ${f.support}.`,
  ],
});

const decision = (f: BookingFacts, what: string): Written => ({
  subject: `Nuestra decisión sobre la reservación ${f.reference}`,
  paragraphs: [what, ...(f.reason ? [`El motivo de nuestro equipo: ${f.reason}`] : [])],
});

export const es: BookingMailTexts = {
  seeBooking: 'Ver la reservación',
  answerNow: 'Responder ahora',
  uploadConfirmation: 'Subir la confirmación',
  chargedInPesos: (c) =>
    `Pagado en pesos: ${c.pesos}, el total de ${c.dollars} a ${c.rate} pesos por dólar (el tipo de cambio al reservar).`,
  stayLine: (f) => `Reservación ${f.reference}: ${f.stay}. Entrada: ${f.checkIn}; salida: ${f.checkOut}.`,
  moment: (when, place) => `${when} (hora de ${place})`,
  calendarFile: (reference) => `estancia-${reference}.ics`,
  calendarDescription: (f) =>
    `Reservación ${f.reference}. Entrada: ${f.checkIn}; salida: ${f.checkOut}. Huésped principal: ${f.leadGuest}.`,
  guest: {
    pay: (f) => ({
      subject: `Recibimos tu pago: reservación ${f.reference}`,
      paragraphs: [
        `Recibimos tu pago de ${f.total} por tu estancia en ${f.stay}. Guarda este correo como comprobante.`,
        `Ahora el propietario confirma la semana: responde a más tardar el ${f.acceptBy}. Si la rechaza o no responde a tiempo, recibes todo de vuelta.`,
      ],
    }),
    accept: (f) => ({
      subject: `El propietario aceptó tu reservación ${f.reference}`,
      paragraphs: [
        `El propietario aceptó tu reservación. Ahora la registra con el resort y nos envía su confirmación a más tardar el ${f.confirmBy}; te escribimos en cuanto llegue.`,
        'Si la confirmación no llega a tiempo, la reservación se cancela y recibes todo de vuelta.',
      ],
    }),
    confirm: (f) => ({
      subject: `Tu estancia está confirmada: reservación ${f.reference}`,
      paragraphs: [
        `El propietario nos envió la confirmación del resort: tu estancia en ${f.stay} está confirmada. Adjuntamos la estancia como archivo de calendario.`,
        `A la entrada, la recepción del resort pide al huésped principal, ${f.leadGuest}, con una identificación.`,
        `Si algo no está bien al llegar, repórtalo en la página de la reservación a más tardar el ${f.reportBy}: hasta entonces retenemos el pago al propietario.`,
      ],
    }),
    decline: (f) => everythingBack(f, 'El propietario rechazó tu reservación.'),
    expireAccept: (f) =>
      everythingBack(f, 'El propietario no respondió a tiempo, así que tu reservación se canceló.'),
    expireConfirm: (f) =>
      everythingBack(
        f,
        'El propietario no envió la confirmación del resort a tiempo, así que tu reservación se canceló.',
      ),
    ownerCancel: (f) => everythingBack(f, 'El propietario canceló tu reservación.'),
    guestCancel: (f) => ({
      subject: `Reservación ${f.reference} cancelada`,
      paragraphs: [
        f.percent === 100
          ? `Cancelaste tu reservación. Recibes todo de vuelta: ${f.refund}, en la tarjeta con la que pagaste.`
          : `Cancelaste tu reservación después del ${f.fullRefundUntil}, el último momento del reembolso total, así que según la regla publicada se reembolsa el ${f.percent} %: ${f.refund}, en la tarjeta con la que pagaste. El resto, ${f.kept}, no se reembolsa.`,
        'Tu banco puede tardar unos días en reflejar el reembolso.',
      ],
    }),
    report: (f) => ({
      subject: `Recibimos tu reporte: reservación ${f.reference}`,
      paragraphs: [
        'Recibimos tu reporte de un problema con tu estancia. Nuestro equipo lo revisa y te escribe con una decisión; mientras tanto, el pago al propietario queda retenido.',
      ],
    }),
    dispute: (f) => ({
      subject: `El pago con tu tarjeta está en disputa: reservación ${f.reference}`,
      paragraphs: [
        `El banco de tu tarjeta nos avisó que el pago de esta reservación está en disputa. El pago al propietario queda retenido hasta que se resuelva. Si no querías disputarlo, escríbenos a ${f.support}.`,
      ],
    }),
    hold: (f) => ({
      subject: `Reservación ${f.reference} en revisión`,
      paragraphs: [
        'Nuestro equipo está revisando esta reservación; mientras tanto, el pago al propietario queda retenido. Te escribimos con la decisión.',
      ],
    }),
    release: (f) =>
      decision(
        f,
        'Nuestro equipo revisó esta reservación y liberó el pago al propietario: no corresponde un reembolso.',
      ),
    refundPart: (f) =>
      decision(
        f,
        'Nuestro equipo revisó esta reservación y te reembolsa una parte de lo que pagaste, en la tarjeta con la que pagaste.',
      ),
    refundAll: (f) =>
      decision(
        f,
        `Nuestro equipo revisó esta reservación, la canceló y te reembolsa todo lo que pagaste, ${f.total}, en la tarjeta con la que pagaste.`,
      ),
  },
  owner: {
    pay: (f) => ({
      subject: `Nueva reservación de tu semana: ${f.reference}`,
      paragraphs: [
        `Un huésped reservó y pagó tu semana en ${f.stay}. Acéptala o recházala a más tardar el ${f.acceptBy}: si no respondes, se cancela y el huésped recibe todo de vuelta.`,
        `Si la aceptas, te pagaremos ${f.share} (el total de ${f.total} menos nuestra comisión de ${f.commission}) el ${f.payoutOn}, dos días después de la entrada. Para aceptar necesitas una cuenta para tus pagos, que puedes agregar desde tu panel.`,
      ],
    }),
    confirm: (f) => ({
      subject: `Recibimos la confirmación: reservación ${f.reference}`,
      paragraphs: [
        'Gracias: recibimos la confirmación del resort y le enviamos al huésped su estancia.',
        `Si el huésped no reporta un problema a más tardar el ${f.reportBy}, te pagaremos ${f.share} el ${f.payoutOn}.`,
      ],
    }),
    decline: (f) => ownerCancelled(f, 'Rechazaste la reservación. El huésped recibe todo de vuelta.'),
    expireAccept: (f) =>
      ownerCancelled(
        f,
        `No respondiste la reservación a más tardar el ${f.acceptBy}, así que se canceló y el huésped recibe todo de vuelta.`,
      ),
    expireConfirm: (f) =>
      ownerCancelled(
        f,
        `La confirmación del resort no llegó a más tardar el ${f.confirmBy}, así que la reservación se canceló y el huésped recibe todo de vuelta.`,
      ),
    ownerCancel: (f) =>
      ownerCancelled(
        f,
        'Cancelaste la reservación. El huésped recibe todo de vuelta, y cuenta en tu historial.',
      ),
    guestCancel: (f) => ({
      subject: `El huésped canceló la reservación ${f.reference}`,
      paragraphs: [
        f.keptPercent > 0
          ? `El huésped canceló la reservación. Según la regla publicada se retiene el ${f.keptPercent} % del total, ${f.kept}: te pagaremos ${f.keptShare} (eso menos nuestra comisión de ${f.keptCommission}) el ${f.payoutOn}.`
          : 'El huésped canceló la reservación y recibe todo de vuelta.',
        ...(f.onOfferAgain ? [onOfferAgain] : []),
      ],
    }),
    report: (f) => payoutHeld(f, 'El huésped reportó un problema con la estancia.'),
    dispute: (f) => payoutHeld(f, 'El pago con tarjeta del huésped está en disputa.'),
    hold: (f) => payoutHeld(f, 'Nuestro equipo está revisando esta reservación.'),
    release: (f) =>
      decision(
        f,
        `Nuestro equipo revisó esta reservación y liberó tu pago: te pagaremos ${f.keptShare} el ${f.payoutOn}.`,
      ),
    refundPart: (f) =>
      decision(
        f,
        `Nuestro equipo revisó esta reservación y reembolsó una parte al huésped. Te pagaremos el resto, menos nuestra comisión, el ${f.payoutOn}.`,
      ),
    refundAll: (f) =>
      decision(
        f,
        'Nuestro equipo revisó esta reservación, la canceló y reembolsó todo al huésped, así que no corresponde un pago por ella.',
      ),
    payOut: (f) => ({
      subject: `Te pagamos la reservación ${f.reference}`,
      paragraphs: [
        `Te enviamos ${f.keptShare} por esta reservación: ${f.kept} menos nuestra comisión de ${f.keptCommission}.`,
        ...(f.transfer ? [`Referencia de la transferencia: ${f.transfer}.`] : []),
        'Llega a tu cuenta bancaria según el calendario de tu cuenta para pagos.',
      ],
    }),
    remindAccept: (f) => ({
      subject: `Recordatorio: la reservación ${f.reference} espera tu respuesta`,
      paragraphs: [
        `La reservación pagada de un huésped para tu semana en ${f.stay} espera tu respuesta. Acéptala o recházala a más tardar el ${f.acceptBy}: si no respondes, se cancela y el huésped recibe todo de vuelta.`,
      ],
    }),
    remindConfirm: (f) => ({
      subject: `Recordatorio: envía la confirmación del resort de la reservación ${f.reference}`,
      paragraphs: [
        `Sube la confirmación del resort de esta reservación en su página a más tardar el ${f.confirmBy}: sin ella, la reservación se cancela y el huésped recibe todo de vuelta.`,
      ],
    }),
  },
};
