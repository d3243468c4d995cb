import Image from 'next/image';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import type { ViewImage } from '@/lib/view-image';

type SiteImageProps = {
  /** The page's dictionary: the 'No Image Available' box is in its language. */
  t: Dictionary;
  /** The image to show (lib/view-image.ts); none: the 'No Image Available' box. */
  image: ViewImage | undefined;
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

/** An image through next/image, or the 'No Image Available' box when there is none. */
export function SiteImage({
  t,
  image,
  alt,
  width,
  height,
  sizes,
  className,
  priority,
}: SiteImageProps) {
  if (!image) {
    return (
      <div
        className={`image-fallback ${className ?? ''}`}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <span>{t.fallback.image}</span>
      </div>
    );
  }
  return (
    <Image
      src={image.src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      className={className}
      priority={priority}
      unoptimized={!image.optimizable}
    />
  );
}
