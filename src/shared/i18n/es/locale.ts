import type { localeMessages } from '../en/locale';

/** es-MX texts for the same keys as en/locale.ts. */
export const localeMessagesEs = {
  'locale.switchShort': 'EN',
  'locale.switchTo': 'English',
  'locale.switchLabel': 'View the site in English',
  'locale.current': 'Idioma: español',
  'locale.mxnApprox': '≈ {amount} · tipo de cambio del {date}',
  'locale.price.dollarsBeside': '{amount} · tipo de cambio del {date}',
  'locale.price.dollarsOnly': 'En dólares: aún no hay tipo de cambio',
  'locale.rate.title': 'Tipo de cambio',
  'locale.rate.current':
    'Los precios muestran pesos a {rate} MXN por dólar (tipo de cambio del {date}, {source}).',
  'locale.rate.none': 'No hay tipo de cambio: los precios se muestran solo en dólares.',
  'locale.rate.source.config': 'de la configuración',
  'locale.rate.source.staff': 'fijado por el equipo',
  'locale.rate.source.feed': 'de la consulta diaria',
  'locale.rate.label': 'Pesos por dólar',
  'locale.rate.save': 'Guardar tipo de cambio',
  'locale.rate.saving': 'Guardando…',
  'locale.rate.saved': 'Tipo de cambio guardado',
  'locale.rate.invalid': 'Escribe cuántos pesos vale un dólar, p. ej. 18.45',
} as const satisfies Record<keyof typeof localeMessages, string>;
