import type { Role } from '../../../../shared/constants';
import type { AdminUser } from '../../../../shared/contracts/accounts';
import { t } from '../../../i18n';

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
