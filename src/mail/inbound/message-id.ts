/** Message-IDs in a header value (`<a@b> <c@d>`), without brackets, in order. */
export function messageIdsIn(value: string | undefined | null): string[] {
  if (!value) return [];
  const bracketed = [...value.matchAll(/<([^<>\s]+)>/g)].map((m) => m[1]!);
  if (bracketed.length) return bracketed;
  // Some mailers omit the brackets.
  return value.split(/\s+/).filter((v) => /^[^<>\s]+@[^<>\s]+$/.test(v));
}

/** The first Message-ID of a header value, or null. */
export function messageIdOf(value: string | undefined | null): string | null {
  const id = messageIdsIn(value)[0];
  return id && id.length <= 512 ? id : null;
}
