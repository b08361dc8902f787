import type { Dice } from '#kernel/engine/dice';
import type { HexId } from '#kernel/ids';
import type { GameEvent } from '#kernel/engine/events';
import type { FireCombat, Firer } from '../combat/fire-combat';
import { outOfSupplyDrm } from '../combat/common-modifiers';
import type { FireDrm } from '../combat/fire-drm';
import { modifiedRoll } from '../combat/fire-drm';
import { fireColumn, readWbbt } from '../combat/fire-tables';
import type { SosEnv } from '../game/env';
import type { OpportunityFireRule, SosStanding } from '../orders/standing';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { firerOf } from '../windows/attack/fire-units';
import { indirectRange, placeDistance } from '../windows/bombardment/if-range';
import { isSpotRefusal, spotFor, type Spotting } from '../windows/bombardment/spotting';
import { isVolgaHex } from '../windows/movement/places';
import { applyToMovers, moverCombat, type MoverFire, type MoverFireDone } from './fire-at-movers';
import { underAttack, type HeldFire } from './firers';
import { ammunitionHeld } from '../ammunition/held';

/** The IF units of a rule in one place that may fire now, with the spotting they fire by (the least favourable of theirs, 14.31). */
export interface IndirectGroup {
  units: string[];
  spotting: Spotting;
  spotter: string;
}

/**
 * SoS 11.2, 11.4, 14.2: the IF units of a rule's `indirect` that may opportunity-fire at
 * `target`: mortars (11.2), and German infantry guns, howitzers and field guns at Soviet
 * units on a Volga hex (11.2 exception, 14.02); never rockets (11.2). Each is the side's own,
 * in play, not pinned (11.3) nor spent (14.07), its hex not under attack by adjacent
 * non-pinned infantry-type units (11.4: "the above also applies to mortars"), not yet fired
 * this phase (11.2) nor its AF this turn (14.02), in range (14.01), and the
 * spotter may spot the target for it (11.4: "the unblocked LOS is from a spotting unit";
 * 14.2-14.3: range, line of sight, not pinned, the chain of command). `spotterStanding`, the
 * firing side's standing orders: a vehicle spotting from a Tartar Wall hex sees out to the side
 * its owner declared (9.31, 9.40 ∆), as for its own fire; without it, its default side.
 */
export function indirectGroups(env: SosEnv, state: SosState, side: SosSide, rule: NonNullable<OpportunityFireRule['indirect']>, target: string, fired: ReadonlySet<string>, when?: readonly [number, number], moverStanding?: SosStanding | null, spotterStanding?: SosStanding | null): { groups: IndirectGroup[]; held: HeldFire[] } {
  const held: HeldFire[] = [];
  const spotter = env.findCounter(rule.spotter);
  const crossers = isVolgaHex(env.map, target) && side === 'german';
  // SoS 11.8: only units in the same hex combine: a group a place
  const byPlace = new Map<string, { units: string[]; worst: Spotting }>();
  for (const id of rule.units) {
    const c = env.findCounter(id);
    const p = state.pieces[id];
    if (!c || c.side !== side || !p || p.eliminated || p.at === null) continue;
    const hold = (why: string, r: string) => held.push({ unit: id, why, rule: r });
    const d = placeDistance(env.map, p.at, target);
    if (c.type === 'rocket') hold('rocket units never opportunity fire', 'SoS 11.2');
    else if (c.type !== 'mortar' && !(c.type === 'ifArtillery' && crossers)) hold('only mortars, and German IF at Soviet units crossing the Volga, opportunity-fire indirectly', 'SoS 11.2');
    else if (fired.has(id)) hold('has opportunity-fired this phase', 'SoS 11.2');
    else if (state.ifFired.includes(id)) hold('has fired its AF this turn: its explosion marker is out', 'SoS 14.02, 14.03');
    else if (ammunitionHeld(state, id)) hold('held by the ammunition shortage: it may not fire its AF this turn', 'SoS 14.74');
    else if (p.pinned) hold('pinned', 'SoS 11.3');
    else if (p.spent) hold('spent: a spent IF unit may not fire its AF', 'SoS 14.07');
    else if (env.map.hex(p.at as HexId) && underAttack(env, state, p.at, side)) hold(`${p.at} is being attacked by adjacent non-pinned infantry-type units`, 'SoS 11.4');
    else if (d === null || d > indirectRange(c)) hold(`out of range of ${target}`, 'SoS 14.01');
    else if (!spotter) hold(`${rule.spotter} is not a counter of this game`, 'SoS 14.21');
    else {
      // SoS 14.96: `when`, the turn and phase of the fire, for an OP that moved in the phase before
      // SoS 9.31, 9.40 ∆: the spotter's side of the Tartar Wall, read with its owner's declaration
      const s = spotFor(env, state, spotter, c, target, undefined, when, moverStanding, spotterStanding);
      if (isSpotRefusal(s)) hold(s.message, s.rule);
      else {
        const drm = (x: Spotting) => (env.tables.spotting.situations as Record<string, number>)[x.situation] ?? 0;
        const g = byPlace.get(p.at);
        if (!g) byPlace.set(p.at, { units: [id], worst: s });
        else {
          g.units.push(id);
          if (drm(s) > drm(g.worst)) g.worst = s;
        }
      }
    }
  }
  return { groups: [...byPlace.values()].map((g) => ({ units: g.units, spotting: g.worst, spotter: rule.spotter })), held };
}

