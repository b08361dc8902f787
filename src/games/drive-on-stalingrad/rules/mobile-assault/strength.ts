import type { Dice } from '#kernel/engine/dice';
import type { HexId } from '#kernel/ids';
import { combinedStrength } from '#kernel/combat/halving';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { attackStrength, type FactorLine, type Participant, type SideStrength } from '../strength';

/** The factor a line started from, before halving: fixed (11.27), rolled (2.15) or printed. */
const baseOf = (l: FactorLine): number => l.fixed?.value ?? l.rolled?.value ?? (l.printed === '?' ? 0 : l.printed);

/**
 * Attack strength of a mobile assault: as a prepared assault's (strength.ts, with every
 * halving it applies), except the river halving, which 11.19 gives to units "PA
 * attacking" only (a mobile assault crosses a river only when it is frozen, 11.19).
 */
export function mobileAttackStrength(ctx: DosContext, attackers: Participant[], target: HexId, dice: Dice, label: string): SideStrength {
  const pa = attackStrength(ctx, attackers, target, dice, label);
  const lines = pa.lines.map((l) => {
    const halvings = l.halvings.filter((h) => h.rule !== 'DoS 11.19');
    if (halvings.length === l.halvings.length) return l;
    const base = baseOf(l);
    const effective = halvings.length === 0 ? base : base > 0 ? Math.max(1, Math.floor(base / 2 ** halvings.length)) : 0;
    return { ...l, halvings, effective };
  });
  if (lines.every((l, i) => l === pa.lines[i])) return pa;
  return { lines, total: combinedStrength(lines.map((l) => ({ factor: baseOf(l), halvings: l.halvings.length }))) };
}
