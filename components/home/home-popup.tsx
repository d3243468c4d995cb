import Image from 'next/image';
import { OPEN_POPUP_NOW } from '@/lib/home-popup';

type HomePopupProps = {
  image: string;
  optimizable: boolean;
  /** The dialog's name, its close button's and the image's alt text, in the page's language. */
  labels: { label: string; close: string; imageAlt: string };
};

/**
 * The advertisement popup of the home page (spec §4, §9): a modal <dialog> that fades in over
 * 600 ms, at most 400 px wide, painted from the server's HTML and opened by the line of script
 * that follows it (lib/home-popup.ts), with no React: it is open before the page's scripts have
 * loaded, and a page that is never hydrated (lib/next-internals/boot) still closes it on the backdrop.
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
      <script dangerouslySetInnerHTML={{ __html: OPEN_POPUP_NOW }} />
    </>
  );
}
