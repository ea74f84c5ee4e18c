import type { Locale } from '#src/server/lib/locale.ts';
import type { BookingStatus } from '#src/shared/bookings/process.ts';
import type { CalendarFeedKind } from '#src/shared/contracts/calendar.ts';
import { bookingsMessages } from '#src/shared/i18n/en/bookings.ts';
import { bookingsMessagesEs } from '#src/shared/i18n/es/bookings.ts';

/** What a listed week is, as its owner's calendar says it. */
export type WeekState = 'onOffer' | 'held' | 'booked' | 'hidden' | 'offOffer';

export interface FeedTexts {
  calendarName: Record<CalendarFeedKind, string>;
  calendarDescription: Record<CalendarFeedKind, string>;
  weekState: Record<WeekState, string>;
  /** A week's title: `Villa del Arco, One-bedroom suite · On offer`. */
  weekSummary: (stay: string, state: string) => string;
  weekDescription: (f: { state: string; price: string; place: string }) => string;
  ownerBookingSummary: (f: { reference: string; guest: string; resort: string }) => string;
  tripSummary: (f: { resort: string; unit: string }) => string;
  bookingDescription: (f: {
    reference: string;
    state: string;
    guest: string | null;
    checkIn: string;
    checkOut: string;
  }) => string;
  /** A moment on the resort's clock, the place named: `Sat, Mar 6, 2027, 3:00 PM (Los Cabos time)`. */
  moment: (when: string, place: string) => string;
  /** Booking states: the guest's words in `trips`, the owner's in `owner` (the site's own catalogues). */
  bookingState: Record<CalendarFeedKind, (status: BookingStatus) => string>;
}

const en: FeedTexts = {
  calendarName: { owner: 'Semana: my weeks and bookings', trips: 'Semana: my trips' },
  calendarDescription: {
    owner: 'Your weeks listed on Semana and the bookings of them.',
    trips: 'The weeks you booked on Semana.',
  },
  weekState: {
    onOffer: 'On offer',
    held: 'Held for a guest’s payment',
    booked: 'Booked',
    hidden: 'Hidden by Semana',
    offOffer: 'Not on offer',
  },
  weekSummary: (stay, state) => `${stay} · ${state}`,
  weekDescription: (f) => `Your week in ${f.place}.\nStatus: ${f.state}\nPrice: ${f.price}`,
  ownerBookingSummary: (f) => `Booking ${f.reference}: ${f.guest} at ${f.resort}`,
  tripSummary: (f) => `Trip: ${f.resort}, ${f.unit}`,
  bookingDescription: (f) =>
    [
      `Booking ${f.reference}`,
      `Status: ${f.state}`,
      ...(f.guest ? [`Lead guest: ${f.guest}`] : []),
      `Check-in: ${f.checkIn}`,
      `Check-out: ${f.checkOut}`,
    ].join('\n'),
  moment: (when, place) => `${when} (${place} time)`,
  bookingState: {
    owner: (s) => bookingsMessages[`bookings.ownerStatus.${s}`],
    trips: (s) => bookingsMessages[`bookings.status.${s}`],
  },
};

const es: FeedTexts = {
  calendarName: { owner: 'Semana: mis semanas y reservaciones', trips: 'Semana: mis viajes' },
  calendarDescription: {
    owner: 'Tus semanas publicadas en Semana y sus reservaciones.',
    trips: 'Las semanas que reservaste en Semana.',
  },
  weekState: {
    onOffer: 'En oferta',
    held: 'Apartada para el pago de un huésped',
    booked: 'Reservada',
    hidden: 'Ocultada por Semana',
    offOffer: 'Fuera de oferta',
  },
  weekSummary: (stay, state) => `${stay} · ${state}`,
  weekDescription: (f) => `Tu semana en ${f.place}.\nEstado: ${f.state}\nPrecio: ${f.price}`,
  ownerBookingSummary: (f) => `Reservación ${f.reference}: ${f.guest} en ${f.resort}`,
  tripSummary: (f) => `Viaje: ${f.resort}, ${f.unit}`,
  bookingDescription: (f) =>
    [
      `Reservación ${f.reference}`,
      `Estado: ${f.state}`,
      ...(f.guest ? [`Huésped principal: ${f.guest}`] : []),
      `Entrada: ${f.checkIn}`,
      `Salida: ${f.checkOut}`,
    ].join('\n'),
  moment: (when, place) => `${when} (hora de ${place})`,
  bookingState: {
    owner: (s) => bookingsMessagesEs[`bookings.ownerStatus.${s}`],
    trips: (s) => bookingsMessagesEs[`bookings.status.${s}`],
  },
};

export const FEED_TEXTS: Record<Locale, FeedTexts> = { en, es };
