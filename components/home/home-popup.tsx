'use client';

import Image from 'next/image';
import { useEffect, useRef } from 'react';

type HomePopupProps = {
  image: string;
  optimizable: boolean;
};

/** Remembers for the browser session that the visitor closed the popup, so it does not nag. */
const SEEN_KEY = 'home-popup-closed';

/**
 * The advertisement popup of the home page (spec §4, §9): a modal <dialog> that fades in over
 * 600 ms, at most 400 px wide, closed by its button, a backdrop click or Escape.
 */
export function HomePopup({ image, optimizable }: HomePopupProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || sessionStorage.getItem(SEEN_KEY)) return;
    element.showModal();
    const remember = () => sessionStorage.setItem(SEEN_KEY, '1');
    element.addEventListener('close', remember);
    return () => element.removeEventListener('close', remember);
  }, []);

  return (
    <dialog
      ref={dialog}
      className="home-popup"
      aria-label="Announcement"
      onClick={(event) => {
        // A click on the dialog itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="home-popup__content">
        <button type="button" className="home-popup__close" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close announcement</span>
        </button>
        <Image
          src={image}
          alt="Announcement from the university"
          width={400}
          height={500}
          sizes="(max-width: 440px) 90vw, 400px"
          unoptimized={!optimizable}
          className="home-popup__image"
        />
      </div>
    </dialog>
  );
}
