import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '#src/shared/contracts/system.ts';

/** GET /api/config: who runs the site and how to reach them (legal pages, contact links, footer). */

export const siteConfigKey = ['/api/config'] as const;

export function useSiteConfig() {
  return useQuery<SiteConfig>({ queryKey: siteConfigKey });
}

export const mailtoUrl = (email: string) => `mailto:${email}`;

/** tel: links keep the leading + and digits only, as dialers expect. */
export const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** wa.me wants the international number as bare digits. */
export const whatsappUrl = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;
