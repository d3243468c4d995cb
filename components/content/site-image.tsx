import Image from 'next/image';
import { imageSource } from '@/lib/appapi/backend-image';
import type { Dictionary } from '@/lib/i18n/dictionaries';

type SiteImageProps = {
  /** The page's dictionary: the 'No Image Available' box is in its language. */
  t: Dictionary;
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /**
   * The `sizes` attribute: which width the image takes at each viewport width. Left out for a
   * picture always drawn at `width` × `height` (an icon, a face): its srcset is then that width
   * at 1× and 2×, not every width of next.config.mjs (ten URLs per 56 px icon).
   */
  sizes?: string;
  className?: string;
  /** The page's LCP image: loaded first, not lazily. */
  priority?: boolean;
};

/**
 * An upstream image through next/image (a backend image by way of the site's /backend-image
 * route, lib/appapi/backend-image.ts), or the 'No Image Available' box when there is none.
 */
export function SiteImage({
  t,
  src,
  alt,
  width,
  height,
  sizes,
  className,
  priority,
}: SiteImageProps) {
  if (!src) {
    return (
      <div
        className={`image-fallback ${className ?? ''}`}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <span>{t.fallback.image}</span>
      </div>
    );
  }
  const shown = imageSource(src);
  return (
    <Image
      src={shown.src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      className={className}
      priority={priority}
      unoptimized={!shown.optimizable}
    />
  );
}
