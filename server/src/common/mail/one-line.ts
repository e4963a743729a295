/**
 * User text as one harmless line: control characters (CR, LF, the other C0 and C1), Unicode line
 * and paragraph separators, bidirectional overrides and lone surrogates become spaces, runs of
 * space collapse, and it is cut at 100 characters. The edge already refuses such names; this keeps
 * every mail safe whatever a future caller passes in.
 */
export function oneLine(text: string, max = 100): string {
  return text
    .replace(
      // eslint-disable-next-line no-control-regex -- control characters are what this replaces
      /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .replace(/[\uD800-\uDBFF]$/, '') // never end on half a pair cut by slice
    .trim();
}
