import type { FactorChange } from '#kernel/engine/combat-key';
import type { Modifier } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import { isArmorType } from '../unit-kind';
import { faceOf } from '../unit-values';
import type { Participant } from './participants';
import { fractionText, MARSH_FRACTION_39, riverFraction } from './river-fractions';

/** A side's combined strength, with every multiplier and its reason. */
export interface Strength {
  total: number;
  lines: { unit: string; printed: number; factor: number; value: number; reasons: string[]; changes: FactorChange[] }[];
}

/** Attack factors added to a combat by a rule, not by a unit (36.6: the 5th Tank Army's 10). */
export interface AddedFactors {
  value: number;
  /** The odds line's name in place of a unit id, e.g. "5TA artillery". */
  label: string;
  reason: string;
  rule: string;
}

/** The strength with `added` as one more line of the total, after its rounding. */
export function withAddedFactors(s: Strength, added: AddedFactors): Strength {
  return { total: s.total + added.value, lines: [...s.lines, { unit: added.label, printed: added.value, factor: 1, value: added.value, reasons: [`${added.reason} (${added.rule})`], changes: [] }] };
}

/** The hexside features between an attacker and the target hexes it is adjacent to. */
export function sidesCrossed(ctx: CtsContext, from: HexId, targets: readonly HexId[]): string[][] {
  return targets.filter((t) => ctx.map.grid.direction(from, t) !== null).map((t) => ctx.map.hexside(from, t));
}

/**
 * The hexside features an attack crosses, as combat reads them: CtS 11.1 (A) "any major or
 * minor river running through or along the hexside of a Marsh Hex is ignored for all combat
 * purposes", so a river between an attacker and a target is dropped when either hex is marsh
 * (the marsh halving stands in its place). The Volga is not named and stays.
 */
export function combatSidesCrossed(ctx: CtsContext, from: HexId, targets: readonly HexId[]): string[][] {
  return targets
    .filter((t) => ctx.map.grid.direction(from, t) !== null)
    .map((t) => ctx.map.hexside(from, t).filter((f) => !((f === 'major-river' || f === 'minor-river') && (isMarsh(ctx, from) || isMarsh(ctx, t)))));
}

const isMarsh = (ctx: CtsContext, h: HexId): boolean => ctx.map.hex(h)?.terrain === 'marsh';

/**
 * CtS 10.2 attack strength: each attacker's attack factor, halved without Attack Supply
 * (16.6), halved attacking out of or into Marsh or across a marsh hexside (11.1), halved
 * when Hungarians and Rumanians attack together (11.4). Fractions are kept per unit and
 * the total is rounded down once (digest A10). `rivers39` plays the optional 39.0: marsh
 * reduces to 1/3 instead, and with `across` each attacker's river crossing reduces it too
 * (1/2, 1/3, 1/4; the defender's hex then gives nothing, RIVERS_IN_PLACE_OF_HEX).
 * `intoMarsh` false: the defender takes the river in place of his hex (11.1 "not cumulative
 * with the terrain in the defender's hex", readings.riverNotWithDefenderMarsh), so attacking
 * into his Marsh hex halves nothing; out of a Marsh hex or across a Marsh hexside still does.
 */
export function attackStrength(ctx: CtsContext, attackers: readonly Participant[], targets: readonly HexId[], supplied: ReadonlySet<string>, rivers39?: { across: boolean }, intoMarsh = true): Strength {
  const nations = new Set(attackers.map((a) => a.spec.nationality));
  const rivals = nations.has('hungarian') && nations.has('rumanian');
  const targetMarsh = intoMarsh && targets.some((t) => ctx.map.hex(t)?.terrain === 'marsh');
  const lines = attackers.map((a) => {
    const printed = faceOf(a.spec, a.state).attack;
    const changes: FactorChange[] = [];
    if (!supplied.has(a.spec.id)) changes.push({ by: 0.5, reason: 'no Attack Supply', rule: 'CtS 16.6' });
    const marsh = targetMarsh || ctx.map.hex(a.hex)?.terrain === 'marsh' || sidesCrossed(ctx, a.hex, targets).some((f) => f.includes('marsh'));
    const river = rivers39?.across ? riverFraction(combatSidesCrossed(ctx, a.hex, targets)) : null; // 39.0
    // 39.0 "As before, river benefits are not cumulative with any other type of terrain": the Volga along a Marsh hex gives the smaller fraction, never both
    const terrain = rivers39 ? [...(marsh ? [MARSH_FRACTION_39] : []), ...(river ? [river] : [])] : marsh ? [{ by: 0.5, reason: 'attacking out of or into marsh', rule: 'CtS 11.1' }] : [];
    if (terrain.length > 0) changes.push(terrain.reduce((best, c) => (c.by < best.by ? c : best)));
    if (rivals && (a.spec.nationality === 'hungarian' || a.spec.nationality === 'rumanian')) {
      changes.push({ by: 0.5, reason: 'Hungarians and Rumanians attack together', rule: 'CtS 11.4' });
    }
    const factor = changes.reduce((f, c) => f * c.by, 1);
    const reasons = changes.map((c) => `${c.reason}: ${fractionText(c.by)} (${c.rule})`);
    return { unit: a.spec.id, printed, factor, value: printed * factor, reasons, changes };
  });
  const sum = lines.reduce((s, l) => s + l.value, 0);
  // 39.0 "Total all attacking units, then round fractions DOWN": thirds and quarters summed in floating point may fall a hair short of a whole number
  return { total: Math.floor(rivers39 ? sum + 1e-9 : sum), lines };
}

