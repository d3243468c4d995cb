import type { Dictionary } from '@/lib/i18n/dictionaries';
import { textOf } from '@/lib/appapi/values';
import type { ViewImage } from '@/lib/views/view-image';
import { SiteImage } from './site-image';
import { RichText } from './rich-text';
import { BackendText } from './backend-text';

export type MessageRole = keyof Dictionary['fallback']['personName'];

type PersonMessageProps = {
  t: Dictionary;
  /** Picks the role shown under the name and the fallback texts ('Director Name', …). */
  role: MessageRole;
  /** The office shown under the name, when it is not the role itself (the Vice Chancellor). */
  office?: string;
  heading: string;
  photo: ViewImage;
  name: unknown;
  message: unknown;
};

/** The chairman's, director's or dean's message: photo, name and message, with fallbacks. */
export function PersonMessage({
  t,
  role,
  office,
  heading,
  photo,
  name,
  message,
}: PersonMessageProps) {
  const sentName = textOf(name);
  return (
    <article className="person-message">
      <h2 className="section-title">{heading}</h2>
      <div className="person-message__body">
        <figure className="person-message__figure">
          <SiteImage
            t={t}
            image={photo}
            alt={sentName ? t.content.portrait(sentName) : ''}
            width={280}
            height={280}
            sizes="(max-width: 768px) 60vw, 280px"
            className="person-message__photo"
            priority
          />
          <figcaption className="person-message__name">
            {sentName ? (
              <BackendText lang={t.lang}>{sentName}</BackendText>
            ) : (
              t.fallback.personName[role]
            )}
            <span className="person-message__role">{office ?? t.content.roles[role]}</span>
          </figcaption>
        </figure>
        <RichText
          t={t}
          value={message}
          fallback={t.fallback.personMessage[role]}
          className="person-message__text"
        />
      </div>
    </article>
  );
}
