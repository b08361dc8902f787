import type { Points, StandingRow, TournamentGame } from './types';

/**
 * The standings table from the games' results (docs/tournaments.md). Only ended games
 * count: a win, a draw or a loss for each participant, scored with `points`. Ranked by
 * points, then games won, then head-to-head points among exactly the tied participants,
 * then name (so the order is always the same); tied participants share a rank only when
 * nothing separates them but the name.
 */
export function standings(points: Points, games: readonly TournamentGame[]): StandingRow[] {
  const rows = new Map<string, Omit<StandingRow, 'rank'>>();
  const row = (name: string) => {
    let r = rows.get(name);
    if (!r) rows.set(name, (r = { name, played: 0, won: 0, drawn: 0, lost: 0, points: 0 }));
    return r;
  };
  for (const g of games) for (const name of Object.values(g.players)) row(name);
  for (const g of games) {
    if (g.status !== 'ended') continue;
    for (const name of Object.values(g.players)) {
      const r = row(name);
      r.played++;
      if (g.winner === null || g.winner === undefined) {
        r.drawn++;
        r.points += points.draw;
      } else if (g.winner === name) {
        r.won++;
        r.points += points.win;
      } else {
        r.lost++;
        r.points += points.loss;
      }
    }
  }
  const list = [...rows.values()];
  const headToHead = (name: string, tied: Set<string>) =>
    games
      .filter((g) => g.status === 'ended' && Object.values(g.players).every((p) => tied.has(p)) && Object.values(g.players).includes(name))
      .reduce((sum, g) => sum + (g.winner === null || g.winner === undefined ? points.draw : g.winner === name ? points.win : points.loss), 0);
  const tiedWith = (r: Omit<StandingRow, 'rank'>) => new Set(list.filter((o) => o.points === r.points && o.won === r.won).map((o) => o.name));
  const key = (r: Omit<StandingRow, 'rank'>) => [r.points, r.won, headToHead(r.name, tiedWith(r))] as const;
  const keys = new Map(list.map((r) => [r.name, key(r)]));
  list.sort((a, b) => {
    const ka = keys.get(a.name)!;
    const kb = keys.get(b.name)!;
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
  return list.map((r, i) => {
    const k = keys.get(r.name)!;
    const first = list.findIndex((o) => keys.get(o.name)!.every((v, j) => v === k[j]));
    return { rank: first + 1, ...r };
  });
}
