import { unitId, type HexId } from '#kernel/ids';
import { isProhibited, type StepCost } from '#kernel/movement/path';
import { reachable } from '#kernel/movement/reachable';
import { commandRefusal } from '../command/restrictions';
import type { UnitDef } from '../data/units';
import { stateMoveQueries } from '../movement-phase/state-queries';
import { infiltrationStepRefusal, infiltrationUnitRefusal } from '../rules/infiltration/infiltration';
import type { Mover } from '../rules/movement/mover';
import { nearEnemy, strategicStartRefusal, strategicStep, tacticalStep, type MoveContext } from '../rules/movement/step';
import { nearerOnly, reachToward, type Nearer } from '../rules/movement/toward';
import { infiltrationStep } from '../rules/movement/walk';
import { stackingFailures } from '../rules/stacking/hex-limits';
import { zocField } from '../rules/zoc/enemy-zoc';
import { countsForStacking } from '../rules/stacking/counts';
import { enemyOf, occupancy } from '../state/occupancy';
import type { KbUnitState } from '../state/types';
import { isAxisInfantryDivision, isCadre, isErsatz, isHq, isSovietCorps } from '../state/unit-status';
import { densePosition, denseSet, denseStrategicStep, denseTacticalStep, PROHIBITED, type DensePosition } from './dense-steps';
import type { OptionsInput } from './input';
import { mobileAssaultTargets } from './mobile-assault-options';
import type { KbMove, KbUnitOptions } from './unit-options';

type MovementListing = Pick<KbUnitOptions, 'moves' | 'strategicMoves' | 'infiltrations' | 'overrunMoves' | 'assaultMoves' | 'attacks'>;

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
  const dense = densePosition({
    index: ctx.index, map: ctx.map, tec, weather: state.weather, q,
    zoc: zocField(ctx, state, enemyOf(side), 'movement'), // KB 7.24: the EZOC of movement
    enemyHexes: q.enemyUnitHexes(), rubble: state.markers.rubble, pontoons: state.markers.pontoons,
  });
  // KB 10.32, 5.32: read once, when a unit may use Strategic Movement
  let strategic: { near: Set<HexId>; dense: Uint8Array; interdicted: Uint8Array } | undefined;
  // units alike in the same hex share their searches (a stack moves from one hex): by hex and what the steps read of the mover
  const tacticalMemo = new Map<string, KbMove[]>();
  const strategicMemo = new Map<string, KbMove[]>();
  const fitMemo = new Map<string, boolean>();
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
    const stacking = stackingKey(def, st);
    const canStop = (h: HexId): boolean => {
      const i = ctx.index.indexOf(h);
      const there = occ.stackAt(i, side);
      if (there.length === 0) return true;
      const key = `${i}|${stacking}`;
      let fits = fitMemo.get(key);
      if (fits === undefined) fitMemo.set(key, (fits = stackingFailures([...there, { def, state: st, hex: h }]).length === 0));
      return fits;
    };
    const listing: MovementListing = { moves: [] };
    if (takes.has('move') || takes.has('overrun')) {
      const moves: KbMove[] = [];
      const overruns: (KbMove & { target: HexId })[] = [];
      const tKey = `${start}|${mover.class}|${mover.allowance}|${mover.multiStep && mover.supply === 'operational'}|${towardKey(mover)}`;
      let reach = tacticalMemo.get(tKey);
      if (!reach) tacticalMemo.set(tKey, (reach = tacticalReach(dense, mctx, start)));
      for (const m of reach) {
        if (dense.enemy[ctx.index.indexOf(m.hex)] !== 0) overruns.push({ ...m, target: m.hex }); // KB 11.31: it enters and clears the hex
        else if (canStop(m.hex)) moves.push(m);
      }
      if (takes.has('move')) {
        listing.moves = moves;
        const infiltrations = infiltrationMoves(dense, mctx, start).filter((m) => canStop(m.hex));
        if (infiltrations.length > 0) listing.infiltrations = infiltrations;
        if (!strategic) {
          const near = nearEnemy(mctx);
          strategic = { near, dense: denseSet(ctx.index, near), interdicted: denseSet(ctx.index, state.markers.interdicted) };
        }
        const far = strategicMoves(dense, mctx, start, strategic, strategicMemo, notes).filter((m) => canStop(m.hex));
        if (far.length > 0) listing.strategicMoves = far;
      }
      if (takes.has('overrun') && overruns.length > 0) listing.overrunMoves = overruns;
    }
    if (takes.has('assault')) {
      const assaults = mobileAssaultTargets(o, unit, mctx, notes);
      if (assaults.length > 0) listing.attacks = assaults.map((target) => ({ target, order: 'assault' as const, force: [unitId(def.id)] }));
      const movedUp = notes.some((n) => n.startsWith('no Mobile Assault:')) ? [] : assaultsAfterMoving(o, unit, mctx, listing.moves ?? [], new Set(assaults), dense);
      if (movedUp.length > 0) listing.assaultMoves = movedUp;
    }
    if (mover.allowance === 0) notes.push('no Movement Points this phase: One-Hex Tactical Movement only (KB 10.56)');
    return listing;
  };
}

