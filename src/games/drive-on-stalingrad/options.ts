import { noDice } from '#kernel/dice/no-dice';
import type { UnitOptions } from '#kernel/engine/ruleset';
import type { HexId, UnitId } from '#kernel/ids';
import { finalOdds } from '#kernel/combat/final-odds';
import { hexIndex, type HexIndex } from '#kernel/map/hex-index';
import { reachable } from '#kernel/movement/reachable';
import type { DosContext } from './data/context';
import { frozenReason } from './rules/activation/frozen';
import { joinsOnContact } from './rules/activation/newcomers';
import { armyArea, armyOf, releaseTurn } from './rules/army-release';
import { entryOptions } from './rules/reinforcements/entry-options';
import { afterDefaultWithdrawal } from './rules/reinforcements/withdrawal';
import { valuesHidden } from './rules/untried';
import { attackBar } from './rules/attack-legality';
import { alreadyDefended } from './rules/defenders';
import { assaultOptions } from './rules/mobile-assault/options';
import { seaDestinations } from './rules/sea-movement/options';
import { conditionsOf } from './rules/terrain-conditions';
import { movementAllowance } from './rules/supply/movement-supply';
import { supplyOf } from './rules/supply/supply-of';
import { supplyNote } from './rules/supply/supply-status';
import { battleFacts, paShifts } from './rules/odds-modifiers';
import { readingFacts } from './rules/reading-facts';
import { stackProblem, unitStepCost } from './rules/movement';
import { checkHexStack } from './rules/stacking';
import { mayMoveFirst } from './rules/phase-order';
import { holdOrderAllows } from './scenario-rules/uranus/hold-order';
import { attackStrength, defenseStrength } from './rules/strength';
import { opponent, type DosSide } from './state/sides';
import { attackOf, faceOf, occupancy, sideOf, unitDef } from './state/units';
import type { DosState, UnitState } from './state/types';
import type { UnitDef } from './data/schema';
import { DEFAULT_PHASE_ORDER, phasesOf } from './windows/sequence';
import { moveScope, type MoveScope } from './move-scope';

/** Options never roll: a "?" factor leaves the odds unknown. */
const NO_DICE = noDice('options');

/** Where one unit may move this phase (DoS 9.1-9.4, 6.2): cheapest paths, a single-hex minimum move (9.3), ends the Uranus hold order allows (U-9). */
export function unitMoves(ctx: DosContext, state: DosState, id: UnitId, scope: MoveScope = moveScope(ctx, state)): { hex: HexId; cost: number; path: HexId[] }[] {
  const u = state.units[id]!;
  const def = unitDef(ctx, id);
  const { occ } = scope;
  const area = armyArea(ctx, state, def);
  // in a hex with no units the unit stacks alone (6.1-6.4): stackProblem's first verdict, the same in every such hex
  const fitsAlone = checkHexStack([def]).ok;
  if (frozenReason(ctx, state, id) !== null) return []; // DoS 3.2, 8.2, 8.4
  const fits = fitsByNumber(hexIndex(ctx.map), mayStandIn(ctx, state, scope, def, area, fitsAlone));
  const held = holdOrderAllows(ctx, state, [id], u.hex!); // DoS Uranus U-9: where the move may end
  const joins = joinsOnContact(ctx, state, def); // DoS 3.2: a newcomer stops in a still-frozen army's hex
  const mf = movementAllowance(ctx, state, [{ def, steps: u.steps, hex: u.hex! }], scope.supply(id)).allowance; // DoS 7.16: halved out of supply
  const cost = unitStepCost(ctx, state, def, occ, scope.enemyHexes(sideOf(def)));
  return reachable(ctx.map, u.hex!, mf, cost, {
    minimumMove: true,
    stepAt: cost.at,
    canPass: passRule(fits, joins, scope),
    canStop: stopRule(fits, held),
  });
}

// The closures of one unit's search, made for every unit asked, are returned by these
// rather than bound to names in unitMoves (as unitStepCost's, rules/movement.ts): a
// function bound to a name gets its name property defined when it is made.

/** Whether the unit may be in a hex at all: inside its army's area (3.2), stacking allowed (6.1-6.4). */
const mayStandIn =
  (ctx: DosContext, state: DosState, scope: MoveScope, def: UnitDef, area: ReadonlySet<HexId> | null, fitsAlone: boolean) =>
  (h: HexId): boolean =>
    (area === null || area.has(h)) && ((fitsAlone && !scope.occ.has(h)) || stackProblem(ctx, scope.occ, h, [def], state, scope.anyNationality) === null);

