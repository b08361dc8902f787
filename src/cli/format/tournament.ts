import { standingsText } from '#service/tournament/standings-text';
import type { TournamentView } from '#service/tournament/types';

/** A tournament for people: its rounds with each game's result, then the standings table. */
export function tournamentLines(t: TournamentView): string[] {
  const lines = [`Tournament ${t.id}: ${t.name} (win ${t.points.win}, draw ${t.points.draw}, loss ${t.points.loss})`];
  for (const r of t.rounds) {
    lines.push('', `Round ${r.round}${r.complete ? ' (complete)' : ''}`);
    for (const g of r.games) {
      const pairing = Object.entries(g.players).map(([side, name]) => `${name} (${side})`).join(' v ');
      const result = g.status !== 'ended' ? g.status : g.winner ? `${g.winner} won` : 'drawn';
      lines.push(`  ${g.game}  ${pairing}: ${result}`);
    }
  }
  lines.push('', 'Standings', standingsText(t.standings));
  return lines;
}
