import type { LegalDocument } from '#src/shared/legal/types.ts';

/** es-MX text of the Guest Agreement; the Spanish text governs in Mexico. */
export const guestAgreementEs: LegalDocument = {
  title: 'Acuerdo del huésped',
  lastUpdated: '28 de noviembre de 2026',
  intro: [
    'Este Acuerdo del huésped establece las condiciones de una estancia reservada a través de Semana, el mercado en línea operado por {operatorName}, una empresa constituida en México con domicilio social en {operatorAddress}. Se aplica a ti, como huésped que reserva una semana, y a todas las personas que se hospeden contigo en la unidad.',
    'La semana que reservas pertenece a su propietario. Semana te pone en contacto con el propietario y se encarga de la reservación y del pago; el resort proporciona el alojamiento y sus servicios. Este acuerdo forma parte de nuestros Términos de servicio.',
    'Este documento se publica en español y en inglés. En México, la versión en español es la que rige; la versión en inglés se ofrece como cortesía.',
  ],
  sections: [
    {
      heading: '1. Reservación y pago',
      paragraphs: [
        'Pagas el importe total de la reservación en el momento de reservar. La reservación queda confirmada una vez que se recibe el pago y recibes nuestra confirmación, que incluye el resort, el tipo de unidad y las fechas de tu estancia.',
        'El precio cubre el uso de la unidad en las fechas reservadas. Los cargos que el resort haga directamente, como consumos adicionales, servicios opcionales, depósitos o impuestos locales no incluidos en el precio, los pagas tú directamente al resort.',
      ],
    },
    {
      heading: '2. Cancelaciones y reembolsos',
      items: [
        'Cancelación hasta 31 días antes de la llegada: reembolso total de lo pagado.',
        'Cancelación con 30 días o menos de anticipación a la llegada: se retiene el 75% del total cobrado y se reembolsa el 25%.',
        'No presentarte en la fecha de llegada cuenta como una cancelación con 30 días o menos de anticipación.',
      ],
      after: [
        'Para cancelar, escribe a {email} desde el correo electrónico que usaste para la reservación. Los reembolsos se hacen al medio de pago original; el tiempo que tarda el dinero en llegarte depende de tu banco o del emisor de tu tarjeta.',
      ],
    },
    {
      heading: '3. Entrada y salida',
      paragraphs: [
        'La entrada es a partir de las 3:00 p. m. y la salida es a las 11:00 a. m., hora local del resort. Al llegar, el resort puede pedirte una identificación oficial con fotografía y una tarjeta de crédito para cargos adicionales. La entrada anticipada o la salida tardía dependen del resort y pueden tener un costo.',
      ],
    },
    {
      heading: '4. Tus responsabilidades durante la estancia',
      paragraphs: ['Durante tu estancia te comprometes a:'],
      items: [
        'respetar la ocupación máxima de la unidad y el reglamento del resort, incluidas sus políticas sobre ruido, tabaco, mascotas y uso de las áreas comunes;',
        'usar con cuidado la unidad, sus muebles y su equipo, y dejarla en las mismas condiciones en que la recibiste;',
        'responder por la conducta de todas las personas que se hospeden contigo o te visiten.',
      ],
    },
    {
      heading: '5. Daños',
      paragraphs: [
        'Eres responsable de cualquier daño a la unidad, a su contenido o al resort que tú o las personas que se hospeden contigo causen durante tu estancia, más allá del desgaste normal por el uso. El resort o el propietario pueden cobrarte el costo razonable de la reparación o la reposición, así como cualquier limpieza fuera de lo habitual.',
      ],
    },
    {
      heading: '6. Sin seguro',
      paragraphs: [
        'Semana no ofrece ningún tipo de seguro: ni de viaje, ni de cancelación, ni de gastos médicos, ni de pertenencias personales, ni de responsabilidad civil. Te recomendamos contratar, antes de viajar, un seguro de viaje adecuado a tu viaje.',
      ],
    },
    {
      heading: '7. Papel y responsabilidad de Semana',
      paragraphs: [
        'Semana no es propietaria ni operadora del resort y no controla el estado de la unidad ni los servicios del resort. Si algo no está bien en la unidad, avísale de inmediato al resort para que lo resuelva y después avísanos a nosotros en {email}. Te ayudaremos de buena fe a tratar el asunto con el propietario y con el resort.',
        'En la medida en que la ley lo permita, la responsabilidad de Semana frente a ti se limita al importe que pagaste por la reservación.',
      ],
    },
    {
      heading: '8. Ley aplicable',
      paragraphs: [
        'Este acuerdo se rige por las leyes de los Estados Unidos Mexicanos. Cualquier controversia se someterá a los tribunales competentes del domicilio de {operatorName}, y las partes renuncian a cualquier otro fuero que pudiera corresponderles por razón de su domicilio presente o futuro.',
      ],
    },
    {
      heading: '9. Contacto',
      paragraphs: [
        'Antes y durante tu estancia puedes comunicarte con nosotros en {email} o por teléfono al {phone}.',
      ],
    },
  ],
};
