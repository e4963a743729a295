/** A piece of a message: plain text, or a web address to show as a link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Candidates only; each is checked with the URL parser before it becomes a link.
const CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than an address ("see https://x.org.").
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', ')', ']', '}', "'", '"']);
const count = (text: string, ch: string) => text.split(ch).length - 1;

/** Drops sentence punctuation from the end; a `)` stays when it closes a `(` of the address (Wikipedia links). */
function trimTrailing(candidate: string): string {
  let end = candidate.length;
  while (end > 0 && TRAILING.has(candidate[end - 1])) {
    const head = candidate.slice(0, end);
    if (candidate[end - 1] === ')' && count(head, '(') >= count(head, ')')) break;
    end -= 1;
  }
  return candidate.slice(0, end);
}

/**
 * Splits a message into text and http(s) links. Nothing else becomes a link (no `javascript:`,
 * no `data:`), and the text is never interpreted as HTML: the caller renders each part as text.
 */
export function linkify(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of body.matchAll(CANDIDATE)) {
    const candidate = trimTrailing(match[0]);
    const href = safeHref(candidate);
    if (!href) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', text: candidate, href });
    last = start + candidate.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Characters as the server counts them (code points: an emoji is one). */
export function messageLength(text: string): number {
  return [...text.trim()].length;
}

export const MESSAGE_MAX_CHARS = 2000;
