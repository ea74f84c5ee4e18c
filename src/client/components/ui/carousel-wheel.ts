import { WheelGesturesPlugin } from 'embla-carousel-wheel-gestures';
import type { CarouselPlugin } from './carousel-engine';

/**
 * Embla's wheel-gestures plugin: a trackpad's sideways swipe (or a sideways mouse wheel) over the
 * row drags it, with the gesture's momentum, and an upright one still scrolls the page. A chunk of
 * its own, fetched with Embla only by the carousels that ask for it (`useLazyCarousel`'s `wheel`).
 */
export const wheelGestures = (): CarouselPlugin => WheelGesturesPlugin();
