import { issue, type Issue } from '#kernel/engine/issues';

/**
 * Stacking in combat (KB 6.21, 6.23): out of (or in) one hex, at most one multi-step
 * combat unit takes part in combat in a combat phase, attacking or defending; a unit with
 * its size symbol on white counts half; one-step units (cadres, HQs, battalions...) and
 * Soviet Guards rifle divisions count nothing. Digest A7: NKVD rifle divisions count as
 * Guards ones only under the Fall Blau errata, a flag here. Not for Mobile Assaults (11.2).
 */
export interface CombatStackUnit {
  id: string;
  /** Multi-step by its kind (2.7): a cadre is one step whatever it was. */
  multiStep: boolean;
  cadre?: boolean;
  whiteSize?: boolean;
  guardsRifleDivision?: boolean;
  nkvdRifleDivision?: boolean;
}

export function combatWeight(u: CombatStackUnit, opts: { nkvdAsGuards?: boolean } = {}): number {
  if (!u.multiStep || u.cadre || u.guardsRifleDivision || (opts.nkvdAsGuards && u.nkvdRifleDivision)) return 0;
  return u.whiteSize ? 0.5 : 1;
}

/** Issues for every hex whose units taking part this combat phase weigh more than one multi-step unit. */
export function combatStackingIssues(hexes: readonly { hex: string; units: readonly CombatStackUnit[] }[], opts: { nkvdAsGuards?: boolean } = {}): Issue[] {
  return hexes.flatMap(({ hex, units }, i) => {
    const w = units.reduce((s, u) => s + combatWeight(u, opts), 0);
    return w > 1 ? [issue(['hexes', i], 'combat-stacking', `${w} multi-step units take part in combat from hex ${hex}: at most one (a white size symbol counts half)`, 'KB 6.21')] : [];
  });
}