/** What the defender's terrain does, the hex or the river, whichever the defender prefers (11.1: not cumulative). */
export interface TerrainChoice {
  /** Defense multiplier per defending unit id (city 2 for non-armor, major river 2, Volga 3). */
  multiplier: (p: Participant) => number;
  shifts: Modifier[];
  label: string;
}

/** The river benefit when EVERY attacker attacks across rivers (11.1): Volga x3, major x2, all-minor 1L; never a river along a marsh hex (11.1 A). */
export function riverBenefit(ctx: CtsContext, attackers: readonly Participant[], targets: readonly HexId[]): TerrainChoice | null {
  const crossings = attackers.map((a) => combatSidesCrossed(ctx, a.hex, targets)); // 11.1 (A): rivers along marsh ignored
  if (!crossings.every((list) => list.length > 0 && list.every(acrossRiver))) return null;
  const any = (name: string): boolean => crossings.some((list) => list.some((f) => f.includes(name)));
  if (any('volga')) return { multiplier: () => 3, shifts: [], label: 'attacked across the Volga: defense x3 (CtS 11.1)' };
  if (any('major-river')) return { multiplier: () => 2, shifts: [], label: 'attacked across a Major river: defense x2 (CtS 11.1)' };
  return { multiplier: () => 1, shifts: [{ value: -1, kind: 'column-shift', reason: 'every attacker across a minor river', rule: 'CtS 11.1' }], label: 'minor river: 1 left (CtS 11.1)' };
}

const acrossRiver = (f: string[]): boolean => f.includes('minor-river') || f.includes('major-river') || f.includes('volga');

/** The benefit of the defenders' own hexes (11.1): cities double non-armor defenders; forest and hills shift left. */
export function hexBenefit(ctx: CtsContext, defenders: readonly Participant[]): TerrainChoice {
  const shifts: Modifier[] = [];
  if (defenders.some((p) => ctx.map.hex(p.hex)?.terrain === 'hills')) shifts.push({ value: -1, kind: 'column-shift', reason: 'a defender in hills', rule: 'CtS 11.1' });
  if (defenders.some((p) => ctx.map.hex(p.hex)?.terrain === 'forest' && (p.spec.type === 'infantry' || p.spec.type === 'rifle' || p.spec.type === 'jaeger'))) {
    shifts.push({ value: -1, kind: 'column-shift', reason: 'an Infantry-Type defender in forest', rule: 'CtS 11.1' });
  }
  const anyCity = defenders.some((p) => inCity(ctx, p));
  return {
    multiplier: (p) => (inCity(ctx, p) && !isArmorType(p.spec) ? 2 : 1),
    shifts,
    label: anyCity ? 'city: non-armor defense x2 (CtS 11.1)' : 'the defenders\' hex terrain',
  };
}

const inCity = (ctx: CtsContext, p: Participant): boolean => {
  const features = ctx.map.hex(p.hex)?.features ?? [];
  return features.includes('major-city') || features.includes('minor-city');
};

/**
 * CtS 10.2 defense strength: each defender's defense factor times its terrain multiplier,
 * halved when Isolated (9.3.1; `halvedForIsolation` holds those ids). Units that
 * retreated into the hex earlier this Combat Phase add nothing (12.3), except against an
 * overrun (14.2: `countRetreated`). Fractions kept.
 */
export function defenseStrength(defenders: readonly Participant[], terrain: TerrainChoice, halvedForIsolation: ReadonlySet<string>, countRetreated = false): Strength {
  const lines = defenders.map((d) => {
    const printed = faceOf(d.spec, d.state).defense;
    const reasons: string[] = [];
    const changes: FactorChange[] = [];
    let factor = terrain.multiplier(d);
    if (factor !== 1) {
      reasons.push(terrain.label);
      changes.push({ by: factor, reason: terrain.label.replace(/ \(CtS [^)]*\)$/, ''), rule: 'CtS 11.1' });
    }
    if (halvedForIsolation.has(d.spec.id)) {
      factor /= 2;
      reasons.push('Isolated: halved (CtS 9.3)');
      changes.push({ by: 0.5, reason: 'Isolated', rule: 'CtS 11.3' });
    }
    if (d.state.retreatedThisPhase && !countRetreated) {
      factor = 0;
      reasons.push('retreated into the hex this phase: adds nothing (CtS 12.3)');
      changes.push({ by: 0, reason: 'retreated into the hex this phase: adds nothing', rule: 'CtS 12.3' });
    }
    return { unit: d.spec.id, printed, factor, value: printed * factor, reasons, changes };
  });
  return { total: lines.reduce((s, l) => s + l.value, 0), lines };
}
