import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';

/** The 'Image Not Found' placeholder, inline so that it shows even when the network is the problem. */
export const IMAGE_NOT_FOUND_SRC = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="#f1f5f9"/><g fill="none" stroke="#94a3b8" stroke-width="14" stroke-linejoin="round"><rect x="300" y="200" width="200" height="150" rx="16"/><path d="M312 330l58-62 44 46 32-30 44 46"/></g><circle cx="452" cy="242" r="14" fill="#94a3b8"/><text x="400" y="410" text-anchor="middle" font-family="system-ui, sans-serif" font-size="32" fill="#475569">Image Not Found</text></svg>`,
)}`;

export interface SafeImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** Width and height are required: they reserve the space so that the page does not jump. */
  width: number;
  height: number;
  /** Cropped to fill its box on the muted ground (the default), or whole on none. */
  fit?: 'cover' | 'contain';
}

/**
 * An image that is lazy by default and falls back to the 'Image Not Found' placeholder when it
 * fails, logging the broken address for whoever looks at the console.
 */
export function SafeImage({
  src,
  alt,
  className,
  onError,
  loading = 'lazy',
  fit = 'cover',
  ...props
}: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const failed = !!src && failedSrc === src;
  const ref = useRef<HTMLImageElement>(null);
  // A page drawn by the server starts loading its pictures before this code is there to hear that
  // one failed: one already finished without a picture is treated as failed once the app runs.
  useEffect(() => {
    const image = ref.current;
    if (src && image?.complete && image.naturalWidth === 0 && image.getAttribute('src') === src) {
      console.error(`Image failed to load: ${src}`);
      setFailedSrc(src);
    }
  }, [src]);
  return (
    <img
      {...props}
      ref={ref}
      src={failed || !src ? IMAGE_NOT_FOUND_SRC : src}
      srcSet={failed ? undefined : props.srcSet}
      alt={failed ? t('image.notFound') : alt}
      loading={loading}
      decoding="async"
      className={cn(fit === 'contain' ? 'bg-transparent object-contain' : 'bg-muted object-cover', className)}
      data-image-state={failed ? 'broken' : 'ok'}
      onError={(event) => {
        if (!failed) {
          console.error(`Image failed to load: ${src}`);
          setFailedSrc(src);
        }
        onError?.(event);
      }}
    />
  );
}
