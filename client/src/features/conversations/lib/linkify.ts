/** A piece of a message: plain text, or a web address to show as a link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Candidates only; each is checked with the URL parser before it becomes a link.
const CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than an address ("see https://x.org.").
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * Splits a message into text and http(s) links. Nothing else becomes a link (no `javascript:`,
 * no `data:`), and the text is never interpreted as HTML: the caller renders each part as text.
 */
export function linkify(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of body.matchAll(CANDIDATE)) {
    let candidate = match[0];
    const trailing = TRAILING.exec(candidate)?.[0] ?? '';
    // A closing bracket that pairs with one inside the address belongs to it (Wikipedia links).
    if (trailing && !(trailing === ')' && candidate.includes('('))) candidate = candidate.slice(0, -trailing.length);
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
