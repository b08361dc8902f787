import type { HexId } from '#kernel/ids';
import { designationRefusals } from '../assault/designation';
import { commandRefusal } from '../command/restrictions';
import { zocSources } from '../rules/zoc/enemy-zoc';
import { enemyOf, occupancy } from '../state/occupancy';
import { isErsatz, isHq } from '../state/unit-status';
import { obligatoryDesignation, type ObligatoryDesignation } from '../windows/combat/obligations';
import { moveRiverRetreats, riverRetreats } from '../windows/combat/river-retreat';
import type { OptionsInput } from './input';
import type { KbUnitOptions } from './unit-options';

/** The designation refusals that are about the whole file's attacks, not the unit attacking this hex alone. */
const FILE_WIDE: ReadonlySet<string> = new Set(['attack-determination', 'hq-attacks-alone', 'forced-river-attack']);

/**
 * The combat window's listing of one unit (KB 12.0-12.36): each adjacent enemy hex it may be
 * designated against, read by the designation rules themselves (assault/designation.ts, with
 * combat/attack-eligibility.ts) on the unit attacking that hex alone; the hexes it may not
 * attack, with the reason; none for an Axis unit the full-support judge finds unsupported
 * (12.0, 9.41: the judge the window's check uses). What binds the file as a whole is said in notes: the enemy stacks
 * whose ZOC reaches the unit's hex, which must all be attacked (12.1); an HQ, which attacks only
 * with other units of its hex (15.11); a river crosser, the enemy on its side of the river it
 * must attack and with which other crossers, or that no legal designation binds it (7.26,
 * read by the window's check itself: windows/combat/obligations.ts).
 */
export function combatOptions(o: OptionsInput): (unit: string, notes: string[]) => Pick<KbUnitOptions, 'attacks'> {
  const { ctx, side } = o;
  const enemy = enemyOf(side);
  // KB 7.26 Note: an Axis river crosser without full support retreats back across the river as the phase begins
  // (the window's check moves it first, toward a supply source, 12.72): it attacks nothing, and the others' attacks are judged where it then stands
  const back = riverRetreats({ ctx, ...(o.supplySources ? { supplySources: o.supplySources } : {}) }, o.state, side, o.fullySupported);
  const goingBack = new Set(back.map((r) => r.unit));
  const state = moveRiverRetreats(ctx, o.state, back).state;
  const occ = occupancy(ctx, state);
  // KB 7.26: the crossers bound to attack, and those no legal designation binds (the window's check reads the same)
  const duties = obligatoryDesignation(ctx, state, side, o.fullySupported);
  return (unit, notes) => {
    if (goingBack.has(unit)) {
      notes.push('crossed a Major River into an enemy ZOC without full support: it retreats back across the river as the Combat Phase begins and does not attack (KB 7.26 Note)');
      return { attacks: [] };
    }
    const st = state.units[unit]!;
    const def = ctx.unit(unit);
    const hex = st.hex!;
    const command = commandRefusal(ctx, state, unit, 'attack');
    if (command) {
      notes.push(`${command.message} (${command.rule})`);
      return { attacks: [] };
    }
    // KB 12.0 ("Each Axis stack must receive full support (9.3) in order to be designated"), 9.41:
    // the judge the window's check uses (windows/combat/support.ts); the marker alone when none is given
    if (side === 'axis' && !isHq(def) && !isErsatz(def) && o.fullySupported && !o.fullySupported(state, unit)) {
      notes.push('no full support (no Supported HQ within its Command Range, 9.31): an Axis stack must receive full support to be designated (KB 12.0, 9.41)');
      return { attacks: [] };
    }
    // KB 9.41: "Mechanized units with limited or no support may not be present in a hex which declares a Prepared Assault" (the judge, as the window's support.ts)
    const barring = side === 'axis' && o.fullySupported ? occ.at(hex, side).filter((p) => p.def.class === 'mechanized' && !o.fullySupported!(state, p.def.id)) : [];
    if (barring.length > 0) {
      notes.push(`${ctx.map.label(hex)} holds ${barring.map((p) => p.def.id).join(', ')} without full support: a hex holding a mechanized unit with limited or no support may not declare a Prepared Assault (KB 9.41)`);
      return { attacks: [] };
    }
    const targets = ctx.map.adjacent(hex).filter((h) => occ.at(h, enemy).length > 0);
    const attacks: HexId[] = [];
    const refused = new Map<string, HexId[]>();
    for (const t of targets) {
      const issues = designationRefusals(ctx, state, side, [{ id: 'options', attackers: [unit], targets: [t] }]).filter((i) => !FILE_WIDE.has(i.code));
      if (issues.length === 0) attacks.push(t);
      for (const i of issues) {
        const why = `${i.message} (${i.rule ?? 'KB 12.0'})`;
        refused.set(why, [...(refused.get(why) ?? []), t]);
      }
    }
    for (const [why, hexes] of refused) notes.push(`may not attack ${hexes.join(', ')}: ${why}`);
    // KB 15.11: an HQ never attacks by itself, so no attack of its own is offered
    if (isHq(def) && attacks.length > 0) {
      notes.push(`may join an attack of other units of its hex on ${attacks.join(', ')}: an HQ never attacks by itself (KB 15.11)`);
      return { attacks: [] };
    }
    riverNotes(duties, unit, notes);
    const duty = zocSources(ctx, state, enemy, hex, 'attack-determination');
    if (attacks.length > 0 && duty.length > 0) notes.push(`if it attacks, the enemy stacks in ${duty.join(', ')} must all be attacked this phase, by it or by others (KB 12.1)`);
    return { attacks: attacks.map((target) => ({ target })) };
  };
}

/** KB 7.26 (with 12.0, 12.1, 12.21): what a river crosser is bound to, or why it is bound to nothing. */
function riverNotes(duties: ObligatoryDesignation, unit: string, notes: string[]): void {
  const bound = duties.obligations.find((x) => x.unit === unit);
  if (bound) {
    const attack = duties.attacks.find((a) => a.attackers.includes(unit))!;
    const mates = attack.attackers.filter((id) => id !== unit);
    const together = mates.length > 0 ? `, in one attack with ${mates.join(', ')} (a stack is attacked once a phase, KB 12.0)` : '';
    notes.push(`crossed a Major River into an enemy ZOC: it must attack ${bound.hexes.join(', ')}, the enemy on its side of the river, this phase${together}; a file with no attack has the server designate it (KB 7.26)`);
    return;
  }
  const given = duties.impossible.find((g) => g.attackers.includes(unit));
  if (given) notes.push(`crossed a Major River into an enemy ZOC, but no legal designation was found for its attack on ${given.targets.join(', ')} with what KB 12.1 then asks: it is bound to no attack (KB 7.26)`);
}
