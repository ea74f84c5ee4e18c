import { useQuery } from '@tanstack/react-query';
import { endpointQuery, keyOf } from './endpoints';

/** GET /api/config: who runs the site and how to reach them (legal pages, contact links, footer). */

export const siteConfigKey = keyOf('GET /api/config');

export function useSiteConfig() {
  return useQuery(endpointQuery('GET /api/config'));
}

export const mailtoUrl = (email: string) => `mailto:${email}`;

/** tel: links keep the leading + and digits only, as dialers expect. */
export const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** wa.me wants the international number as bare digits. */
export const whatsappUrl = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;
