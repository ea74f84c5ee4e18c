import { z } from 'zod';
import {
  bookingDetail,
  bookingPage,
  bookingQuote,
  bookingQuoteQuery,
  cancellationQuote,
  createBookingInput,
  createBookingResponse,
  openedPayoutAccount,
  ownerRecord,
  payoutAccount,
  reportProblemInput,
  tripsQuery,
} from './bookings';
import { errorResponse, idParam } from './common';
import { endpoint } from './endpoint';

const errors = { '4xx': errorResponse, '5xx': errorResponse };

/** Bookings of weeks, paid on the site and held until after check-in (decision 056). */
export const bookingsEndpoints = {
  postBookings: endpoint({
    method: 'POST',
    path: '/api/bookings',
    access: 'signedIn',
    body: createBookingInput,
    response: { 201: createBookingResponse, ...errors },
  }),
  getBookingsQuote: endpoint({
    method: 'GET',
    path: '/api/bookings/quote',
    access: 'signedIn',
    query: bookingQuoteQuery,
    response: { 200: bookingQuote, ...errors },
  }),
  getBookingsMine: endpoint({
    method: 'GET',
    path: '/api/bookings/mine',
    access: 'signedIn',
    query: tripsQuery,
    response: { 200: bookingPage, ...errors },
  }),
  getBookingsOwner: endpoint({
    method: 'GET',
    path: '/api/bookings/owner',
    access: 'signedIn',
    query: tripsQuery,
    response: { 200: bookingPage, ...errors },
  }),
  getBookingsOwnerRecord: endpoint({
    method: 'GET',
    path: '/api/bookings/owner/record',
    access: 'signedIn',
    response: { 200: ownerRecord, ...errors },
  }),
  getBookingsById: endpoint({
    method: 'GET',
    path: '/api/bookings/:id',
    access: 'signedIn',
    params: idParam,
    response: { 200: bookingDetail, ...errors },
  }),
  postBookingsCancel: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/cancel',
    access: 'signedIn',
    params: idParam,
    response: { 200: bookingDetail, ...errors },
  }),
  postBookingsAccept: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/accept',
    access: 'signedIn',
    params: idParam,
    response: { 200: bookingDetail, ...errors },
  }),
  postBookingsDecline: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/decline',
    access: 'signedIn',
    params: idParam,
    response: { 200: bookingDetail, ...errors },
  }),
  postBookingsConfirmation: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/confirmation',
    access: 'signedIn',
    params: idParam,
    response: { 200: bookingDetail, ...errors },
  }),
  /** The file itself (PDF or JPEG), as a download: only for the booking's guest, owner and staff. */
  getBookingsConfirmation: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/confirmation',
    access: 'signedIn',
    params: idParam,
    // The body is the file's bytes (application/pdf or image/jpeg), not JSON.
    response: { 200: z.unknown(), ...errors },
  }),
  postBookingsReport: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/report',
    access: 'signedIn',
    params: idParam,
    body: reportProblemInput,
    response: { 200: bookingDetail, ...errors },
  }),
  getBookingsCancellation: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/cancellation',
    access: 'signedIn',
    params: idParam,
    response: { 200: cancellationQuote, ...errors },
  }),
  getPayoutsAccount: endpoint({
    method: 'GET',
    path: '/api/payouts/account',
    access: 'signedIn',
    response: { 200: payoutAccount, ...errors },
  }),
  postPayoutsAccount: endpoint({
    method: 'POST',
    path: '/api/payouts/account',
    access: 'signedIn',
    response: { 200: openedPayoutAccount, ...errors },
  }),
};
