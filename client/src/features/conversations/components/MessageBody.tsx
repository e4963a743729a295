import { Fragment, type ReactNode } from 'react';
import { linkify } from '../lib/linkify';

/**
 * An address that may wrap after its separators (/ . ? & = - _ #) rather than inside a word: on
 * a phone a long link otherwise breaks wherever the line ends ("exam|ple").
 */
export function breakableUrl(text: string): ReactNode[] {
  return text.split(/(?<=[/.?&=\-_#])/).map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

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
            {breakableUrl(part.text)}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
