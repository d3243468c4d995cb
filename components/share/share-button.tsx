'use client';

import { useState, useSyncExternalStore } from 'react';

type Labels = { copy: string; share: string; copied: string; copyThis: string };
/** lib/seo/share.ts's SharedPage, restated: a client component imports nothing of the server's modules. */
type Page = { title: string; url: string };

const noChanges = () => () => {};
const hasShareSheet = () => typeof navigator.share === 'function';

/**
 * The phone's share sheet (navigator.share) where the browser has one, else the clipboard; where
 * neither is allowed, the address shown selected, to copy by hand. The server draws "Copy link":
 * a phone's browser names it "Share" once the page has started.
 */
export function ShareButton({ page, labels }: { page: Page; labels: Labels }) {
  const sheet = useSyncExternalStore(noChanges, hasShareSheet, () => false);
  const [result, setResult] = useState<'none' | 'copied' | 'by-hand'>('none');

  async function share() {
    if (sheet) {
      try {
        await navigator.share({ title: page.title, url: page.url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Refused (no recent tap): copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(page.url);
      setResult('copied');
    } catch {
      setResult('by-hand');
    }
  }

  return (
    <>
      <button type="button" className="share__action share__action--button" onClick={share}>
        {sheet ? labels.share : labels.copy}
      </button>
      <span role="status" className="share__status">
        {result === 'copied' ? labels.copied : ''}
      </span>
      {result === 'by-hand' && (
        <label className="share__by-hand">
          {labels.copyThis}
          <input
            type="url"
            readOnly
            value={page.url}
            dir="ltr"
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      )}
    </>
  );
}
