import type { GameRow, NewOutboxRow } from '#db/schema';
import type { ServiceContext } from '../context';
import { outboxRow } from '../mail/outbox-row';
import { tournamentView } from './load-tournament';
import { standingsText } from './standings-text';
import type { TournamentGame } from './types';

/**
 * The standings mail of a round, when `ended` (a game about to be committed as ended)
 * completes its round: one mail to every participant of the tournament with an address
 * (the address of a side they play), queued in the same commit as the game's end. Each
 * mail has a fixed Message-ID, and one already queued is not queued again.
 */
export async function roundMails(ctx: ServiceContext, ended: GameRow, now: Date): Promise<NewOutboxRow[]> {
  const compose = ctx.mail?.standings;
  if (!compose) return [];
  const entry = await ctx.reads.tournamentOfGame(ended.id);
  if (!entry) return [];
  const view = await tournamentView(ctx, entry.tournamentId, ended);
  const round = view.rounds.find((r) => r.round === entry.round);
  if (!round?.complete) return [];
  const addresses = new Map<string, string>();
  for (const r of view.rounds) {
    for (const g of r.games) {
      for (const p of await ctx.reads.players(g.game)) {
        const name = g.players[p.side];
        if (name && p.email && !addresses.has(name)) addresses.set(name, p.email);
      }
    }
  }
  const rows: NewOutboxRow[] = [];
  for (const [name, email] of [...addresses].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const mail = compose.call(ctx.mail, {
      tournament: { id: view.id, name: view.name },
      round: entry.round,
      name,
      email,
      table: standingsText(view.standings),
      results: round.games.map(resultLine),
      points: `win ${view.points.win}, draw ${view.points.draw}, loss ${view.points.loss}`,
    });
    if (!(await ctx.reads.outboxHas(mail.messageId))) rows.push(outboxRow(mail, { gameId: null, side: null }, now));
  }
  return rows;
}

function resultLine(g: TournamentGame): string {
  const pairing = Object.entries(g.players)
    .map(([side, name]) => `${name} (${side})`)
    .join(' v ');
  const result = g.winner ? `${g.winner} won` : 'drawn';
  return `${g.game}: ${pairing}: ${result}${g.reason ? `. ${g.reason}` : ''}`;
}
