import { STAFF_ACCESS } from '../permissions';
import { errorResponse, idParam } from './common';
import { endpoint } from './endpoint';
import {
  reasonInput,
  staffBookingPage,
  staffBookingsQuery,
  staffBookingsSummary,
  staffBookingsSummaryQuery,
  staffBookingView,
  staffRefundInput,
} from './staff-bookings';

const errors = { '4xx': errorResponse, '5xx': errorResponse };

/**
 * The staff's Bookings section on both dashboards: every booking, one with its ledger, the counts,
 * and the decisions on the money of a booking on hold (decision 056).
 */
export const staffBookingsEndpoints = {
  getStaffBookings: endpoint({
    method: 'GET',
    path: '/api/staff/bookings',
    access: STAFF_ACCESS.listBookings,
    query: staffBookingsQuery,
    response: { 200: staffBookingPage, ...errors },
  }),
  getStaffBookingsSummary: endpoint({
    method: 'GET',
    path: '/api/staff/bookings/summary',
    access: STAFF_ACCESS.listBookings,
    query: staffBookingsSummaryQuery,
    response: { 200: staffBookingsSummary, ...errors },
  }),
  getStaffBookingsById: endpoint({
    method: 'GET',
    path: '/api/staff/bookings/:id',
    access: STAFF_ACCESS.listBookings,
    params: idParam,
    response: { 200: staffBookingView, ...errors },
  }),
  postStaffBookingsHold: endpoint({
    method: 'POST',
    path: '/api/staff/bookings/:id/hold',
    access: STAFF_ACCESS.decideBookings,
    params: idParam,
    body: reasonInput,
    response: { 200: staffBookingView, ...errors },
  }),
  postStaffBookingsRelease: endpoint({
    method: 'POST',
    path: '/api/staff/bookings/:id/release',
    access: STAFF_ACCESS.decideBookings,
    params: idParam,
    body: reasonInput,
    response: { 200: staffBookingView, ...errors },
  }),
  postStaffBookingsRefund: endpoint({
    method: 'POST',
    path: '/api/staff/bookings/:id/refund',
    access: STAFF_ACCESS.decideBookings,
    params: idParam,
    body: staffRefundInput,
    response: { 200: staffBookingView, ...errors },
  }),
};
