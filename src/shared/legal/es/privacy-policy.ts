import type { LegalDocument } from '#src/shared/legal/types.ts';

/** es-MX text of the Privacy Policy (Aviso de privacidad); the Spanish text governs in Mexico. */
export const privacyPolicyEs: LegalDocument = {
  title: 'Aviso de privacidad',
  lastUpdated: '21 de noviembre de 2026',
  intro: [
    'Este Aviso de privacidad explica qué datos personales recaba {operatorName} (“Semana” o “nosotros”), una empresa constituida en México con domicilio social en {operatorAddress}, cuando usas el sitio web y los servicios de Semana, para qué los usamos, con quién los compartimos y qué derechos tienes sobre ellos.',
    'Tratamos los datos personales de conformidad con la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y su Reglamento. Semana es la responsable de tus datos personales.',
    'Este documento se publica en español y en inglés. En México, la versión en español es la que rige; la versión en inglés se ofrece como cortesía.',
  ],
  sections: [
    {
      heading: '1. Los datos que recabamos',
      paragraphs: ['Según cómo uses la Plataforma, recabamos:'],
      items: [
        'Datos de identificación y contacto: tu nombre, correo electrónico, número de teléfono y domicilio postal.',
        'Datos de la cuenta: tu nombre de usuario y tu contraseña. Las contraseñas se guardan únicamente como un hash criptográfico irreversible que no podemos leer.',
        'Datos de pago: los datos necesarios para procesar un pago, como el nombre que aparece en la tarjeta, la dirección de facturación y los últimos dígitos de la tarjeta. Los números completos de tarjeta los maneja nuestro procesador de pagos y Semana nunca los guarda.',
        'Datos de anuncios y contratos: las semanas, propiedades, contratos, fotos y descripciones que capturas, y los mensajes que envías a otros usuarios a través de la Plataforma.',
        'Datos de uso y cookies: las páginas que visitas, las acciones que realizas, tu navegador y tipo de dispositivo, tu dirección IP y la fecha y hora de tus visitas.',
      ],
    },
    {
      heading: '2. Para qué los usamos',
      items: [
        'Para crear y administrar tu cuenta, y para mantener tu sesión iniciada de forma segura.',
        'Para publicar tus anuncios y promocionarlos en la Plataforma y en sitios de renta de terceros.',
        'Para poner en contacto a propietarios, huéspedes y compradores cuando alguien muestra interés en un anuncio o hace una solicitud de semana y, cuando haces una solicitud de semana, para avisarte por correo electrónico cuando se publique una semana que coincida (cada uno de esos correos te permite dejar de recibirlos con un solo clic).',
        'Para procesar pagos, reembolsos y comisiones, y para llevar los registros contables y fiscales que exige la ley.',
        'Para responder tus preguntas y enviarte mensajes sobre tu cuenta, tus anuncios y los cambios en nuestros términos.',
        'Para mantener la Plataforma segura, prevenir fraudes y abusos, y entender cómo se usa para poder mejorarla.',
      ],
      after: [
        'Tratamos tus datos porque es necesario para prestarte los servicios que solicitaste, para cumplir nuestras obligaciones legales o, cuando así se requiere, con tu consentimiento. Solo te enviamos mensajes publicitarios si aceptaste recibirlos, y cada uno de ellos te permite dejar de recibirlos.',
      ],
    },
    {
      heading: '3. Uso de cookies',
      paragraphs: [
        'Usamos una cookie de sesión estrictamente necesaria para mantener tu sesión iniciada, y cookies o tecnologías similares que registran datos de uso para que podamos medir y mejorar la Plataforma y nuestras campañas de mercadotecnia. Puedes bloquear o borrar las cookies desde la configuración de tu navegador; si bloqueas la cookie de sesión, no podrás iniciar sesión.',
      ],
    },
    {
      heading: '4. Con quién los compartimos',
      paragraphs: ['No vendemos tus datos personales. Solo los compartimos con:'],
      items: [
        'Procesadores de pagos, para realizar cobros y reembolsos de forma segura.',
        'Anunciantes y plataformas de renta, para publicar y promocionar tus anuncios y para medir nuestras campañas de mercadotecnia.',
        'Proveedores de tecnología que alojan la Plataforma, almacenan sus datos, envían sus correos electrónicos y la mantienen segura, mediante contratos que los obligan a proteger tus datos y a usarlos únicamente conforme a nuestras instrucciones.',
        'Otros usuarios, en la medida necesaria para una operación que tú inicies. Cuando muestras interés en una semana o en una propiedad, enviamos tu correo electrónico y tu mensaje de interés al propietario de ese anuncio, por correo electrónico y en su panel, para que pueda responderte directamente.',
        'Autoridades, cuando la ley nos lo exige o para proteger nuestros derechos y la seguridad de nuestros usuarios.',
      ],
      after: [
        'Algunos de estos proveedores pueden tratar datos fuera de México. Cuando lo hacen, nos aseguramos de que tus datos mantengan un nivel de protección equivalente al que se describe en este aviso.',
      ],
    },
    {
      heading: '5. Cuánto tiempo los conservamos',
      paragraphs: [
        'Conservamos tus datos mientras tu cuenta esté abierta y, después, solo durante el tiempo necesario para cumplir obligaciones legales, fiscales y contables, resolver controversias o hacer valer nuestros acuerdos. Los datos que ya no necesitamos se eliminan o se anonimizan.',
      ],
    },
    {
      heading: '6. Tus derechos',
      paragraphs: [
        'Puedes acceder a los datos personales que tenemos sobre ti, rectificarlos o actualizarlos, pedirnos que los cancelemos y oponerte a su uso o limitarlo para fines concretos (tus derechos ARCO conforme a la legislación mexicana). También puedes revocar cualquier consentimiento que nos hayas otorgado. Tú mismo puedes cambiar tu nombre, tu correo electrónico y tu contraseña, y eliminar tu cuenta junto con sus anuncios, contratos y fotos, desde la configuración de tu cuenta.',
        'Para ejercer estos derechos o hacer cualquier pregunta sobre tus datos, comunícate con soporte en {email}. Indícanos tu nombre, el correo electrónico de tu cuenta y lo que solicitas. Te responderemos dentro de los plazos que establece la ley, y es posible que antes te pidamos confirmar tu identidad.',
      ],
    },
    {
      heading: '7. Seguridad',
      paragraphs: [
        'Protegemos tus datos con medidas administrativas, técnicas y físicas adecuadas a su sensibilidad, como conexiones cifradas, contraseñas guardadas como hash y acceso restringido para nuestro personal. Ningún sistema es completamente seguro; si una vulneración afecta tus datos de forma significativa, te lo informaremos sin demora injustificada.',
      ],
    },
    {
      heading: '8. Menores de edad',
      paragraphs: [
        'La Plataforma no está dirigida a menores de 18 años, y no recabamos sus datos a sabiendas. Si crees que un menor nos ha proporcionado datos personales, escríbenos a {email} y los eliminaremos.',
      ],
    },
    {
      heading: '9. Cambios a este aviso',
      paragraphs: [
        'Podemos actualizar este Aviso de privacidad. La versión vigente siempre se publica en esta página con su fecha, y avisaremos por correo electrónico a los usuarios registrados de los cambios importantes.',
      ],
    },
    {
      heading: '10. Contacto',
      paragraphs: [
        'Para cualquier asunto relacionado con tu privacidad, escribe a {email}, llama al {phone} o envía correspondencia a {operatorName} en {operatorAddress}.',
      ],
    },
  ],
};
