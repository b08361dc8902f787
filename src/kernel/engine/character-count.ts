/**
 * Characters as the limits of turn files count them: Unicode code points, so an emoji
 * written as a surrogate pair is one character, not two UTF-16 units. zod's string
 * lengths (`.max(64)`) count the same way.
 */
export function characterCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    n++;
  }
  return n;
}
