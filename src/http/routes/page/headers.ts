/**
 * Headers of every game-page answer. The policy allows nothing but this server: no
 * external scripts, styles, fonts, images or connections, no framing, no form posts
 * elsewhere. Answers are never cached (they depend on the session) and send no referrer.
 */
export const PAGE_CSP = "default-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'";

export const pageHeaders = (contentType: string): Record<string, string> => ({
  'content-type': contentType,
  'content-security-policy': PAGE_CSP,
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});
