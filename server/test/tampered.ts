/**
 * A signature with its first character changed, so it is certain to differ from the genuine one.
 * (Rewriting the last characters to a fixed value is not: now and then the genuine signature ends in
 * exactly that value, and the "forged" token is the real one.)
 */
export function tampered(signature: string): string {
  return (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
}
