import type { SosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { dayOfTurn } from '#games/streets-of-stalingrad/sequence/scenarios';

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * SoS 19.1, 19.4, 19.6: the "Out of Supply" markers. A German unit's marker is always 1 (19.6:
 * never more). A Soviet unit in play never holds a count that reaches the most the turn's date
 * allows any unit (19.1: 4 for Guards, Marines and units with a leader, 2 for the others, 4 for
 * all from 26 September; the greatest, since a leader may have joined or left the unit since
 * its marker was placed): at that count the isolation step eliminates it.
 */
export function sosOutOfSupplyProblems(env: SosEnv, game: SosGame): string[] {
  const out: string[] = [];
  const t = env.tables.isolation;
  const d = dayOfTurn(game.scenario, game.state.turn);
  const date = `${pad(d.month)}-${pad(d.day)}`;
  const most = date >= t.late.from ? t.late.all : Math.max(t.early.guardsMarinesOrLeader, t.early.other);
  for (const [id, n] of Object.entries(game.state.outOfSupply ?? {})) {
    const c = env.findCounter(id);
    const p = game.state.pieces[id];
    if (!c || !p) {
      out.push(`${id} has an "Out of Supply" marker and is no piece of the game (SoS 19.4)`);
      continue;
    }
    if (n < 1) out.push(`${id} has an "Out of Supply" marker of ${n} (SoS 19.4)`);
    if (c.side === 'german' && n !== 1) out.push(`${id}, a German unit, has "Out of Supply ${n}": German units have 1, never more (SoS 19.6)`);
    if (c.side === 'soviet' && !p.eliminated && p.at !== null && n >= most) out.push(`${id} is in play at ${p.at} with "Out of Supply ${n}", at or past the ${most} that eliminates any unit on ${date} (SoS 19.1, 19.4)`);
  }
  return out;
}
