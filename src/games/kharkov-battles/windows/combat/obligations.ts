import type { HexId } from '#kernel/ids';
import { designationRefusals, type RiverObligation } from '../../assault/designation';
import type { KbSide } from '../../data/ids';
import { zocSources } from '../../rules/zoc/enemy-zoc';
import type { KbContext } from '../../state/context';
import { enemyOf } from '../../state/occupancy';
import type { KbState } from '../../state/types';

/**
 * KB 7.26: a unit that crossed a Major River into an empty hex in an EZOC in its Movement
 * Phase carries a Prepared Assault marker into the Combat Phase (movement-phase/execute.ts)
 * and must attack the enemy stacks whose ZOC it stopped in. When the window opens, the
 * side's marked units are those crossers (the designation's markers go on later), and the
 * stacks are those exerting a ZOC on them now (combat-phase reading, 7.31: none across an
 * unbridged Major River).
 *
 * 7.26 Note: "Any Axis units which fail to receive full support (9.3) in the Combat Phase
 * must retreat back across the river": such a crosser is moved back first (river-retreat.ts);
 * one still here that fails to receive full support (its own Limited Support, or a
 * mechanized unit with limited or no support in its hex: 9.41) may not be designated (12.0),
 * so it carries no obligation. An HQ never attacks by itself (15.11; 6.12: it is no combat unit), so it
 * carries none either.
 */
export function riverObligations(ctx: KbContext, state: KbState, side: KbSide): RiverObligation[] {
  const each = eachRiverObligation(ctx, state, side);
  // KB 12.0, 12.21: a stack is attacked once a phase, so crossers bound to the same stack attack it
  // together, in one attack whose every attacker is adjacent to every defender. Where that one
  // attack is refused whatever the file (a crosser not adjacent to another's stacks), the
  // obligations of the group can never be met together and bind no one, as for a crosser alone.
  return obligatoryAttacks(each).flatMap((a) => {
    const members = each.filter((o) => a.attackers.includes(o.unit));
    if (members.length === 1) return members;
    const refused = designationRefusals(ctx, state, side, [{ id: 'obligation', attackers: a.attackers, targets: a.targets }]).some((r) => r.code !== 'attack-determination');
    return refused ? [] : members;
  });
}

/**
 * KB 7.26 with 12.0: the attacks the obligations ask, crossers bound to a common stack in one
 * attack (the union of their units and of their stacks), in the order of their first unit.
 * What the server designates for a file that gives no attack at all (`prepareCombat`).
 */
export function obligatoryAttacks(obligations: readonly RiverObligation[]): { attackers: string[]; targets: HexId[] }[] {
  const groups: { attackers: string[]; targets: HexId[] }[] = [];
  for (const o of obligations) {
    const joined = groups.filter((g) => g.targets.some((h) => o.hexes.includes(h)));
    const merged = { attackers: [...joined.flatMap((g) => g.attackers), o.unit], targets: [...new Set([...joined.flatMap((g) => g.targets), ...o.hexes])] };
    const at = joined.length > 0 ? groups.indexOf(joined[0]!) : groups.length;
    for (const g of joined) groups.splice(groups.indexOf(g), 1);
    groups.splice(Math.min(at, groups.length), 0, merged);
  }
  return groups;
}

/** Each crosser's obligation on its own (KB 7.26), before the crossers bound to a common stack are joined. */
function eachRiverObligation(ctx: KbContext, state: KbState, side: KbSide): RiverObligation[] {
  const out: RiverObligation[] = [];
  for (const id of Object.keys(state.units).sort()) {
    const u = state.units[id]!;
    if (!u.marks.preparedAssault || u.where !== 'map' || u.hex === null || ctx.unit(id).side !== side) continue;
    const hexes = zocSources(ctx, state, enemyOf(side), u.hex, 'attack-determination');
    if (hexes.length === 0) continue;
    // KB 7.26 Note, 9.41, 15.11: an attack the designation refuses whatever the file binds no one: no full support (a 'Limited Support' marker),
    // an HQ alone, a Repl marker, across the Dnepr...
    if (designationRefusals(ctx, state, side, [{ id: 'obligation', attackers: [id], targets: hexes }]).some((r) => r.code !== 'attack-determination')) continue;
    out.push({ unit: id, hexes });
  }
  return out;
}
