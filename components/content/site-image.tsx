import Image from 'next/image';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import type { ViewImage } from '@/lib/views/view-image';

type SiteImageProps = {
  t: Dictionary;
  /** The image to show (lib/views/view-image.ts); none: the 'No Image Available' box. */
  image: ViewImage | undefined;
  alt: string;
  width: number;
  height: number;
  /** Left out for a fixed-size picture (an icon, a face): its srcset is then 1× and 2× only. */
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
