import { checkStack, type StackCheck, type StackRule } from '../../../kernel/stacking/limit';
import type { UnitDef } from '../data/schema';
import { isArtillery, isGermanProper, isMech, isPanzer, stackNationality } from '../state/units';

/**
 * DoS stacking for the units of one side in one hex: 8 units (6.1), Soviet artillery and
 * heavy cannon do not count, up to 3 of them (6.4); German-side units of one nationality
 * only (6.3), except one Axis-satellite panzer division with German mechanized units
 * (6.3 second exception). The out-of-supply/aerial exception of 6.3 needs supply states,
 * which this slice does not model.
 */
export const DOS_STACK_RULE: StackRule<UnitDef> = {
  limit: 8,
  counts: (u) => !(u.nationality === 'soviet' && isArtillery(u)),
  exemptLimit: 3,
  rule: 'DoS 6.1',
  compatible: nationalities,
};

function nationalities(units: UnitDef[]): StackCheck {
  const nats = new Set(units.map(stackNationality));
  if (nats.size <= 1) return { ok: true };
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

/** Whether these units (one side) may share one hex. */
export function checkHexStack(units: UnitDef[]): StackCheck {
  const verdict = checkStack(units, DOS_STACK_RULE);
  return !verdict.ok && verdict.code === 'over-stacked-exempt' ? { ...verdict, rule: 'DoS 6.4' } : verdict;
}
