/**
 * A created game without its players' page links: two servers (twins, Node and the Worker)
 * create the same game, and only the links differ, by the address each was asked on.
 */
export const withoutPageLinks = <G extends { players: object[] }>(g: G): G => ({
  ...g,
  players: g.players.map(({ page: _page, ...p }: { page?: string }) => p),
});
