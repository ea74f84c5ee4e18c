import type { LegalDocument } from '#src/shared/legal/types.ts';

/** es-MX text of the Terms of Service; the Spanish text governs in Mexico. */
export const termsOfServiceEs: LegalDocument = {
  title: 'Términos de servicio',
  lastUpdated: '28 de noviembre de 2026',
  intro: [
    'Estos Términos de servicio (los “Términos”) regulan el uso que haces del sitio web y de los servicios de Semana (la “Plataforma”), operados por {operatorName} (“Semana” o “nosotros”), una empresa constituida en México con domicilio social en {operatorAddress}.',
    'Al crear una cuenta, publicar una semana o una propiedad, mostrar interés en un anuncio o pagar una membresía o una reservación a través de la Plataforma, aceptas estos Términos y nuestro Aviso de privacidad y, cuando reservas una estancia, nuestro Acuerdo del huésped. Si no estás de acuerdo, no uses la Plataforma.',
    'Este documento se publica en español y en inglés. En México, la versión en español es la que rige; la versión en inglés se ofrece como cortesía.',
  ],
  sections: [
    {
      heading: '1. Qué hace Semana',
      paragraphs: [
        'Semana es un mercado en línea en el que los propietarios de semanas de tiempo compartido en resorts de México ofrecen sus semanas en renta y publican sus propiedades en venta, y en el que los visitantes consultan esas ofertas y se ponen en contacto con los propietarios.',
        'Semana es un mercado entre propietarios. No somos un resort, un hotel, un desarrollador, una agencia de viajes ni un corredor inmobiliario, y no somos parte del contrato de tiempo compartido celebrado entre un propietario y un resort. Los propietarios tratan directamente entre sí y con los huéspedes, sin intervención del hotel.',
      ],
    },
    {
      heading: '2. Tu cuenta',
      paragraphs: [
        'Para abrir una cuenta debes tener al menos 18 años y capacidad legal para celebrar un contrato vinculante. La información que nos proporciones (nombre, correo electrónico y cualquier otro dato) debe ser verdadera y completa, y debes mantenerla actualizada.',
        'Eres responsable de mantener tu contraseña en secreto y de todo lo que se haga desde tu cuenta. Si crees que otra persona la ha usado, avísanos de inmediato en {email}.',
        'Las cuentas nuevas se crean inactivas. Una cuenta se activa en cuanto se confirma el pago de su membresía, o cuando nuestro equipo la activa; solo las cuentas activas pueden publicar semanas, publicar propiedades y registrar contratos. Podemos suspender o cerrar una cuenta que incumpla estos Términos o que tengamos motivos razonables para creer que se usa de forma fraudulenta.',
      ],
    },
    {
      heading: '3. Anuncios',
      paragraphs: ['Al publicar una semana o una propiedad, confirmas que:'],
      items: [
        'eres el propietario de la semana o de la propiedad, o cuentas con la autorización de su propietario para rentarla o venderla;',
        'el resort, el tipo de unidad, las fechas, el código de reservación, el precio y la descripción que indicas son exactos y completos;',
        'las fotos que subes son tuyas o tienes derecho a publicarlas, y muestran la propiedad real;',
        'la semana está disponible para que la use un huésped en las fechas publicadas, y respetarás cualquier reservación que se haga para ella.',
      ],
      after: [
        'Podemos revisar cualquier anuncio, ajustar su formato, rechazarlo o retirarlo si es inexacto o ilícito, o si incumple estos Términos. Los anuncios pueden mostrarse al público sin tus datos de contacto; las personas interesadas se comunican contigo a través de la Plataforma.',
      ],
    },
    {
      heading: '4. Mercadotecnia y promoción de tus anuncios',
      paragraphs: [
        'Tu cuota de inscripción financia campañas de mercadotecnia para tus anuncios en las principales plataformas de renta. Nos autorizas a promocionar tus anuncios en sitios de renta de terceros y a compartir con esos sitios los datos y las fotos necesarios para publicarlos.',
        'Los sitios de terceros aplican sus propios términos, y no controlamos cómo muestran ni cómo ordenan los anuncios. No garantizamos que una semana se rente ni que una propiedad se venda, ni tampoco ningún precio o ingreso.',
      ],
    },
    {
      heading: '5. Cuotas y comisión',
      paragraphs: [
        'Las cuotas de membresía y de inscripción, junto con los servicios que incluye cada plan, se te muestran antes de pagar. Cuando una de tus semanas se reserva a través de la Plataforma o de nuestros canales de mercadotecnia, Semana cobra una comisión del 25% de la utilidad neta de cada reservación, calculada después de descontar el costo de la reservación o la cuota de uso de esa semana.',
        'Ninguna cuota es reembolsable, ni siquiera cuando una semana no se renta o una propiedad no se vende, salvo que la ley aplicable disponga otra cosa. Los precios se expresan en dólares estadounidenses, salvo que la página de pago indique otra cosa, e incluyen los impuestos que estamos obligados a cobrar.',
      ],
    },
    {
      heading: '6. Pagos',
      paragraphs: [
        'Los pagos los procesan procesadores de pagos externos. Semana no guarda el número completo de tu tarjeta. Al pagar, aceptas también los términos del procesador de pagos y confirmas que estás autorizado para usar el medio de pago que proporcionas.',
      ],
    },
    {
      heading: '7. Reservaciones y cancelaciones',
      paragraphs: [
        'El huésped paga el importe total de la reservación en el momento de reservar. Si el huésped cancela hasta 31 días antes de la llegada, se le reembolsa íntegramente lo pagado. Si cancela con 30 días o menos de anticipación a la llegada, se retiene el 75% del total cobrado y se le reembolsa el 25%.',
        'La entrada es a partir de las 3:00 p. m. y la salida es a las 11:00 a. m., hora local del resort. La estancia en sí se rige por nuestro Acuerdo del huésped y por el reglamento del resort.',
      ],
    },
    {
      heading: '8. Ventas entre propietarios',
      paragraphs: [
        'La venta de una propiedad se acuerda y se formaliza directamente entre el vendedor y el comprador. Cada uno es responsable de revisar el contrato, la titularidad, las cuotas adeudadas al resort y los requisitos de traspaso del resort antes de pagar o firmar. Semana no recibe ni resguarda el dinero de la compraventa y no garantiza ninguna venta.',
      ],
    },
    {
      heading: '9. Uso aceptable',
      paragraphs: ['Al usar la Plataforma no debes:'],
      items: [
        'publicar anuncios falsos, engañosos o duplicados, ni ofrecer una semana o una propiedad que no tengas derecho a ofrecer;',
        'usar la Plataforma para enviar spam, acosar a otras personas o recopilar sus datos personales;',
        'copiar, extraer de forma masiva o revender el contenido de la Plataforma, ni acceder a ella por medios automatizados sin nuestro permiso por escrito;',
        'interferir con la seguridad o el funcionamiento de la Plataforma, ni intentar acceder a cuentas o datos que no sean tuyos.',
      ],
    },
    {
      heading: '10. Propiedad intelectual',
      paragraphs: [
        'La Plataforma, su diseño, textos, logotipos y software pertenecen a Semana o a sus licenciantes. Tú conservas los derechos sobre el contenido que subes y otorgas a Semana una licencia no exclusiva, mundial y gratuita para alojarlo, reproducirlo, adaptarlo y publicarlo, en la Plataforma y en sitios de renta de terceros, mientras el anuncio esté activo y durante un plazo razonable después.',
      ],
    },
    {
      heading: '11. Exclusión de garantías y limitación de responsabilidad',
      paragraphs: [
        'La Plataforma se ofrece “tal cual”. Semana no es dueña de los resorts ni de las unidades anunciadas, ni los inspecciona o administra, y no es responsable del estado de una unidad, de los servicios de un resort ni de lo que hagan o dejen de hacer los propietarios, los huéspedes y los compradores.',
        'En la medida en que la ley lo permita, Semana no responde por daños indirectos o consecuenciales, lucro cesante ni reservaciones perdidas, y nuestra responsabilidad total por cualquier reclamación relacionada con la Plataforma se limita a las cuotas que hayas pagado a Semana en los doce meses anteriores a la reclamación. Nada en estos Términos limita una responsabilidad que no pueda limitarse conforme a la legislación mexicana.',
      ],
    },
    {
      heading: '12. Cambios a estos Términos',
      paragraphs: [
        'Podemos actualizar estos Términos para reflejar cambios en la ley o en nuestros servicios. Publicaremos la nueva versión en esta página con su fecha y, si los cambios son importantes, lo avisaremos por correo electrónico a los usuarios registrados antes de que entren en vigor. Si sigues usando la Plataforma después de esa fecha, aceptas los Términos actualizados.',
      ],
    },
    {
      heading: '13. Ley aplicable y jurisdicción',
      paragraphs: [
        'Estos Términos se rigen por las leyes de los Estados Unidos Mexicanos. Cualquier controversia derivada de ellos o del uso de la Plataforma se someterá a los tribunales competentes del domicilio de {operatorName}, y las partes renuncian a cualquier otro fuero que pudiera corresponderles por razón de su domicilio presente o futuro.',
      ],
    },
    {
      heading: '14. Contacto',
      paragraphs: [
        'Puedes enviar tus preguntas sobre estos Términos a {email} o hacerlas por teléfono al {phone}. También puedes enviar correspondencia a {operatorName} en {operatorAddress}.',
      ],
    },
  ],
};
