import type { HexId } from '#kernel/ids';
import { reachable } from '#kernel/movement/reachable';
import { commandRefusal } from '../command/restrictions';
import { stateMoveQueries } from '../movement-phase/state-queries';
import { moveOptions } from '../rules/movement/reach';
import type { Mover } from '../rules/movement/mover';
import { nearEnemy, strategicStartRefusal, strategicStep, type MoveContext } from '../rules/movement/step';
import { stackingFailures } from '../rules/stacking/hex-limits';
import { occupancy } from '../state/occupancy';
import { isErsatz } from '../state/unit-status';
import type { OptionsInput } from './input';
import { mobileAssaultTargets } from './mobile-assault-options';
import type { KbMove, KbUnitOptions } from './unit-options';

type MovementListing = Pick<KbUnitOptions, 'moves' | 'strategicMoves' | 'infiltrations' | 'overrunMoves' | 'attacks'>;

/**
 * The movement window's listing of one unit (KB 10.0-11.3), read on the position the window
 * opened on. What is the same for every unit (the position's questions, the hexes near the
 * enemy) is worked out once; the searches are the kernel's dense-hex Dijkstra with the
 * movement rules' own step costs (rules/movement/reach.ts), so a listed path is one
 * walk.ts, and so the Movement Phase, accepts.
 */
export function movementOptions(o: OptionsInput): (unit: string, notes: string[]) => MovementListing {
  const { ctx, state, side, window, tec } = o;
  const q = stateMoveQueries(ctx, state, side);
  const occ = occupancy(ctx, state);
  const takes = new Set<string>(window.accepts);
  let near: Set<HexId> | undefined; // KB 10.32: read once, when a unit may use Strategic Movement
  return (unit, notes) => {
    const st = state.units[unit]!;
    const def = ctx.unit(unit);
    const refusal = moveRefusal(o, unit);
    if (refusal) {
      notes.push(refusal);
      return { moves: [] };
    }
    const mover: Mover = o.mover(state, unit);
    const mctx: MoveContext = { map: ctx.map, tec, weather: state.weather, mover, q };
    const start = st.hex!;
    // KB 6.0-6.14: where the unit would break a stacking limit with the units there now, it is not listed (the limits are checked at the end of the phase, 6.11)
    const canStop = (h: HexId): boolean => {
      const there = occ.at(h, side);
      return there.length === 0 || stackingFailures([...there, { def, state: st, hex: h }]).length === 0;
    };
    const listing: MovementListing = { moves: [] };
    if (takes.has('move') || takes.has('overrun')) {
      const tactical = moveOptions(mctx, start, 'tactical');
      const moves: KbMove[] = [];
      const infiltrations: KbMove[] = [];
      const overruns: (KbMove & { target: HexId })[] = [];
      for (const m of tactical) {
        const move = { hex: m.hex, cost: m.cost, path: m.path };
        if (q.enemyOccupied(m.hex)) overruns.push({ ...move, target: m.hex }); // KB 11.31: it enters and clears the hex
        else if (!canStop(m.hex)) continue;
        else if (m.infiltration) infiltrations.push(move);
        else moves.push(move);
      }
      if (takes.has('move')) {
        listing.moves = moves;
        if (infiltrations.length > 0) listing.infiltrations = infiltrations;
        const strategic = strategicMoves(mctx, start, (near ??= nearEnemy(mctx)), canStop, notes);
        if (strategic.length > 0) listing.strategicMoves = strategic;
      }
      if (takes.has('overrun') && overruns.length > 0) listing.overrunMoves = overruns;
    }
    if (takes.has('assault')) {
      const assaults = mobileAssaultTargets(o, unit, mctx, notes);
      if (assaults.length > 0) listing.attacks = assaults.map((target) => ({ target, order: 'assault' as const, force: [def.id as never] }));
    }
    if (mover.allowance === 0) notes.push('no Movement Points this phase: One-Hex Tactical Movement only (KB 10.56)');
    return listing;
  };
}

/** KB 10.3: the Strategic Movement destinations, or a note why the unit may not use it. */
function strategicMoves(mctx: MoveContext, start: HexId, near: Set<HexId>, canStop: (h: HexId) => boolean, notes: string[]): KbMove[] {
  const refusal = strategicStartRefusal(mctx, start, near);
  if (refusal) {
    notes.push(`no Strategic Movement: ${refusal.message} (${refusal.rule})`);
    return [];
  }
  return reachable(mctx.map, start, mctx.mover.allowance, strategicStep(mctx, near), { canStop });
}

/**
 * Why the unit may not move at all in this Movement Phase, in plain words with the rule, or
 * null: the Movement Phase's own refusals (movement-phase/run.ts unitRefusal: uncommitted
 * 13.11, an Ersatz battalion 20.1, 'Repl' 16.22) and Command & Control's (13.2: OOC after a
 * 'halt').
 */
export function moveRefusal(o: OptionsInput, unit: string): string | null {
  const { ctx, state } = o;
  const def = ctx.unit(unit);
  const st = state.units[unit]!;
  if (isErsatz(def)) return 'an Ersatz battalion never moves (KB 20.1)';
  if (st.marks.repl) return "received replacements this turn ('Repl'): may not move or attack (KB 16.22)";
  const command = commandRefusal(ctx, state, unit, 'move', o.command?.(unit));
  if (command) return `${command.message} (${command.rule})`;
  return null;
}
