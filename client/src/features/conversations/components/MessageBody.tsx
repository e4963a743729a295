import { linkify } from '../lib/linkify';

/**
 * A message as text: React escapes every part, so nothing in it is ever HTML; only http(s)
 * addresses become links, opened in a new tab without the opener or a referrer, and marked as
 * members' content for search engines.
 */
export function MessageBody({ body }: { body: string }) {
  return (
    <p className="message__body">
      {linkify(body).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
