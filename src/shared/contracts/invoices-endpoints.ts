import { z } from 'zod';
import { STAFF_ACCESS } from '../permissions';
import { errorResponse } from './common';
import { endpoint } from './endpoint';
import {
  invoiceFileParams,
  invoiceMonth,
  invoiceRequest,
  invoiceSummary,
  myInvoices,
  staffInvoiceMonth,
} from './invoices';

const errors = { '4xx': errorResponse, '5xx': errorResponse };

/**
 * CFDI invoices (decision 065): a person's own, asked within the month of payment, their PDF and
 * XML as downloads, and the staff's month with its global invoice. Without FACTURAPI_KEY the
 * requests answer 503 and the reads say invoicing is off.
 */
export const invoicesEndpoints = {
  getInvoices: endpoint({
    method: 'GET',
    path: '/api/invoices',
    access: 'signedIn',
    response: { 200: myInvoices, ...errors },
  }),
  postInvoices: endpoint({
    method: 'POST',
    path: '/api/invoices',
    access: 'signedIn',
    body: invoiceRequest,
    response: { 201: invoiceSummary, ...errors },
  }),
  /** The stamped PDF or XML, as a download: its receiver and staff; anyone else gets 404. */
  getInvoicesFile: endpoint({
    method: 'GET',
    path: '/api/invoices/:id/files/:format',
    access: 'signedIn',
    params: invoiceFileParams,
    // The body is the file's bytes (application/pdf or application/xml), not JSON.
    response: { 200: z.unknown(), ...errors },
  }),
  getStaffInvoices: endpoint({
    method: 'GET',
    path: '/api/staff/invoices',
    access: STAFF_ACCESS.issueInvoices,
    query: invoiceMonth,
    response: { 200: staffInvoiceMonth, ...errors },
  }),
  /** The month's global invoice (público en general) for every payment and commission not invoiced to a person. */
  postStaffInvoicesGlobal: endpoint({
    method: 'POST',
    path: '/api/staff/invoices/global',
    access: STAFF_ACCESS.issueInvoices,
    body: invoiceMonth,
    response: { 201: invoiceSummary, ...errors },
  }),
};
