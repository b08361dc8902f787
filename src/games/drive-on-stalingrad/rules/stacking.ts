import { checkStack, type StackCheck, type StackRule } from '#kernel/stacking/limit';
import type { UnitDef } from '../data/schema';
import { isArtillery, isGermanProper, isMech, isPanzer, stackNationality } from '../state/units';

/**
 * DoS stacking for the units of one side in one hex: 8 units (6.1), Soviet artillery and
 * heavy cannon do not count, up to 3 of them (6.4); German-side units of one nationality
 * only (6.3), except one Axis-satellite panzer division with German mechanized units
 * (6.3 second exception). The out-of-supply/aerial exception of 6.3 is `anyNationality`
 * (supply/mixed-stacks.ts).
 */
export const DOS_STACK_RULE: StackRule<UnitDef> = {
  limit: 8,
  counts: (u) => !(u.nationality === 'soviet' && isArtillery(u)),
  exemptLimit: 3,
  rule: 'DoS 6.1',
  compatible: nationalities,
};

function nationalities(units: UnitDef[]): StackCheck {
  if (oneNationality(units)) return { ok: true };
  const nats = new Set(units.map(stackNationality));
  const satellites = units.filter((u) => !isGermanProper(u));
  const germans = units.filter(isGermanProper);
  if (satellites.length === 1 && isPanzer(satellites[0]!) && germans.every(isMech)) return { ok: true };
  const names = [...nats].sort().join(', ');
  const tanks = satellites.filter(isPanzer).length;
  return {
    ok: false,
    code: 'mixed-nationalities',
    message:
      tanks > 1
        ? `two Axis-satellite panzer divisions may never stack together (${names})`
        : `German-side units of different nationalities (${names}) may not stack together`,
    rule: 'DoS 6.3',
  };
}

/** Whether the units are all of one nationality for stacking (or none): the common case, asked without a set. */
function oneNationality(units: readonly UnitDef[]): boolean {
  const first = units[0];
  if (first === undefined) return true;
  const nat = stackNationality(first);
  for (let i = 1; i < units.length; i++) if (stackNationality(units[i]!) !== nat) return false;
  return true;
}

/** DOS_STACK_RULE without the nationality rule: German-side units out of supply or on aerial supply (DoS 6.3 first exception). */
const ANY_NATIONALITY: StackRule<UnitDef> = { ...DOS_STACK_RULE, compatible: () => ({ ok: true }) };

/**
 * Whether these units (one side) may share one hex; `anyNationality` when the hex's
 * German-side units are out of supply or on aerial supply (6.3, supply/mixed-stacks.ts).
 */
export function checkHexStack(units: UnitDef[], opts: { anyNationality?: boolean } = {}): StackCheck {
  const verdict = checkStack(units, opts.anyNationality ? ANY_NATIONALITY : DOS_STACK_RULE);
  return !verdict.ok && verdict.code === 'over-stacked-exempt' ? { ...verdict, rule: 'DoS 6.4' } : verdict;
}
