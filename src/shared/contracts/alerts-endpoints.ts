import {
  alertConfirmation,
  alertConfirmInput,
  alertConfirmQuery,
  alertLinkQuery,
  alertSubscription,
  alertSubscriptionChanged,
} from './alerts';
import { errorResponse } from './common';
import { endpoint } from './endpoint';

const errors = { '4xx': errorResponse } as const;

/**
 * The week alert's links: the confirmation (double opt-in, decision 039), and the unsubscribe, whose
 * signed link is the authentication (no account, no cookie). A GET only reads.
 */
export const alertsEndpoints = {
  confirmation: endpoint({
    method: 'GET',
    path: '/api/alerts/confirm',
    access: 'public',
    query: alertConfirmQuery,
    response: { 200: alertConfirmation, ...errors },
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/alerts/confirm',
    access: 'public',
    body: alertConfirmInput,
    response: { 200: alertConfirmation, ...errors },
  }),
  subscription: endpoint({
    method: 'GET',
    path: '/api/alerts/unsubscribe',
    access: 'public',
    query: alertLinkQuery,
    response: { 200: alertSubscription, ...errors },
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/alerts/unsubscribe',
    access: 'public',
    query: alertLinkQuery,
    response: { 200: alertSubscriptionChanged, ...errors },
  }),
  resubscribe: endpoint({
    method: 'POST',
    path: '/api/alerts/resubscribe',
    access: 'public',
    query: alertLinkQuery,
    response: { 200: alertSubscriptionChanged, ...errors },
  }),
};
