import { t } from '#src/client/i18n/index.ts';

/** The names of the owner lists' sorts, in the current language. */
export const sortLabels = () => ({
  newest: t('owner.sort.newest'),
  oldest: t('owner.sort.oldest'),
  price_desc: t('owner.sort.priceHigh'),
  price_asc: t('owner.sort.priceLow'),
  start_date: t('owner.sort.startDate'),
});