/** What the searches read of a mover's full MPA toward a supply source or HQ unit (KB 9.42). */
const towardKey = (mover: Mover): string => (mover.toward ? `${mover.toward.allowance}|${mover.toward.targets.join(',')}` : '');

/**
 * KB 9.42: a search's steps, kept to those nearer the hex a move at the full MPA leads
 * toward (rules/movement/toward.ts reachToward), by hex number and by hex id alike.
 */
function denseNearerOnly(dense: DensePosition, stepAt: (i: number, nth: number) => number, cost: StepCost, nearer?: Nearer): { stepAt: (i: number, nth: number) => number; cost: StepCost } {
  if (!nearer) return { stepAt, cost };
  const { ids, neighbours } = dense.index;
  return {
    stepAt: (i, nth) => (nearer(ids[i]!, ids[neighbours[i]![nth]!]!) ? stepAt(i, nth) : PROHIBITED),
    cost: nearerOnly(cost, nearer),
  };
}

/**
 * KB 10.2, 10.52, 10.56: the Tactical Movement destinations, as rules/movement/reach.ts
 * moveOptions finds them (an EZOC hex entered ends the move; one hex always, unless
 * prohibited; 9.42 the full MPA toward a supply source or HQ unit), the steps asked by number.
 */
function tacticalReach(dense: DensePosition, mctx: MoveContext, start: HexId): KbMove[] {
  // KB 10.52: nothing leaves an EZOC hex entered (the search's canPass, asked by number: no step out of it)
  const step = denseTacticalStep(dense, mctx.mover);
  const from = dense.index.indexOf(start);
  const zoc = dense.zoc;
  const stepAt = (i: number, nth: number): number => (i !== from && zoc[i] === 1 ? PROHIBITED : step(i, nth));
  const cost = tacticalStep(mctx);
  return reachToward(mctx.map, mctx.mover, start, (budget, nearer) => {
    const only = denseNearerOnly(dense, stepAt, cost, nearer);
    return reachable(mctx.map, start, budget, only.cost, { minimumMove: !nearer, stepAt: only.stepAt });
  });
}

/**
 * KB 11.2: the Mobile Assaults the unit may make after moving up by Tactical Movement this
 * phase: for each enemy hex it does not already assault from where it stands, the cheapest
 * listed move to a hex beside it from which the assault is allowed with the MP left
 * (mobile-assault-options.ts), written as `assault: {unit, path, target}`.
 */