/** `judge` asked once per hex, remembered by hex number (hexIndex): 0 not asked yet, 1 yes, 2 no. */
const fitsByNumber = (index: HexIndex, judge: (h: HexId) => boolean): ((h: HexId) => boolean) => {
  const fitsAt = new Uint8Array(index.ids.length);
  return (h) => {
    const k = index.indexOf(h);
    if (k < 0) return judge(h);
    let ok = fitsAt[k]!;
    if (ok === 0) fitsAt[k] = ok = judge(h) ? 1 : 2;
    return ok === 1;
  };
};

/** A hex the move may go on through: one the unit may be in, not a still-frozen army's for a newcomer (DoS 3.2). */
const passRule =
  (fits: (h: HexId) => boolean, joins: boolean, scope: MoveScope) =>
  (h: HexId): boolean =>
    fits(h) && !(joins && scope.frozenHost(h) !== null);

/** A hex the move may end in: one the unit may be in, where the Uranus hold order lets it end (U-9). */
const stopRule =
  (fits: (h: HexId) => boolean, held: (h: HexId) => boolean) =>
  (h: HexId): boolean =>
    fits(h) && held(h);

/**
 * Enemy-held hexes this unit may attack (DoS 11.1, 11.12, 11.16-11.20), with the odds of
 * attacking alone when the defender is fully visible (a single unit with known values,
 * 11.7, 2.14); otherwise the odds are left out.
 */
export function unitAttacks(ctx: DosContext, state: DosState, id: UnitId): { target: HexId; odds?: string }[] {
  const u = state.units[id]!;
  const def = unitDef(ctx, id);
  if ((attackOf(def, u.steps) === 0 && !valuesHidden(def, u)) || state.phase.attacked.includes(id) || releaseTurn(ctx, state, def) !== null) return [];
  if (frozenReason(ctx, state, id) !== null) return []; // DoS 3.2, 8.2, 8.4
  const occ = occupancy(state);
  const enemy = opponent(sideOf(def));
  const ref = { id, def, hex: u.hex!, steps: u.steps };
  const out: { target: HexId; odds?: string }[] = [];
  for (const target of ctx.map.neighbours(u.hex!)) {
    const there = occ.get(target) ?? [];
    if (there.length === 0 || sideOf(unitDef(ctx, there[0]!)) !== enemy || alreadyDefended(state, target).length > 0) continue; // DoS 11.4
    if (attackBar(ctx, ref, target, [ref], conditionsOf(ctx, state))) continue;
    const odds = soloOdds(ctx, state, ref, target, there);
    out.push(odds ? { target, odds } : { target });
  }
  return out;
}

function soloOdds(ctx: DosContext, state: DosState, ref: { id: UnitId; def: ReturnType<typeof unitDef>; hex: HexId; steps: number }, target: HexId, defenders: readonly UnitId[]): string | undefined {
  if (defenders.length !== 1 || attackOf(ref.def, ref.steps) === '?' || valuesHidden(ref.def, state.units[ref.id])) return undefined; // DoS 2.14
  const d = defenders[0]!;
  const dd = unitDef(ctx, d);
  const ds = state.units[d]!;
  if (faceOf(dd, ds.steps).defense === '?' || (dd.untried && !ds.revealed)) return undefined;
  const att = attackStrength(ctx, [{ ...ref, supply: supplyOf(ctx, state, ref.id) }], target, NO_DICE, 'options'); // DoS 7.15, 7.16
  const def = defenseStrength([{ id: d, def: dd, hex: target, steps: ds.steps, supply: supplyOf(ctx, state, d) }], sideOf(ref.def), NO_DICE, 'options');
  const facts = battleFacts(ctx, {
    attackerSide: sideOf(ref.def),
    phaseOrder: state.phaseOrder ?? DEFAULT_PHASE_ORDER,
    target,
    fortIntact: !state.fortsDestroyed.includes(target),
    oRingIntact: state.oRingIntact,
    attackers: [{ def: ref.def, hex: ref.hex }],
    defenders: [dd],
    ...readingFacts(ctx, state, sideOf(ref.def)), // DoS 5.6, 11.14, 11.23 as the game options read them
  });
  return finalOdds(att.total, def.total, paShifts(facts).map((s) => s.value), ctx.tables.crt.columns).label;
}

