import { designationRefusals, type RiverObligation } from '../../assault/designation';
import type { KbSide } from '../../data/ids';
import { zocSources } from '../../rules/zoc/enemy-zoc';
import type { KbContext } from '../../state/context';
import { enemyOf } from '../../state/occupancy';
import type { KbState } from '../../state/types';

/** The designation refusals that say an Axis stack lacks full support (KB 9.3, 9.41, 12.0). */
const UNSUPPORTED: ReadonlySet<string> = new Set(['not-fully-supported', 'unsupported-mechanized-in-hex']);

/**
 * KB 7.26: a unit that crossed a Major River into an empty hex in an EZOC in its Movement
 * Phase carries a Prepared Assault marker into the Combat Phase (movement-phase/execute.ts)
 * and must attack the enemy stacks whose ZOC it stopped in. When the window opens, the
 * side's marked units are those crossers (the designation's markers go on later), and the
 * stacks are those exerting a ZOC on them now (combat-phase reading, 7.31: none across an
 * unbridged Major River). An Axis crosser that fails to receive full support (9.3, 9.41: its
 * own Limited Support, or a mechanized unit with limited or no support in its hex) may not
 * be designated (12.0), so it is bound to no attack: 7.26's note sends it back across the
 * river instead.
 */
export function riverObligations(ctx: KbContext, state: KbState, side: KbSide): RiverObligation[] {
  const out: RiverObligation[] = [];
  for (const id of Object.keys(state.units).sort()) {
    const u = state.units[id]!;
    if (!u.marks.preparedAssault || u.where !== 'map' || u.hex === null || ctx.unit(id).side !== side) continue;
    const hexes = zocSources(ctx, state, enemyOf(side), u.hex, 'attack-determination');
    if (hexes.length === 0) continue;
    if (side === 'axis' && designationRefusals(ctx, state, side, [{ id: 'obligation', attackers: [id], targets: hexes }]).some((r) => UNSUPPORTED.has(r.code))) continue;
    out.push({ unit: id, hexes });
  }
  return out;
}
