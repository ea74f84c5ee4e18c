import { definePage } from './page';

/** /unit-type-images: Staff manage the unit types' pictures. */
export const unitTypeImagesPage = definePage({
  name: 'unitTypeImages',
  path: '/unit-type-images',
  access: 'staff',
  component: { file: 'features/admin/pages/unit-type-images-page.tsx', export: 'UnitTypeImagesPage' },
  head: ({ t }) => ({ title: t('unitTypeImages.title') }),
});
