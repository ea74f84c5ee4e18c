import { USER_ADMIN_ACCESS } from '../permissions';
import {
  accountDeleteInput,
  checkEmailResponse,
  emailChangeInput,
  emailConfirmedResponse,
  emailConfirmInput,
  localeInput,
  passwordChangeInput,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  profileInput,
} from './account-settings';
import {
  activationInput,
  loginInput,
  publicUser,
  registerInput,
  roleInput,
  usersQuery,
  usersResponse,
} from './accounts';
import { errorResponse, idParam, okResponse } from './common';
import { endpoint } from './endpoint';

const errors = { '4xx': errorResponse } as const;

/** Registration, sessions, the person's own account, and the staff's accounts API. */
export const accountsEndpoints = {
  postRegister: endpoint({
    method: 'POST',
    path: '/api/register',
    access: 'public',
    body: registerInput,
    response: { 201: publicUser, 202: checkEmailResponse, ...errors },
  }),
  postLogin: endpoint({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    body: loginInput,
    response: { 200: publicUser, ...errors },
  }),
  postLogout: endpoint({
    method: 'POST',
    path: '/api/logout',
    access: 'public',
    response: { 200: okResponse },
  }),
  getUser: endpoint({
    method: 'GET',
    path: '/api/user',
    access: 'signedIn',
    response: { 200: publicUser, ...errors },
  }),
  postPasswordReset: endpoint({
    method: 'POST',
    path: '/api/password-reset',
    access: 'public',
    body: passwordResetRequestInput,
    response: { 200: okResponse, ...errors },
  }),
  postPasswordResetConfirm: endpoint({
    method: 'POST',
    path: '/api/password-reset/confirm',
    access: 'public',
    body: passwordResetConfirmInput,
    response: { 200: okResponse, ...errors },
  }),
  patchAccount: endpoint({
    method: 'PATCH',
    path: '/api/account',
    access: 'signedIn',
    body: profileInput,
    response: { 200: publicUser, ...errors },
  }),
  putAccountLocale: endpoint({
    method: 'PUT',
    path: '/api/account/locale',
    access: 'signedIn',
    body: localeInput,
    response: { 200: localeInput, ...errors },
  }),
  postAccountEmail: endpoint({
    method: 'POST',
    path: '/api/account/email',
    access: 'signedIn',
    body: emailChangeInput,
    response: { 200: okResponse, ...errors },
  }),
  // Public: the link may be opened on another device than the one signed in; the token names the account.
  postAccountEmailConfirm: endpoint({
    method: 'POST',
    path: '/api/account/email/confirm',
    access: 'public',
    body: emailConfirmInput,
    response: { 200: emailConfirmedResponse, ...errors },
  }),
  postAccountPassword: endpoint({
    method: 'POST',
    path: '/api/account/password',
    access: 'signedIn',
    body: passwordChangeInput,
    response: { 200: okResponse, ...errors },
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/account',
    access: 'signedIn',
    body: accountDeleteInput,
    response: { 200: okResponse, ...errors },
  }),
  // The staff's accounts screen polls the list (an unchanged answer is a bodiless 304).
  getUsers: endpoint({
    method: 'GET',
    path: '/api/users',
    access: USER_ADMIN_ACCESS.list,
    query: usersQuery,
    response: { 200: usersResponse, ...errors },
  }),
  patchUsersByIdActivation: endpoint({
    method: 'PATCH',
    path: '/api/users/:id/activation',
    access: USER_ADMIN_ACCESS.activate,
    params: idParam,
    body: activationInput,
    response: { 200: publicUser, ...errors },
  }),
  patchUsersByIdRole: endpoint({
    method: 'PATCH',
    path: '/api/users/:id/role',
    access: USER_ADMIN_ACCESS.setRole,
    params: idParam,
    body: roleInput,
    response: { 200: publicUser, ...errors },
  }),
  deleteUsersById: endpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    access: USER_ADMIN_ACCESS.remove,
    params: idParam,
    response: { 200: okResponse, ...errors },
  }),
};
