/** Escapes text for HTML element content and attribute values. */
export function esc(text: unknown): string {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An id usable in `id=` and `href="#…"`. */
export const anchor = (...parts: string[]): string => parts.join('-').replace(/[^A-Za-z0-9_-]+/g, '-');
