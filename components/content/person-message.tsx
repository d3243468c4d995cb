import { SiteImage } from './site-image';
import { RichText } from './rich-text';
import { personMessageFallback, personNameFallback, type MessageRole } from '@/lib/fallbacks';
import { textOf } from '@/lib/text';

type PersonMessageProps = {
  /** Picks the spec's fallback texts ('Director Name', 'Director Message is not available…'). */
  role: MessageRole;
  /** The office shown under the name, when it is not the role itself (the Vice Chancellor). */
  office?: string;
  heading: string;
  photo: string | null | undefined;
  name: unknown;
  message: unknown;
};

/** The chairman's, director's or dean's message: photo, name and message, with fallbacks. */
export function PersonMessage({ role, office, heading, photo, name, message }: PersonMessageProps) {
  const personName = textOf(name) || personNameFallback(role);
  return (
    <article className="person-message">
      <h2 className="section-title">{heading}</h2>
      <div className="person-message__body">
        <figure className="person-message__figure">
          <SiteImage
            src={photo}
            alt={textOf(name) ? `Portrait of ${personName}` : ''}
            width={280}
            height={280}
            sizes="(max-width: 768px) 60vw, 280px"
            className="person-message__photo"
            priority
          />
          <figcaption className="person-message__name">
            {personName}
            <span className="person-message__role">{office ?? role}</span>
          </figcaption>
        </figure>
        <RichText value={message} fallback={personMessageFallback(role)} className="person-message__text" />
      </div>
    </article>
  );
}
