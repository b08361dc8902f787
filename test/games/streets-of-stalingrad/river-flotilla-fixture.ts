import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import { freshPiece, type SosState } from '#games/streets-of-stalingrad/state/types';
import { ruleset, sub } from './attack-fixture';

const opened = new Map<string, SosGame>();

/** Scenario #1 walked with empty files to the window `id` of turn 1. */
export function atWindow(id: string): SosGame {
  const had = opened.get(id);
  if (had) return had;
  let g = ruleset.setup('scenario-1');
  for (let i = 0; i < 80 && ruleset.window(g)!.id !== id; i++) g = ruleset.adjudicate(g, [sub(ruleset.window(g)!.waitingFor[0]!)], new FixedDice([])).state;
  if (ruleset.window(g)!.id !== id) throw new Error(`the walk did not reach ${id}`);
  opened.set(id, g);
  return g;
}

/**
 * A rulebook fragment at the window `id` of turn 1: only the named pieces in play, where
 * named (a hex or a box), the hexes with an "attack" marker, the pieces `pinned` or
 * `eliminated`, the state's other fields as `extra` gives them, and the standing orders.
 */
export function fragmentAt(id: string, at: Record<string, string>, attack: string[], opts: { pinned?: string[]; eliminated?: string[]; extra?: Partial<SosState>; standing?: Partial<Record<'german' | 'soviet', SosStanding>> } = {}): SosGame {
  const g = atWindow(id);
  const pieces = Object.fromEntries(Object.keys(g.state.pieces).map((pid) => [pid, freshPiece(at[pid] ?? null)]));
  for (const pid of Object.keys(at)) if (!pieces[pid]) throw new Error(`${pid} is not a counter of scenario #1`);
  for (const pid of opts.pinned ?? []) pieces[pid] = { ...pieces[pid]!, pinned: true };
  for (const pid of opts.eliminated ?? []) pieces[pid] = { ...pieces[pid]!, at: null, eliminated: true };
  return {
    ...g,
    state: { ...g.state, pieces, markers: { attack: [...attack].sort(), breakthru: [] }, ...(opts.extra ?? {}) },
    standing: { german: opts.standing?.german ?? null, soviet: opts.standing?.soviet ?? null },
  };
}
