import type { adminAccountsMessages } from '../en/admin-accounts';

/** es-MX texts for the same keys as en/admin-accounts.ts (see docs/glossary.md). */
export const adminAccountsMessagesEs = {
  'adminAccounts.eyebrow': 'Equipo',
  'adminAccounts.lead':
    'Activa a los nuevos miembros y (desarrolladores) cambia roles o elimina cuentas. Las listas se actualizan cada pocos segundos.',
  'adminAccounts.searchLabel': 'Buscar cuentas',
  'adminAccounts.searchPlaceholder': 'Nombre, usuario o correo',
  'adminAccounts.pendingTitle': 'Pendientes de activación',
  'adminAccounts.pendingCount': '{count} pendientes',
  'adminAccounts.pendingEmpty': 'No hay cuentas en espera',
  'adminAccounts.pendingEmptyHint':
    'Las cuentas nuevas aparecen aquí hasta que se activan. Pagar una membresía las activa por sí solo.',
  'adminAccounts.activeTitle': 'Cuentas activas',
  'adminAccounts.activeEmpty': 'Aún no hay cuentas activas',
  'adminAccounts.activeEmptyHint': 'Las cuentas que actives aparecen aquí.',
  'adminAccounts.noMatch': 'Ninguna cuenta coincide con “{q}”',
  'adminAccounts.noMatchHint': 'Prueba con parte de un nombre, un usuario o un correo.',
  'adminAccounts.total': '{count} cuentas',
  'adminAccounts.totalOne': '1 cuenta',
  'adminAccounts.loadError': 'Error al cargar las cuentas: {message}',
  'adminAccounts.loadErrorHint': 'No se pudo cargar la lista. Se reintenta cada pocos segundos.',
  'adminAccounts.retry': 'Intentar de nuevo',
  'adminAccounts.you': 'Tú',
  'adminAccounts.joined': 'Se unió el {date}',
  'adminAccounts.role.user': 'Usuario',
  'adminAccounts.role.manager': 'Administrador',
  'adminAccounts.role.dev': 'Desarrollador',
  'adminAccounts.membership.none': 'Sin pagar',
  'adminAccounts.membership.paid': '{tier} · pagada el {date}',
  'adminAccounts.membership.test': 'Prueba',
  'adminAccounts.membership.testHint': 'Pagada con el procesador de prueba integrado: no se movió dinero.',
  'adminAccounts.activate': 'Activar',
  'adminAccounts.activateNamed': 'Activar a {name}',
  'adminAccounts.deactivate': 'Desactivar',
  'adminAccounts.deactivateNamed': 'Desactivar a {name}',
  'adminAccounts.cycleRole': 'Hacer {role}',
  'adminAccounts.cycleRoleNamed': 'Cambiar el rol de {name} de {from} a {to}',
  'adminAccounts.delete': 'Eliminar',
  'adminAccounts.deleteNamed': 'Eliminar a {name}',
  'adminAccounts.deleteQuestion':
    '¿Seguro que quieres eliminar la cuenta de {name}? Esta acción no se puede deshacer.',
  'adminAccounts.deleteDetail':
    'Sus sesiones terminan y se eliminan sus semanas, anuncios de propiedades, contratos y los mensajes de interés sobre sus anuncios. Los pagos se conservan para la contabilidad.',
  'adminAccounts.deleteConfirm': 'Eliminar cuenta',
  'adminAccounts.deleting': 'Eliminando…',
  'adminAccounts.cancel': 'Cancelar',
  'adminAccounts.roleQuestion': '¿Cambiar el rol de {name} a {role}?',
  'adminAccounts.roleDetail.user':
    'Pierde las pantallas del equipo y conserva sus propias semanas, anuncios y contratos.',
  'adminAccounts.roleDetail.manager':
    'Los administradores activan miembros, editan todos los contratos y administran resorts, tipos de unidad y tipos de contrato.',
  'adminAccounts.roleDetail.dev':
    'Los desarrolladores pueden hacer todo lo que hace un administrador y, además, cambiar roles y eliminar cualquier cuenta, anuncio, semana o contrato.',
  'adminAccounts.roleConfirm': 'Cambiar rol',
  'adminAccounts.roleChanging': 'Cambiando…',
  'adminAccounts.deactivateQuestion': '¿Desactivar la cuenta de {name}?',
  'adminAccounts.deactivateDetail':
    'Podrá iniciar sesión, pero no publicar semanas, propiedades ni contratos hasta que la cuenta se active de nuevo.',
  'adminAccounts.deactivateDetailStaff':
    'Con el rol de {role} conserva las pantallas del equipo aunque esté desactivada; para quitárselas, cambia su rol a Usuario.',
  'adminAccounts.deactivateConfirm': 'Desactivar cuenta',
  'adminAccounts.activationUpdated': 'El estado de activación del usuario se actualizó',
  'adminAccounts.activationFailed': 'No se pudo actualizar el estado de activación',
  'adminAccounts.roleUpdated': 'El rol del usuario se actualizó',
  'adminAccounts.roleFailed': 'No se pudo actualizar el rol',
  'adminAccounts.deleted': 'Usuario eliminado',
  'adminAccounts.deleteFailed': 'No se pudo eliminar al usuario',
  'adminAccounts.success': 'Listo',
} as const satisfies Record<keyof typeof adminAccountsMessages, string>;
