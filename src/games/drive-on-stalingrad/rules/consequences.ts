import type { HexId } from '#kernel/ids';
import { sideName, type DosSide } from '../state/sides';

/** A hex changing hands (DoS 3.4). */
export interface ControlChange {
  hex: HexId;
  from: DosSide | null;
  to: DosSide;
}

/** A change of the German VP total (DoS 4.2) and the total after it. */
export interface VpChange {
  hex: HexId;
  change: number;
  vp: number;
}

/**
 * What entering hexes set off, collected for the event that caused it: control changes,
 * VP changes, destroyed fortifications (11.23), the O-Ring's end (11.24), the game's end.
 */
export interface Consequences {
  control: ControlChange[];
  vp: VpChange[];
  notes: { text: string; rule: string }[];
}

export const noConsequences = (): Consequences => ({ control: [], vp: [], notes: [] });

/** Report fragments: "takes 2623; VP +1 → 3; …". */
export function consequencesText(c: Consequences): string {
  const parts: string[] = [];
  for (const ch of c.control) parts.push(`${sideName(ch.to)} control of ${ch.hex} (3.4)`);
  for (const v of c.vp) parts.push(`German VP ${v.change > 0 ? '+' : ''}${v.change} for ${v.hex} → ${v.vp} (4.2)`);
  for (const n of c.notes) parts.push(`${n.text} (${n.rule.replace('DoS ', '')})`);
  return parts.join('; ');
}
