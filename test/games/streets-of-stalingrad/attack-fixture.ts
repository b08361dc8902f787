import { FixedDice } from '#kernel/dice/fixed-dice';
import type { Submission } from '#kernel/engine/ruleset';
import { side } from '#kernel/ids';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import { freshPiece } from '#games/streets-of-stalingrad/state/types';
import { sosRuleset } from './game-fixture';

export const ruleset = sosRuleset();

export const sub = (s: string, orders: unknown[] = [], standing?: SosStanding): Submission => ({ side: side(s), orders, ...(standing ? { standing } : {}) });

let opened: SosGame | null = null;

/** Scenario #1 walked with empty files to turn 1's German Attack Phase window (SoS 4.3 phase 5). */
function atGermanAttack(): SosGame {
  if (opened) return opened;
  let g = ruleset.setup('scenario-1');
  for (let i = 0; i < 40 && ruleset.window(g)!.id !== 'T01/german-attack'; i++) g = ruleset.adjudicate(g, [sub(ruleset.window(g)!.waitingFor[0]!)], new FixedDice([])).state;
  if (ruleset.window(g)!.id !== 'T01/german-attack') throw new Error('the walk did not reach T01/german-attack');
  return (opened = g);
}

/** Markers a fragment puts on its pieces. */
export interface Marked {
  pinned?: string[];
  spent?: string[];
}

/**
 * A rulebook fragment at T01/german-attack: only the named pieces on the map, where named,
 * the hexes with an "attack" marker, the markers on pieces, and each side's standing orders.
 */
export function fragment(at: Record<string, string>, attack: string[], opts: Marked & { standing?: Partial<Record<'german' | 'soviet', SosStanding>> } = {}): SosGame {
  const g = atGermanAttack();
  const pieces = Object.fromEntries(Object.keys(g.state.pieces).map((id) => [id, freshPiece(at[id] ?? null)]));
  for (const id of Object.keys(at)) if (!pieces[id]) throw new Error(`${id} is not a counter of scenario #1`);
  for (const id of opts.pinned ?? []) pieces[id] = { ...pieces[id]!, pinned: true };
  for (const id of opts.spent ?? []) pieces[id] = { ...pieces[id]!, spent: true };
  return {
    ...g,
    state: { ...g.state, pieces, markers: { attack: [...attack].sort(), breakthru: [] } },
    standing: { german: opts.standing?.german ?? null, soviet: opts.standing?.soviet ?? null },
  };
}

/** The events of a type. */
export const ofType = (events: readonly { type: string }[], type: string) => events.filter((e) => e.type === type) as Record<string, unknown>[];