function assaultsAfterMoving(o: OptionsInput, unit: string, mctx: MoveContext, moves: readonly KbMove[], fromStart: ReadonlySet<HexId>, dense: DensePosition): (KbMove & { target: HexId })[] {
  const best = new Map<HexId, KbMove & { target: HexId }>();
  const byCost = [...moves].sort((a, b) => a.cost - b.cost || (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
  for (const m of byCost) {
    const i = dense.index.indexOf(m.hex);
    if (!dense.index.neighbours[i]!.some((j) => dense.enemy[j] !== 0)) continue;
    for (const target of mobileAssaultTargets(o, unit, mctx, [], { hex: m.hex, spent: m.cost })) {
      if (fromStart.has(target) || best.has(target)) continue;
      best.set(target, { ...m, target });
    }
  }
  return [...best.values()].sort((a, b) => (a.target < b.target ? -1 : a.target > b.target ? 1 : 0));
}

/** What stackingFailures (rules/stacking/hex-limits.ts) reads of the unit joining a stack (KB 6.0, 6.12-6.14). */
function stackingKey(def: UnitDef, st: KbUnitState): string {
  const cadre = isCadre(def, st);
  return `${countsForStacking(def, st)}|${isHq(def)}|${isAxisInfantryDivision(def) && !cadre}|${isSovietCorps(def) && !cadre}|${def.nationality}|${def.side}`;
}

/**
 * KB 11.1 with 7.25: the one-hex Mobile Infiltrations from an EZOC start into an adjacent
 * EZOC hex, as reach.ts moveOptions lists them.
 */
function infiltrationMoves(dense: DensePosition, mctx: MoveContext, start: HexId): KbMove[] {
  const { map, q } = mctx;
  const from = dense.index.indexOf(start);
  if (from < 0 || dense.zoc[from] !== 1 || infiltrationUnitRefusal(mctx.mover)) return [];
  const step = tacticalStep(mctx);
  const mi = infiltrationStep(mctx);
  const out: KbMove[] = [];
  for (const to of map.adjacent(start)) {
    const v = step(start, to);
    if (!isProhibited(v) || v.code !== 'ezoc-to-ezoc' || infiltrationStepRefusal(map, q, start, to)) continue;
    const c = mi(start, to);
    if (!isProhibited(c)) out.push({ hex: to, cost: c.cost, path: [to] });
  }
  return out.sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
}

/** KB 10.3: the Strategic Movement destinations, or a note why the unit may not use it. */
function strategicMoves(dense: DensePosition, mctx: MoveContext, start: HexId, s: { near: Set<HexId>; dense: Uint8Array; interdicted: Uint8Array }, memo: Map<string, KbMove[]>, notes: string[]): KbMove[] {
  const refusal = strategicStartRefusal(mctx, start, s.near);
  if (refusal) {
    notes.push(`no Strategic Movement: ${refusal.message} (${refusal.rule})`);
    return [];
  }
  const key = `${start}|${mctx.mover.class}|${mctx.mover.allowance}|${mctx.mover.side}|${towardKey(mctx.mover)}`;
  let found = memo.get(key);
  if (!found) memo.set(key, (found = strategicReach(dense, mctx, start, s)));
  return found;
}

/** KB 10.3: the Strategic Movement search, strategicStep (step.ts) asked by number (9.42 as in tacticalReach). */
function strategicReach(dense: DensePosition, mctx: MoveContext, start: HexId, s: { near: Set<HexId>; dense: Uint8Array; interdicted: Uint8Array }): KbMove[] {
  const stepAt = denseStrategicStep(dense, mctx.mover, s.dense, s.interdicted);
  const cost = strategicStep(mctx, s.near);
  return reachToward(mctx.map, mctx.mover, start, (budget, nearer) => {
    const only = denseNearerOnly(dense, stepAt, cost, nearer);
    return reachable(mctx.map, start, budget, only.cost, { stepAt: only.stepAt });
  });
}

/** The window's note of the optional turn-0 limitation (sequence/windows.ts). */
const TURN_ZERO_NOTE = 'orange-icon mechanized units may not move on turn 0';

/**
 * Why the unit may not move at all in this Movement Phase, in plain words with the rule, or
 * null: the Movement Phase's own refusals (movement-phase/run.ts unitRefusal: uncommitted
 * 13.11, an Ersatz battalion 20.1, 'Repl' 16.22), Command & Control's (13.2: OOC after a
 * 'halt'; a 'hold' lets it move) and the optional turn-0 limitation of 'Operation Star' (20.1).
 */
export function moveRefusal(o: OptionsInput, unit: string): string | null {
  const { ctx, state } = o;
  const def = ctx.unit(unit);
  const st = state.units[unit]!;
  if (isErsatz(def)) return 'an Ersatz battalion never moves (KB 20.1)';
  // KB 20.1 Optional Historical Limitation: the window carries it as its note (sequence/windows.ts, historicalTurnZero)
  if (def.class === 'mechanized' && def.colour === 'orange' && o.window.notes.some((n) => n.startsWith(TURN_ZERO_NOTE))) {
    return 'an orange-icon mechanized unit may not move on turn 0; it may still make a Prepared Assault (KB 20.1, optional Historical Limitation)';
  }
  if (st.marks.repl) return "received replacements this turn ('Repl'): may not move or attack (KB 16.22)";
  const command = commandRefusal(ctx, state, unit, 'move');
  if (command) return `${command.message} (${command.rule})`;
  return null;
}
