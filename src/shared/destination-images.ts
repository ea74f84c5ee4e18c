/**
 * The picture of each destination card (a fixed image per location name, a default for
 * the others). Original illustrations drawn by scripts/media/make-destinations.mjs, at two widths.
 */
const SLUGS: Record<string, string> = {
  'nuevo vallarta': 'nuevo-vallarta',
  'riviera maya': 'riviera-maya',
  'los cabos': 'los-cabos',
  'puerto vallarta': 'puerto-vallarta',
  acapulco: 'acapulco',
  'east cape': 'east-cape',
  mazatlan: 'mazatlan',
  'puerto peñasco': 'puerto-penasco',
};

export const DESTINATION_IMAGE_WIDTH = 960;
export const DESTINATION_IMAGE_HEIGHT = 800;

/** Cards are a third of the 1280 px container on desktop, half from 640 px, the full width below. */
export const DESTINATION_IMAGE_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function destinationImage(name: string): { src: string; srcSet: string } {
  const slug = SLUGS[name.trim().toLowerCase()] ?? 'default';
  const at = (width: number) => `/media/destinations/${slug}-${width}.webp`;
  return { src: at(960), srcSet: `${at(480)} 480w, ${at(960)} 960w` };
}
