import { errorResponse } from './common';
import { endpoint } from './endpoint';
import {
  exchangeRateInput,
  exchangeRateResponse,
  healthResponse,
  healthUnavailableResponse,
  siteConfigResponse,
} from './system';

/** Public configuration, health, and the exchange rate the staff set. */
export const systemEndpoints = {
  config: endpoint({
    method: 'GET',
    path: '/api/config',
    access: 'public',
    response: { 200: siteConfigResponse },
  }),
  setExchangeRate: endpoint({
    method: 'PUT',
    path: '/api/exchange-rate',
    access: 'manager',
    body: exchangeRateInput,
    response: { 200: exchangeRateResponse, '4xx': errorResponse },
  }),
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    response: { 200: healthResponse, 503: healthUnavailableResponse },
  }),
};