/**
 * Per-unit options for the open window (Ruleset.options). In a player turn's opening
 * window both moves and attacks are listed: moves count only after a move-first
 * declaration, and are listed only when one is legal now (DoS 5.4, 5.5; Uranus U-3).
 * While the withdrawal is due, options are those of the position after the default
 * withdrawal, the units it takes with none (8.7). The other side gets its units with no
 * options.
 */
export function optionsFor(ctx: DosContext, state: DosState, side: DosSide): UnitOptions[] {
  const mine = Object.keys(state.units)
    .filter((id) => state.units[id]!.status === 'on-map' && sideOf(unitDef(ctx, id)) === side)
    .sort() as UnitId[];
  const active = !state.ended && state.at.side === side;
  const opening = state.at.step === 0;
  const phases = opening ? ['movement', 'combat'] : [phasesOf(state.phaseOrder ?? DEFAULT_PHASE_ORDER)[1]];
  const canMove = active && phases.includes('movement') && (!opening || mayMoveFirst(ctx, state, side));
  const canAttack = active && phases.includes('combat');
  const { state: pos, withdrawn } = active ? afterDefaultWithdrawal(ctx, state) : { state, withdrawn: [] as UnitId[] }; // DoS 8.7
  const scope = moveScope(ctx, pos);
  const out = mine.map((id) => {
    const d = unitDef(ctx, id);
    const u = state.units[id]!;
    const o: UnitOptions = { unit: id, label: unitLabel(d, u), hex: u.hex! };
    const notes: string[] = [];
    if (withdrawn.includes(id)) {
      if (canMove) o.moves = [];
      if (canAttack) o.attacks = [];
      o.notes = ['withdrawn from play at the start of this player turn by the default withdrawal unless a {withdraw: {units}} order names others: no moves or attacks listed (DoS 8.7)'];
      return o;
    }
    if (canMove) o.moves = unitMoves(ctx, pos, id, scope);
    if (canAttack) o.attacks = unitAttacks(ctx, pos, id);
    const ports = canMove && side === 'soviet' ? seaDestinations(ctx, pos, id) : [];
    if (ports.length > 0) {
      o.sea = ports;
      notes.push(`may sail to ${ports.join(', ')}: {sea: {unit, to, path}} (DoS 9.18)`);
    }
    if (canMove && !canAttack && side === 'german') {
      const ma = assaultOptions(ctx, pos, id); // DoS 9.23-9.28
      if (ma.length > 0) {
        o.attacks = ma;
        notes.push('attacks listed are mobile assaults from this hex: {assault: {units, target, onSuccess}} (DoS 9.23-9.30)');
      }
    }
    if (canAttack && attackOf(d, u.steps) === 0 && !valuesHidden(d, u)) notes.push('attack factor 0: may not attack (DoS 11.12)');
    const release = releaseTurn(ctx, pos, d);
    const frozen = frozenReason(ctx, pos, id);
    if (frozen) notes.push(`${frozen.message} (${frozen.rule})`);
    if (release !== null) notes.push(`army ${armyOf(state, d)} not released until GT${release}: moves only inside its area, no attacks (DoS 3.2)`);
    if (d.untried && !u.revealed) notes.push('untried: values unknown to both players until its first combat (DoS 2.14)');
    const supply = supplyNote(scope.supply(id)); // DoS 7.5, 7.6, 7.15, 7.16
    if (supply) notes.push(supply);
    if (notes.length > 0) o.notes = notes;
    return o;
  });
  return canMove ? [...out, ...entryOptions(ctx, pos, side).units] : out; // DoS 8.1: reinforcements due now
}

/**
 * "11 11th Panzer Division 8-6-10", "(reduced)" on its reduced face; an untried Soviet unit's
 * combat factors are unknown to its owner too until it fights (DoS 2.14): "?-?-6".
 */
export function unitLabel(d: UnitDef, u: UnitState): string {
  const f = faceOf(d, u.steps);
  const factors = valuesHidden(d, u) ? `?-?-${f.movement}` : `${f.attack}-${f.defense}-${f.movement}`;
  return `${d.designation} ${d.name} ${factors}${u.steps < d.steps ? ' (reduced)' : ''}`;
}
