import { imageSource, type ImageSource } from '@/lib/appapi/backend-image';

/** An image as a view renders it: next/image's src and whether to optimise it; null for none. */
export type ViewImage = ImageSource | null;

export function imageOf(src: string | null | undefined): ViewImage {
  return src ? imageSource(src) : null;
}
