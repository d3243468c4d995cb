import Image from 'next/image';
import { OPEN_POPUP_AFTER_CONTENT } from '@/lib/views/home-popup';

type HomePopupProps = {
  image: string;
  optimizable: boolean;
  /** The dialog's name, its close button's and the image's alt text, in the page's language. */
  labels: { label: string; close: string; imageAlt: string };
};

/**
 * The home page's advertisement popup: a modal <dialog> from the server's HTML, opened by the
 * inline script after it (lib/views/home-popup.ts) before, or without, hydration.
 */
export function HomePopup({ image, optimizable, labels }: HomePopupProps) {
  return (
    <>
      <dialog
        className="home-popup"
        aria-label={labels.label}
        // The inline script sets `open` before hydration.
        suppressHydrationWarning
      >
        <div className="home-popup__content">
          <form method="dialog">
            <button type="submit" className="home-popup__close">
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{labels.close}</span>
            </button>
          </form>
          <Image
            src={image}
            alt={labels.imageAlt}
            width={400}
            height={500}
            sizes="(max-width: 440px) 90vw, 400px"
            unoptimized={!optimizable}
            priority
            className="home-popup__image"
          />
        </div>
      </dialog>
      <script dangerouslySetInnerHTML={{ __html: OPEN_POPUP_AFTER_CONTENT }} />
    </>
  );
}
