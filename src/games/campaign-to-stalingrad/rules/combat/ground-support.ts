import { groundSupportNeed, groundSupportShifts, type GroundSupportNeed } from '#kernel/combat/ground-support';
import type { Dice } from '#kernel/engine/dice';
import type { Modifier } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { airFlies } from '../air/flying-weather';
import { groundSupportFactor } from '../air/ground-support-factor';
import { placedAir, type PlacedAir } from '../air/placed';
import { enemyOf } from '../occupancy';

/** CtS 23.11: defensive Ground Support reaches the defender's hex from this far. */
export const DEFENSIVE_REACH = 3;
/** CtS 23.11: at most two shifts a battle. */
const MAX_SHIFTS = 2;

const sumGsf = (ps: readonly PlacedAir[]): number => ps.reduce((s, a) => s + groundSupportFactor(a.spec), 0);

/** Which air units each side offers a battle. */
export interface GroundSupportChoice {
  /** The attacker's air units named in the attack order; absent = every eligible one in the defender's hex. */
  offensive?: readonly string[];
  /**
   * The defender's standing order: the eligible units within reach, nearest first and no
   * more than can count (the default), none, or as "all" only in battles whose target
   * hexes include one of `hexes`.
   */
  defensive: 'all' | 'none' | { readonly hexes: readonly string[] };
}

/** What the battle event shows of Ground Support: who gave it, the factors, the net, the die. */
export interface GroundSupportReport {
  attacker: { units: string[]; gsf: number };
  defender: { units: string[]; gsf: number };
  perShift: number;
  side: GroundSupportNeed['side'];
  net: number;
  sure: number;
  die: { value: number; needs: number; remainder: number } | null;
  shifts: number;
  /** Named air units that could not support, with why. */
  refused: { unit: string; why: string }[];
  text: string;
}

/** Ground Support for one battle: the shift (+ attacker, - defender), the report, the air units used. */
export interface GroundSupportResult {
  modifier: Modifier | null;
  report: GroundSupportReport | null;
  used: string[];
}

/**
 * CtS 23.11 Ground Support at Combat Phase step B2: offensive from the phasing air units
 * stacked in the defender's hex, defensive from the non-phasing air units within three
 * hexes of it (against several hexes, in or within three hexes of any of them); each air
 * unit once a Combat Phase; six factors a shift when any defender is in Forest or a Major
 * City. In an overrun (14.4, digest A28) only the Axis, as the overrunning side, may use
 * it, and the defender has none. The partial-shift die is `<label>/ground-support`; with `dice` null no die is rolled and
 * only the sure shifts count (the odds a side can insure beforehand, 4.7). Returns the
 * shift (+ attacker, - defender), the report, and the air units used, which the caller
 * marks (markGroundSupportGiven).
 */
export function groundSupport(
  ctx: CtsContext,
  state: CtsState,
  side: CtsSide,
  targets: readonly HexId[],
  mode: 'battle' | 'overrun',
  choice: GroundSupportChoice,
  dice: Dice | null,
  label: string,
): GroundSupportResult {
  const none = { modifier: null, report: null, used: [] };
  if (!airFlies(state)) return none; // 23.17
  const refused: { unit: string; why: string }[] = [];
  const free = (a: PlacedAir): boolean => !a.state.groundSupportGiven && !a.state.bombarded && groundSupportFactor(a.spec) > 0;
  let offensive = placedAir(ctx, state, side).filter((a) => targets.includes(a.hex) && free(a));
  if (mode === 'overrun' && side !== 'axis') offensive = []; // 14.4: the Axis only
  if (choice.offensive) {
    for (const id of choice.offensive) {
      if (!offensive.some((a) => a.id === id)) refused.push({ unit: id, why: whyNot(ctx, state, side, targets, mode, id) });
    }
    offensive = offensive.filter((a) => choice.offensive!.includes(a.id));
  }
  const heavy = targets.some((t) => {
    const h = ctx.map.hex(t);
    return h?.terrain === 'forest' || (h?.features ?? []).includes('major-city');
  });
  const perShift = heavy ? 6 : 3; // 23.11 Cities & Forest
  // the defender's default: the nearest eligible units first, no more than can still count
  // (enough to cancel the attacker's factors and win the two shifts); the rest stay free
  const reach = (a: PlacedAir): number => Math.min(...targets.map((t) => ctx.map.grid.distance(a.hex, t)));
  const enough = sumGsf(offensive) + MAX_SHIFTS * perShift;
  let given = 0;
  const defends = choice.defensive === 'all' || (choice.defensive !== 'none' && choice.defensive.hexes.some((h) => targets.includes(h as HexId))); // 23.11, by the defender's standing choice
  const defensive =
    mode === 'overrun' || !defends
      ? [] // 14.4, A28: no defensive Ground Support against an overrun
      : placedAir(ctx, state, enemyOf(side))
          .filter((a) => free(a) && reach(a) <= DEFENSIVE_REACH)
          .sort((a, b) => reach(a) - reach(b) || a.id.localeCompare(b.id))
          .filter((a) => {
            if (given >= enough) return false;
            given += groundSupportFactor(a.spec);
            return true;
          });
  if (offensive.length === 0 && defensive.length === 0) return refused.length > 0 ? { ...none, report: report([], [], perShift, null, refused) } : none;

  const r = report(offensive, defensive, perShift, dice, refused, label);
  const used = [...offensive, ...defensive].map((a) => a.id);
  if (r.shifts === 0) return { modifier: null, report: r, used };
  const value = r.side === 'attacker' ? r.shifts : -r.shifts;
  return { modifier: { value, kind: 'column-shift', reason: `Ground Support: ${r.text}`, rule: 'CtS 23.11' }, report: r, used };
}

