import { issue, type Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import type { KbSide } from '../../data/ids';
import type { KbContext } from '../../state/context';
import { occupancy } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import { isErsatz, isHq } from '../../state/unit-status';
import type { FileAttack } from './file';

/**
 * KB 9.1, 9.3: whether an Axis unit has full support when the Combat Phase begins: a
 * regimental unit of a mechanized division as it checked at the end of the Mutual
 * Maintenance Phase (Operational, no 'Limited Support' marker), any other unit traced now to
 * a Supported HQ within its Command Range (9.31-9.35) or supported by scenario rule (17.11,
 * 20.1, 20.2). The game's movement judge answers the same question for Mobile Assaults.
 */
export type SupportJudge = (state: KbState, unit: string) => boolean;

/**
 * KB 12.0 ("Each Axis stack must receive full support (9.3) in order to be designated"),
 * 15.15 and 9.41 ("Mechanized units with limited support or no support may not be present in
 * a hex which declares a Prepared Assault"), read with the judge: the refusals the
 * designation's own check (the 'Limited Support' marker alone) does not already make. HQs
 * never attack by themselves and add to a stack (15.11, 15.12); Ersatz battalions never
 * attack (refused elsewhere).
 */
export function supportRefusals(ctx: KbContext, state: KbState, side: KbSide, attacks: readonly FileAttack[], fullySupported: SupportJudge, already: readonly Issue[]): Issue[] {
  if (side !== 'axis') return []; // KB 9.0: only the Axis Player is required to provide support
  const out: Issue[] = [];
  const said = new Set(already.map((i) => `${i.code} ${JSON.stringify(i.path)}`));
  const add = (x: Issue): void => {
    const key = `${x.code} ${JSON.stringify(x.path)}`;
    if (!said.has(key)) out.push(x);
    said.add(key);
  };
  const occ = occupancy(ctx, state);
  const declaring = new Map<HexId, number>(); // each hex that declares, at its first attack
  for (const a of attacks) {
    a.attack.attackers.forEach((id, j) => {
      const def = ctx.units.get(id);
      const st = state.units[id];
      if (!def || !st || def.side !== 'axis' || st.where !== 'map' || st.hex === null) return;
      if (!declaring.has(st.hex)) declaring.set(st.hex, a.at);
      if (isHq(def) || isErsatz(def) || fullySupported(state, id)) return;
      add(issue(['orders', a.at, 'attack', 'attackers', j], 'not-fully-supported', `${id} has no full support (no Supported HQ within its Command Range, 9.31): an Axis stack must receive full support to be designated`, 'KB 12.0'));
    });
  }
  for (const [hex, at] of declaring) {
    const bar = occ.at(hex, 'axis').filter((p) => p.def.class === 'mechanized' && !p.state.marks.limitedSupport && !fullySupported(state, p.def.id)); // the marked ones: designation's own check
    if (bar.length === 0) continue;
    add(issue(['orders', at, 'attack', 'attackers'], 'unsupported-mechanized-in-hex', `${ctx.map.label(hex)} holds ${bar.map((p) => p.def.id).join(', ')} without full support: a hex holding a mechanized unit with limited or no support may not declare a Prepared Assault`, 'KB 9.41'));
  }
  return out;
}