/** SoS 14.6: the WBBT's modifiers for an opportunity fire: the Spotting Table, a named leader spotting the adjacent hex, a fortification, the firers' minefield. */
function wbbtModifiers(env: SosEnv, g: IndirectGroup, fortification: boolean, minefield: boolean, c: FireCombat): FireDrm[] {
  const drms: FireDrm[] = [{ value: (env.tables.spotting.situations as Record<string, number>)[g.spotting.situation] ?? 0, reason: `Spotting Table: ${g.spotting.situation}`, rule: 'SoS 14.3' }];
  if (g.spotting.namedLeaderAdjacent) drms.push({ value: env.tables.spotting.wbbtNamedLeaderAdjacent, reason: 'a named leader spots the adjacent target hex', rule: 'SoS 14.3' });
  if (fortification) drms.push({ value: 1, reason: 'a fortification in the target hex', rule: 'SoS 14.6' });
  if (minefield) drms.push({ value: -1, reason: 'the target units are on an enemy minefield', rule: 'SoS 14.6' });
  // SoS 19.5: isolated firers with their "Out of Supply" number
  drms.push(...outOfSupplyDrm(c));
  return drms;
}

/**
 * SoS 11.1: IF units alone opportunity-fire on the WBBT ("if only mortars or IF artillery are
 * opportunity firing, the WBBT"), their AF together (9.13), with the WBBT's modifiers (14.6).
 */
export function fireIndirectAtMovers(env: SosEnv, state: SosState, f: MoverFire, g: IndirectGroup, dice: Dice): MoverFireDone | null {
  const firers = g.units.map((id) => firerOf(env, state, id, state.pieces[id]!.at!, f.at, false)).filter((x): x is Firer => x !== undefined);
  const af = firers.reduce((s, x) => s + x.af, 0);
  if (af < env.tables.wbbt.columnFloors[0]!) return null;
  const c = moverCombat(env, state, { ...f, from: state.pieces[g.units[0]!]!.at! }, firers);
  const column = fireColumn(env.tables.wbbt, af);
  const drms = wbbtModifiers(env, g, c.target.fortification === true, c.target.firersMinefield === true, c);
  const die = dice.roll(f.label, 10);
  const mdr = modifiedRoll(die, drms);
  const result = readWbbt(env.tables.wbbt, column, mdr);
  // SoS 14.02, 14.03: an IF unit fires its AF once a turn; its explosion marker is out until the next Administrative Phase
  const marked = { ...state, ifFired: [...new Set([...state.ifFired, ...g.units])].sort() };
  const done = applyToMovers(env, marked, f, c, result, false, dice);
  const event: GameEvent = {
    type: 'opportunity-fire', rule: 'SoS 11.1, 11.4', from: f.from, hex: f.at, movers: [...f.movers], table: 'wbbt', spotter: g.spotter,
    firers: firers.map((x) => ({ id: x.id, points: x.af, uses: 'AF', rule: 'SoS 9.13' })), refused: [], total: af, shifts: [], column, drms, die, mdr, result,
    ...done.report, reveals: [...g.units, ...f.movers],
  };
  return { state: done.state, events: [event, ...done.events], fired: g.units, pinned: done.pinned };
}