function report(
  offensive: readonly PlacedAir[],
  defensive: readonly PlacedAir[],
  perShift: number,
  dice: Dice | null,
  refused: { unit: string; why: string }[],
  label = '',
): GroundSupportReport {
  const att = sumGsf(offensive);
  const def = sumGsf(defensive);
  const need = groundSupportNeed(att, def, perShift, MAX_SHIFTS);
  const face = need.partial && dice ? dice.roll(`${label}/ground-support`, 6) : null;
  const shifts = groundSupportShifts(need, face);
  const die = need.partial && face !== null ? { value: face, needs: need.partial.needs, remainder: need.partial.remainder } : null;
  const text =
    `attacker ${att} GSF${offensive.length ? ` (${offensive.map((a) => a.id).join(', ')})` : ''}, defender ${def} GSF${defensive.length ? ` (${defensive.map((a) => a.id).join(', ')})` : ''}` +
    (need.side ? `, ${need.side} nets ${need.net} at ${perShift} a shift: ${need.sure} sure` : ', cancelled') +
    (die ? ` + die ${die.value} (${die.remainder} GSF left needs ${die.needs}-6${die.value >= die.needs ? ', a shift' : ', none'})` : '') +
    ` = ${shifts} shift${shifts === 1 ? '' : 's'}`;
  return {
    attacker: { units: offensive.map((a) => a.id), gsf: att },
    defender: { units: defensive.map((a) => a.id), gsf: def },
    perShift,
    side: need.side,
    net: need.net,
    sure: need.sure,
    die,
    shifts,
    refused,
    text,
  };
}

function whyNot(ctx: CtsContext, state: CtsState, side: CtsSide, targets: readonly HexId[], mode: 'battle' | 'overrun', id: string): string {
  const spec = ctx.airUnits.get(id);
  const a = state.air?.units[id];
  if (!spec || spec.side !== side) return `${id} is not an air unit of the ${side} side`;
  if (mode === 'overrun' && side !== 'axis') return 'only the Axis may use Ground Support in an overrun (CtS 14.4)';
  if (!a || a.where !== 'map' || a.hex === null || !targets.includes(a.hex)) return `${id} is not in the defender's hex (CtS 23.11)`;
  if (a.groundSupportGiven) return `${id} has given Ground Support this Combat Phase (CtS 23.11)`;
  if (a.bombarded) return `${id} has bombarded this Combat Phase (CtS 23.12)`;
  return `${id} has no Ground Support Factor (CtS 23.11)`;
}

/** For an event's text: the Ground Support that gave no shift (a shift shows among the odds' shifts), or nothing. */
export function groundSupportNote(report: GroundSupportReport | null | undefined): string {
  return report && report.shifts === 0 ? `; Ground Support (CtS 23.11): ${report.text}` : '';
}

/** CtS 23.11: each air unit gives Ground Support once a Combat Phase; these have (cleared at the phase's end, air/combat-phase-end.ts). */
export function markGroundSupportGiven(state: CtsState, used: readonly string[]): CtsState {
  if (used.length === 0) return state;
  const air = { ...state.air.units };
  for (const id of used) air[id] = { ...air[id]!, groundSupportGiven: true };
  return { ...state, air: { ...state.air, units: air } };
}
