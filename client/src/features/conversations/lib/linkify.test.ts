import { describe, expect, it } from 'vitest';
import { linkify, messageLength } from './linkify';

describe('linkify', () => {
  it('turns http(s) addresses into links and leaves the rest as text', () => {
    expect(linkify('See https://example.com/a?b=1, or http://x.org.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes, and keeps markup as plain text', () => {
    expect(linkify('javascript:alert(1) data:text/html,<b>x</b> <a href="https://evil.test">x</a>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,<b>x</b> <a href="' },
      { kind: 'link', text: 'https://evil.test', href: 'https://evil.test/' },
      { kind: 'text', text: '">x</a>' },
    ]);
  });

  it('keeps a closing bracket that belongs to the address', () => {
    expect(linkify('(https://en.wikipedia.org/wiki/Tree_(data_structure))')[1]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Tree_(data_structure)',
      href: 'https://en.wikipedia.org/wiki/Tree_(data_structure)',
    });
  });

  it('counts characters as the server does: trimmed, an emoji is one', () => {
    expect(messageLength('  🎸🎸 ')).toBe(2);
  });
});
