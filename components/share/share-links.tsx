import type { Dictionary } from '@/lib/i18n/dictionaries';
import { whatsAppHref, type SharedPage } from '@/lib/seo/share';
import { ShareButton } from './share-button';

/** "Share this page": a WhatsApp link (no script needed) and a share or copy button. */
export function ShareLinks({ t, page }: { t: Dictionary; page: SharedPage }) {
  return (
    <section className="share" aria-labelledby="share-heading">
      <h2 id="share-heading" className="share__heading">
        {t.share.heading}
      </h2>
      <div className="share__actions">
        <a
          className="share__action share__action--whatsapp"
          href={whatsAppHref(page)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.share.whatsApp}
          <span className="visually-hidden"> {t.layout.opensInNewTab}</span>
        </a>
        <ShareButton
          page={page}
          labels={{
            copy: t.share.copy,
            share: t.share.share,
            copied: t.share.copied,
            copyThis: t.share.copyThis,
          }}
        />
      </div>
    </section>
  );
}
