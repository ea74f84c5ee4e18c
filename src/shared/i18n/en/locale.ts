/** The language switch (top bar and footer). Each names the other language in that language. */
export const localeMessages = {
  'locale.switchShort': 'ES',
  'locale.switchTo': 'Español',
  'locale.switchLabel': 'Ver el sitio en español',
  'locale.current': 'Language: English',
  'locale.mxnApprox': '≈ {amount} · rate of {date}',
  'locale.rate.title': 'Exchange rate',
  'locale.rate.current': 'Prices show pesos at {rate} MXN per dollar (rate of {date}, {source}).',
  'locale.rate.none': 'No exchange rate is set: prices show dollars only.',
  'locale.rate.source.config': 'from the configuration',
  'locale.rate.source.staff': 'set by staff',
  'locale.rate.source.feed': 'from the daily feed',
  'locale.rate.label': 'Pesos per dollar',
  'locale.rate.save': 'Save rate',
  'locale.rate.saving': 'Saving…',
  'locale.rate.saved': 'Exchange rate saved',
  'locale.rate.invalid': 'Enter a number of pesos per dollar, e.g. 18.45',
} as const;
