'use client';

import { useState } from 'react';
import type { BackendTextAttributes } from '@/lib/i18n/backend-text';

type VideoFacadeProps = {
  embedUrl: string;
  /** The video's title (the about section's), and its language marks when it is the backend's. */
  title: string;
  titleLang?: BackendTextAttributes;
  /** 'Play video:', in the page's language. */
  playLabel: string;
};

/**
 * The about video, loaded only on request (a player is heavy for every phone to pay for): until
 * then a link to the embed URL, which also works without script.
 */
export function VideoFacade({ embedUrl, title, titleLang = {}, playLabel }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    const src = `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`;
    return (
      <iframe
        src={src}
        title={title}
        lang={titleLang.lang}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <a
      href={embedUrl}
      className="video-facade"
      // A tap while the page hydrates plays the video here once it has (lib/next-internals/boot/held-clicks.ts).
      data-needs-app=""
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
    >
      <span className="video-facade__play" aria-hidden="true" />
      <span className="video-facade__label">
        {playLabel} <span {...titleLang}>{title}</span>
      </span>
    </a>
  );
}
