import type { accountMessages } from '../en/account';

/** es-MX texts for the same keys as en/account.ts (see docs/glossary.md). */
export const accountMessagesEs = {
  'account.forgotLink': '¿Olvidaste tu contraseña?',
  'account.checkEmailTitle': 'Revisa tu correo',
  'account.checkEmailBody':
    'Si esta dirección se puede usar, enviamos a {email} un mensaje que te dice cómo continuar. Puede tardar un minuto en llegar.',
  'account.backToSignIn': 'Volver a iniciar sesión',
  'account.signIn': 'Iniciar sesión',
  'account.email': 'Correo electrónico',
  'account.tryAgain': 'Intentar de nuevo',

  'account.forgot.title': '¿Olvidaste tu contraseña?',
  'account.forgot.lead':
    'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
  'account.forgot.submit': 'Enviar el enlace',
  'account.forgot.pending': 'Enviando…',
  'account.forgot.sentTitle': 'Revisa tu correo',
  'account.forgot.sentBody':
    'Si alguna cuenta usa {email}, va en camino un enlace para elegir una contraseña nueva. Funciona una sola vez, durante 30 minutos.',
  'account.forgot.failed': 'No se pudo enviar el enlace',

  'account.reset.title': 'Elige una contraseña nueva',
  'account.reset.lead':
    'Tu nueva contraseña cierra tu sesión en todos los dispositivos; vuelve a entrar con ella.',
  'account.reset.password': 'Contraseña nueva',
  'account.reset.confirm': 'Repite la contraseña nueva',
  'account.reset.submit': 'Guardar la contraseña nueva',
  'account.reset.pending': 'Guardando…',
  'account.reset.doneTitle': 'Tu contraseña se cambió',
  'account.reset.doneBody': 'Inicia sesión con tu contraseña nueva.',
  'account.reset.failed': 'La contraseña no se cambió',
  'account.reset.missingTitle': 'Este enlace está incompleto',
  'account.reset.missingBody': 'Abre de nuevo el enlace del correo o pide uno nuevo.',
  'account.reset.askAgain': 'Pedir un enlace nuevo',

  'account.confirmEmail.title': 'Confirma tu nuevo correo',
  'account.confirmEmail.pending': 'Confirmando tu nuevo correo…',
  'account.confirmEmail.doneTitle': 'Tu correo se cambió',
  'account.confirmEmail.doneBody': 'Tu cuenta ahora usa {email}.',
  'account.confirmEmail.failedTitle': 'El correo no se cambió',
  'account.confirmEmail.toSettings': 'Ir a Configuración de la cuenta',

  'account.settings.title': 'Configuración de la cuenta',
  'account.settings.lead': 'Tu nombre, tu correo y tu contraseña, y cerrar tu cuenta.',
  'account.settings.signedInAs': 'Sesión iniciada como {username}',
  'account.currentPassword': 'Contraseña actual',

  'account.profile.title': 'Perfil',
  'account.profile.lead': 'El nombre que aparece en tu cuenta y en los correos que te enviamos.',
  'account.profile.firstName': 'Nombre',
  'account.profile.lastName': 'Apellido',
  'account.profile.submit': 'Guardar nombre',
  'account.profile.pending': 'Guardando…',
  'account.profile.saved': 'Tu nombre se guardó',
  'account.profile.failed': 'Tu nombre no se guardó',

  'account.emailSection.title': 'Correo electrónico',
  'account.emailSection.current': 'Tu cuenta usa {email}.',
  'account.emailSection.lead':
    'Enviamos un enlace a la nueva dirección; el cambio se hace cuando lo abres. Mientras tanto tu cuenta conserva su correo actual.',
  'account.emailSection.newEmail': 'Correo nuevo',
  'account.emailSection.submit': 'Enviar enlace de confirmación',
  'account.emailSection.pending': 'Enviando…',
  'account.emailSection.sentTitle': 'Revisa tu nuevo correo',
  'account.emailSection.sentBody':
    'Enviamos un enlace de confirmación a {email}. Ábrelo en las próximas 24 horas para terminar.',
  'account.emailSection.failed': 'No se envió el enlace de confirmación',

  'account.password.title': 'Contraseña',
  'account.password.lead':
    'Cambiar tu contraseña cierra tu sesión en tus otros dispositivos; en este sigues dentro.',
  'account.password.new': 'Contraseña nueva',
  'account.password.confirm': 'Repite la contraseña nueva',
  'account.password.hint': 'Al menos 8 caracteres.',
  'account.password.submit': 'Cambiar contraseña',
  'account.password.pending': 'Cambiando…',
  'account.password.saved': 'Tu contraseña se cambió',
  'account.password.savedBody': 'Se cerró la sesión en tus otros dispositivos.',
  'account.password.failed': 'La contraseña no se cambió',

  'account.delete.title': 'Eliminar cuenta',
  'account.delete.lead':
    'Eliminar tu cuenta la borra junto con tus semanas, tus anuncios de propiedades con sus fotos y tus contratos. No se puede deshacer.',
  'account.delete.open': 'Eliminar mi cuenta',
  'account.delete.dialogTitle': '¿Eliminar tu cuenta?',
  'account.delete.dialogBody':
    'Tu cuenta, semanas, anuncios de propiedades, fotos y contratos se borran para siempre. Escribe tu contraseña para confirmar.',
  'account.delete.confirm': 'Eliminar mi cuenta para siempre',
  'account.delete.pending': 'Eliminando…',
  'account.delete.cancel': 'Cancelar',
  'account.delete.failed': 'Tu cuenta no se eliminó',
  'account.delete.done': 'Tu cuenta se eliminó',
} as const satisfies Record<keyof typeof accountMessages, string>;
