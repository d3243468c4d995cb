'use client';

import Image from 'next/image';
import { useEffect, useRef } from 'react';
import { POPUP_SEEN_KEY as SEEN_KEY } from '@/lib/home-popup';

type HomePopupProps = {
  image: string;
  optimizable: boolean;
  /** The dialog's name, its close button's and the image's alt text, in the page's language. */
  labels: { label: string; close: string; imageAlt: string };
};

/**
 * The advertisement popup of the home page (spec §4, §9): a modal <dialog> that fades in over
 * 600 ms, at most 400 px wide. Its close button is a dialog form button and Escape is native, so
 * both work before any script; a click on the backdrop closes it once hydrated.
 */
export function HomePopup({ image, optimizable, labels }: HomePopupProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // If the inline opener could not run (no sessionStorage, old browser), open it now.
    if (!element.open && !sessionStorage.getItem(SEEN_KEY) && typeof element.showModal === 'function') {
      element.showModal();
    }
    const remember = () => sessionStorage.setItem(SEEN_KEY, '1');
    element.addEventListener('close', remember);
    return () => element.removeEventListener('close', remember);
  }, []);

  return (
    <dialog
        ref={dialog}
        className="home-popup"
        aria-label={labels.label}
        // The home page's inline opener (lib/home-popup.ts) sets `open` before hydration.
        suppressHydrationWarning
        onClick={(event) => {
          // A click on the dialog itself (not its content) is a click on the backdrop.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
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
  );
}
