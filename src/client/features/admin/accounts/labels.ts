import { t } from '#src/client/i18n/index.ts';
import type { Role } from '#src/shared/constants.ts';
import type { AdminUser } from '#src/shared/contracts/accounts.ts';

export const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName'>) =>
  `${u.firstName} ${u.lastName}`.trim();

export function roleLabel(role: Role): string {
  switch (role) {
    case 'user':
      return t('adminAccounts.role.user');
    case 'manager':
      return t('adminAccounts.role.manager');
    case 'dev':
      return t('adminAccounts.role.dev');
  }
}
