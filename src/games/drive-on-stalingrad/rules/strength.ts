import type { Dice } from '#kernel/engine/dice';
import type { HexId, UnitId } from '#kernel/ids';
import { combinedStrength } from '#kernel/combat/halving';
import type { DosContext } from '../data/context';
import type { UnitDef } from '../data/schema';
import { GERMAN, SOVIET } from '../state/sides';
import { faceOf, isArtillery, isPanzer, sideOf, unitDef } from '../state/units';
import type { DosState } from '../state/types';
import { supplyHalving, type SupplyStatus } from './supply/supply-status';
import { isRiverHexside } from './terrain-costs';

/** Why a factor is halved or fixed, for the report. */
export interface FactorNote {
  reason: string;
  rule: string;
}

/** One unit's line in a battle report. */
export interface FactorLine {
  unit: UnitId;
  hex: HexId;
  /** The printed factor of the face showing ("?" for a rolled factor, DoS 2.15). */
  printed: number | '?';
  /** The die for a "?" factor, with its label. */
  rolled?: { label: string; value: number };
  /** Set to a fixed value (DoS 11.27) before any halving. */
  fixed?: { value: number } & FactorNote;
  halvings: FactorNote[];
  /** This unit's factor alone after its halvings (never below 1, DoS 1.3). */
  effective: number;
}

export interface SideStrength {
  lines: FactorLine[];
  /** Units with the same number of halvings are summed and halved once (DoS 11.12, digest G-3). */
  total: number;
}

export interface Participant {
  id: UnitId;
  def: UnitDef;
  hex: HexId;
  steps: number;
  /** Supply at the start of the battle (DoS 7.16); absent = regular. */
  supply?: SupplyStatus;
}

/** A unit on the map as it enters a battle (its hex and current steps). */
export const participant = (ctx: DosContext, draft: DosState, id: UnitId): Participant => {
  const u = draft.units[id]!;
  return { id, def: unitDef(ctx, id), hex: u.hex!, steps: u.steps };
};

function baseFactor(p: Participant, which: 'attack' | 'defense', dice: Dice, label: string): Pick<FactorLine, 'printed' | 'rolled'> & { value: number } {
  const printed = faceOf(p.def, p.steps)[which];
  if (printed !== '?') return { printed, value: printed };
  const rollLabel = `${label}/${which}-factor/${p.id}`;
  const value = dice.roll(rollLabel, 6); // DoS 2.15: one die per unit per battle (digest E13)
  return { printed, rolled: { label: rollLabel, value }, value };
}

const effectiveOf = (factor: number, halvings: number): number =>
  halvings === 0 ? factor : factor > 0 ? Math.max(1, Math.floor(factor / 2 ** halvings)) : 0;

function sum(lines: FactorLine[], values: number[]): SideStrength {
  return { lines, total: combinedStrength(lines.map((l, i) => ({ factor: values[i]!, halvings: l.halvings.length }))) };
}

/**
 * Attack strength of a prepared assault on `target`: printed factors ("?" rolled, DoS
 * 2.15), halved for a non-artillery unit attacking across a river hexside (11.19; the
 * Soviet across the Volga counts as a river, digest §3.3) and for a German or satellite
 * panzer division attacking into a city (11.22); the 9th FLAK attacking without another
 * German-side unit from its hex attacks with 1 (11.27); an out-of-supply, coastal or
 * aerially supplied unit is halved (7.15, 7.5, 7.6; `supply`, checked at the battle's start, 7.16).
 */
export function attackStrength(ctx: DosContext, attackers: Participant[], target: HexId, dice: Dice, label: string): SideStrength {
  const city = ctx.map.hasFeature(target, 'city');
  const values: number[] = [];
  const lines = attackers.map((p): FactorLine => {
    const base = baseFactor(p, 'attack', dice, label);
    const line: FactorLine = { unit: p.id, hex: p.hex, printed: base.printed, halvings: [], effective: 0 };
    if (base.rolled) line.rolled = base.rolled;
    let value = base.value;
    const alone = !attackers.some((o) => o.id !== p.id && o.hex === p.hex && sideOf(o.def) === GERMAN);
    if (p.def.type === 'flak' && alone) {
      value = 1;
      line.fixed = { value: 1, reason: '9th FLAK attacks without another German-side unit from its hex', rule: 'DoS 11.27' };
    }
    const side = ctx.map.hexside(p.hex, target);
    const soviet = sideOf(p.def) === SOVIET;
    if (!isArtillery(p.def) && (isRiverHexside(side) || (soviet && side.includes('volga')))) {
      line.halvings.push({ reason: `attacks across a river (${p.hex}/${target})`, rule: 'DoS 11.19' });
    }
    if (city && isPanzer(p.def)) line.halvings.push({ reason: 'panzer division attacks into a city', rule: 'DoS 11.22' });
    const supplied = p.supply ? supplyHalving(p.supply, 'attack') : null; // DoS 7.5, 7.6, 7.15
    if (supplied) line.halvings.push(supplied);
    line.effective = effectiveOf(value, line.halvings.length);
    values.push(value);
    return line;
  });
  return sum(lines, values);
}

/**
 * Defense strength of the units in `target` (11.2): printed factors ("?" rolled, 2.15);
 * the 9th FLAK alone in its hex and attacked by the Soviet defends with 1 (11.27); an
 * out-of-supply unit is halved (7.15, 7.16; coastal and aerial supply defend in full).
 */
export function defenseStrength(defenders: Participant[], attackerSide: string, dice: Dice, label: string): SideStrength {
  const values: number[] = [];
  const lines = defenders.map((p): FactorLine => {
    const base = baseFactor(p, 'defense', dice, label);
    const line: FactorLine = { unit: p.id, hex: p.hex, printed: base.printed, halvings: [], effective: 0 };
    if (base.rolled) line.rolled = base.rolled;
    let value = base.value;
    if (p.def.type === 'flak' && defenders.length === 1 && attackerSide === SOVIET) {
      value = 1;
      line.fixed = { value: 1, reason: '9th FLAK alone in its hex', rule: 'DoS 11.27' };
    }
    const supplied = p.supply ? supplyHalving(p.supply, 'defense') : null; // DoS 7.15
    if (supplied) line.halvings.push(supplied);
    line.effective = effectiveOf(value, line.halvings.length);
    values.push(value);
    return line;
  });
  return sum(lines, values);
}
