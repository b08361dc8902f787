/**
 * Threading headers (RFC 5322 3.6.4), so that a game stays one conversation per player:
 * each side's game-start mail is the root; results refer to it; a receipt or rejection
 * answers the player's mail (In-Reply-To) and carries its References, with the root first.
 */
const MAX_REFERENCES = 10;

const bracket = (id: string): string => `<${id}>`;

/** Headers of a mail that continues a side's thread (results): In-Reply-To and References = root. */
export function threadHeaders(root: string | null): Record<string, string> {
  return root ? { 'In-Reply-To': bracket(root), References: bracket(root) } : {};
}

/** Headers of a reply to an inbound mail. `inbound` is null when that mail had no Message-ID. */
export function replyHeaders(root: string | null, references: readonly string[], inbound: string | null): Record<string, string> {
  const ids = [...new Set([...(root ? [root] : []), ...references, ...(inbound ? [inbound] : [])])];
  // Keep the root and the most recent ones when a long conversation has too many.
  const kept = ids.length > MAX_REFERENCES ? [ids[0]!, ...ids.slice(ids.length - MAX_REFERENCES + 1)] : ids;
  const headers: Record<string, string> = {};
  if (inbound) headers['In-Reply-To'] = bracket(inbound);
  if (kept.length) headers['References'] = kept.map(bracket).join(' ');
  return headers;
}
