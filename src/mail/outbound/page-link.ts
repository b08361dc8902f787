import { SECRET_PLACEHOLDER } from '#service/mail/composer';

/**
 * The game page's address for a mail (docs/game-page.md): `publicUrl` + `/games/<id>`,
 * or null when the server has no public address (UMPIRE_PUBLIC_URL). The game-start
 * mail's link carries the side's token, as SECRET_PLACEHOLDER until the mail is sent
 * (the token is never stored in the outbox body); later mails link without it.
 */
export function pageUrl(publicUrl: string | undefined, gameId: string, withToken = false): string | null {
  if (!publicUrl) return null;
  const url = `${publicUrl.replace(/\/+$/, '')}/games/${encodeURIComponent(gameId)}`;
  return withToken ? `${url}?token=${SECRET_PLACEHOLDER}` : url;
}

/** The `{{page}}` block of a player mail: one line with the link, or nothing. */
export const pageBlock = (url: string | null): string =>
  url ? `Your game page (the map, the history, orders by clicking): ${url}` : '';
