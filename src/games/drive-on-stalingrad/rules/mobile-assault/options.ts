import { noDice } from '#kernel/dice/no-dice';
import { finalOdds } from '#kernel/combat/final-odds';
import type { HexId, UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { GERMAN, SOVIET } from '#games/drive-on-stalingrad/state/sides';
import { faceOf, isGermanProper, isPanzer, occupancy, sideOf, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { isSchwerpunkt } from '../air/planes';
import { battleFacts } from '../odds-modifiers';
import { defenseStrength } from '../strength';
import { supplyOf } from '../supply/supply-of';
import { weatherFacts } from '../weather/battle-weather';
import { conditionsOf } from '../terrain-conditions';
import { forceProblems } from './force';
import { planAssault } from './plan';
import { targetProblems } from './target';
import { mobileAssaultShifts } from './shifts';
import { mobileAttackStrength } from './strength';

/** Options never roll: a "?" factor leaves the odds unknown. */
const NO_DICE = noDice('options');

/**
 * The mobile assaults a German unit could launch from where it stands (DoS 9.23-9.28):
 * alone if it is a panzer division, else with the unmoved German panzer divisions of its
 * hex; each Soviet-held neighbour the assault may legally enter (plan.ts), with the odds
 * when the defender is one unit of known values (11.7, 2.14) and no factor is rolled;
 * each marked as an `assault` order with its force, as the order names it.
 */
export function assaultOptions(ctx: DosContext, state: DosState, id: UnitId): { target: HexId; odds?: string; order: 'assault'; force: UnitId[] }[] {
  const u = state.units[id]!;
  const def = unitDef(ctx, id);
  if (sideOf(def) !== GERMAN || u.hex === null || state.phase.moved.includes(id)) return [];
  const occ = occupancy(state);
  const here = occ.get(u.hex) ?? [];
  const panzers = here.filter((p) => p !== id && !state.phase.moved.includes(p) && isPanzer(unitDef(ctx, p)) && isGermanProper(unitDef(ctx, p)));
  const force = isPanzer(def) ? [id] : [id, ...panzers];
  const refs = force.map((f) => ({ id: f, def: unitDef(ctx, f), hex: u.hex!, steps: state.units[f]!.steps }));
  if (forceProblems(ctx, state, GERMAN, refs, force, u.hex).length > 0) return []; // cheap checks first
  const conditions = conditionsOf(ctx, state);
  const out: { target: HexId; odds?: string; order: 'assault'; force: UnitId[] }[] = [];
  for (const target of ctx.map.neighbours(u.hex)) {
    const there = occ.get(target) ?? [];
    if (there.length === 0 || sideOf(unitDef(ctx, there[0]!)) !== SOVIET) continue;
    if (targetProblems(ctx, state, u.hex, target, conditions).length > 0) continue;
    const { plan } = planAssault(ctx, state, GERMAN, { assault: { units: force, target } });
    if (!plan) continue;
    const odds = knownOdds(ctx, state, force, u.hex, target, there);
    out.push({ target, ...(odds ? { odds } : {}), order: 'assault', force: [...force] });
  }
  return out;
}

function knownOdds(ctx: DosContext, state: DosState, force: UnitId[], launch: HexId, target: HexId, defenders: readonly UnitId[]): string | undefined {
  const d = defenders[0]!;
  const dd = unitDef(ctx, d);
  const ds = state.units[d]!;
  const hidden = defenders.length !== 1 || faceOf(dd, ds.steps).defense === '?' || (dd.untried === true && ds.revealed !== true);
  if (hidden || force.some((id) => faceOf(unitDef(ctx, id), state.units[id]!.steps).attack === '?')) return undefined;
  const att = mobileAttackStrength(ctx, force.map((id) => ({ id, def: unitDef(ctx, id), hex: launch, steps: state.units[id]!.steps })), target, NO_DICE, 'options');
  const def = defenseStrength([{ id: d, def: dd, hex: target, steps: ds.steps, supply: supplyOf(ctx, state, d) }], GERMAN, NO_DICE, 'options'); // DoS 7.15
  const facts = battleFacts(ctx, {
    attackerSide: GERMAN,
    phaseOrder: state.phaseOrder ?? 'combat-first',
    target,
    fortIntact: !state.fortsDestroyed.includes(target),
    oRingIntact: state.oRingIntact,
    attackers: force.map((id) => ({ def: unitDef(ctx, id), hex: launch })),
    defenders: [dd],
    ...weatherFacts(ctx, state),
  });
  const shifts = mobileAssaultShifts(facts, isSchwerpunkt(state)).map((s) => s.value);
  return finalOdds(att.total, def.total, shifts, ctx.tables.crt.columns).label;
}
