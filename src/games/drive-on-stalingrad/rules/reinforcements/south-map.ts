import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, SOVIET } from '#games/drive-on-stalingrad/state/sides';
import { unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { controllerOf } from '../control';

/**
 * DoS 8.5 at the start of a Soviet player turn. The gate: once a Soviet player turn
 * begins with the German side holding Rostov (the scenario's `gate`), south-map
 * reinforcements may enter, and the gate stays open (digest E18). The draws: the
 * Soviet then holds up to `perTurn` drawn rifle divisions ready to enter, never more
 * than `total` over the game, each drawn at random from the uncommitted pool with a
 * hidden die (`<window>/south-reinforcements/draw-<n>`, one face per unit left in the
 * pool, in id order), so the German learns neither the units nor their values (11.7,
 * 2.14). Drawn units may be delayed (8.1); since no more are drawn while two wait, at
 * most `perTurn` enter in a game turn. Mutates the draft; returns the events.
 */
export function southMapAtTurnStart(ctx: DosContext, draft: DosState, dice: Dice, window: string): GameEvent[] {
  const cfg = scenarioOf(ctx, draft.scenario).data.southReinforcements;
  if (!cfg) return [];
  const events: GameEvent[] = [];
  if (draft.arrivals.southGate === null) {
    const gate = ctx.map.resolve(cfg.gate);
    if (gate === null || controllerOf(ctx, draft, gate) !== GERMAN) return [];
    draft.arrivals = { ...draft.arrivals, southGate: draft.turn };
    events.push({
      type: 'south-gate-opened',
      rule: 'DoS 8.5',
      hex: gate,
      text: `The Soviet player turn begins with ${gate} German-held: Soviet south-map reinforcements may enter from now on (DoS 8.5)`,
    });
  }
  const waiting = draft.arrivals.southDrawn.filter((id) => draft.units[id]?.status === 'pending').length;
  const want = Math.min(cfg.perTurn - waiting, cfg.total - draft.arrivals.southDrawn.length);
  const pool = cfg.pool.filter((id) => ctx.units.has(id) && !Object.hasOwn(draft.units, id)).sort();
  const drawn: string[] = [];
  for (let i = 0; i < want && pool.length > 0; i++) {
    const label = `${window}/south-reinforcements/draw-${draft.arrivals.southDrawn.length + 1}`;
    const k = dice.hidden(label, pool.length);
    const id = pool.splice(k - 1, 1)[0]!;
    const def = unitDef(ctx, id);
    draft.units = { ...draft.units, [id]: { hex: null, steps: def.steps, status: 'pending', ...(def.untried ? { revealed: false } : {}) } };
    draft.arrivals = { ...draft.arrivals, southDrawn: [...draft.arrivals.southDrawn, id] };
    drawn.push(id);
  }
  if (drawn.length > 0) {
    events.push({
      type: 'south-reinforcements-drawn',
      rule: 'DoS 8.5',
      units: drawn,
      drawnSoFar: draft.arrivals.southDrawn.length,
      total: cfg.total,
      visibleTo: [SOVIET],
      text: `Drawn for the south map: ${drawn.join(', ')} (${draft.arrivals.southDrawn.length} of ${cfg.total}; enter through south-map sources, at most ${cfg.perTurn} a game turn, DoS 8.5)`,
    });
  }
  return events;
}
