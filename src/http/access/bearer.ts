/**
 * The token of an `Authorization: Bearer …` header; undefined when the header is absent,
 * empty, or of another scheme.
 */
export function bearerToken(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1];
}
