import type { HexId } from '#kernel/ids';
import { designationRefusals, type RiverObligation } from '../../assault/designation';
import type { KbSide } from '../../data/ids';
import { sameSideOfRiver } from '../../rules/movement/river-attack';
import { pontoonOn } from '../../rules/zoc/hexside';
import { zocSources } from '../../rules/zoc/enemy-zoc';
import type { KbContext } from '../../state/context';
import { enemyOf } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import type { FileAttack } from './file';
import { supportRefusals, type SupportJudge } from './support';

/** An attack the obligations ask, or the server designates: its units and the enemy hexes they attack together. */
export interface ObligatoryAttack {
  attackers: string[];
  targets: HexId[];
}

/** What the 7.26 obligations come to in a Combat window (`obligatoryDesignation`). */
export interface ObligatoryDesignation {
  /** The obligations that bind, each crosser with the enemy stacks on its side of the river. */
  obligations: RiverObligation[];
  /** What the server designates for a file with no attack: the bound crossers' attacks and those 12.1 then asks. */
  attacks: ObligatoryAttack[];
  /** The crossers (joined as they would attack) for which no legal designation was found: they bind no one. */
  impossible: ObligatoryAttack[];
}

/** How many designations the server tries for one group of crossers before it gives the group up. */
const TRIES = 64;

/**
 * KB 7.26: a unit that crossed a Major River into an empty hex in an EZOC in its Movement
 * Phase carries a Prepared Assault marker into the Combat Phase (movement-phase/execute.ts)
 * and "must attack that unit", the enemy "adjacent to the same side of the river as the hex
 * to be entered". When the window opens, the side's marked units are those crossers (the
 * designation's markers go on later), and the stacks are those exerting a ZOC on them now
 * (combat-phase reading, 7.31) across no Major or Dnepr River hexside (`sameSideOfRiver`, the
 * Movement Phase's reading): a stack across a bridged Major River that reaches the crosser is
 * no obligation of its own, but 12.1 still has it attacked by someone once the crosser attacks.
 *
 * 7.26 Note: "Any Axis units which fail to receive full support (9.3) in the Combat Phase
 * must retreat back across the river": such a crosser is moved back first (river-retreat.ts);
 * one still here that fails to receive full support (its own Limited Support, or a
 * mechanized unit with limited or no support in its hex: 9.41; the judge when one is given)
 * may not be designated (12.0), so it carries no obligation. An HQ never attacks by itself
 * (15.11; 6.12: it is no combat unit), so it carries none either.
 *
 * KB 12.0, 12.21, 12.1: a stack is attacked once a phase, so crossers bound to a common stack
 * attack it together, in one attack whose every attacker is adjacent to every defender; and
 * every enemy stack exerting a ZOC on an attacker must be attacked too. Where no legal
 * designation meets a group's obligations (`obligatoryDesignation`), they can never be met and
 * bind no one, as for a crosser alone.
 */
export function riverObligations(ctx: KbContext, state: KbState, side: KbSide, fullySupported?: SupportJudge): RiverObligation[] {
  return obligatoryDesignation(ctx, state, side, fullySupported).obligations;
}

/**
 * KB 7.26 with 12.0, 12.1, 12.21: the obligations that bind and the designation the server
 * makes for a file that gives no attack at all (`prepareCombat`). The groups of crossers bound
 * to a common stack (`obligatoryAttacks`) are designated all together, or where that fails one
 * by one in the order of their first unit, each with what 12.1 then asks: each enemy stack
 * exerting a ZOC on an attacker and not yet attacked is taken into an attack whose every unit
 * is adjacent to it (the same attackers, 12.21), or else attacked by one other unit of the side adjacent to it (not a
 * crosser: each is kept for its own obligation), and so on for what that unit's hex adds. The
 * first designation found that `designationRefusals` (and the full-support judge, 12.0, 9.41)
 * accepts whole stands; a group for which none is found within `TRIES` is given up
 * (`impossible`) and its crossers bind no one. The search is short, not exhaustive: what it
 * returns is always legal, and a group it gives up binds no one, so a file with no attack is
 * always accepted (a missed deadline never stops the game).
 */
export function obligatoryDesignation(ctx: KbContext, state: KbState, side: KbSide, fullySupported?: SupportJudge): ObligatoryDesignation {
  const each = eachRiverObligation(ctx, state, side, fullySupported);
  const crossers = new Set(each.map((o) => o.unit));
  const groups = obligatoryAttacks(each);
  const membersOf = (group: ObligatoryAttack): RiverObligation[] => each.filter((o) => group.attackers.includes(o.unit));
  // every group at once first: a stack one crosser is bound to may be the one 12.1 asks of another's attack
  const bound = groups.flatMap(membersOf);
  const whole = completed({ ctx, state, side, fullySupported, crossers, obligations: bound, left: TRIES }, groups);
  if (whole !== null) return { obligations: bound, attacks: whole, impossible: [] };
  const out: ObligatoryDesignation = { obligations: [], attacks: [], impossible: [] };
  for (const group of groups) {
    const members = membersOf(group);
    const search: Search = { ctx, state, side, fullySupported, crossers, obligations: [...out.obligations, ...members], left: TRIES };
    const found = completed(search, [...out.attacks, group]);
    if (found === null) {
      out.impossible.push(group);
      continue;
    }
    out.attacks = found;
    out.obligations.push(...members);
  }
  return out;
}

/**
 * KB 7.26 with 12.0: the attacks the obligations ask, crossers bound to a common stack in one
 * attack (the union of their units and of their stacks), in the order of their first unit.
 */
export function obligatoryAttacks(obligations: readonly RiverObligation[]): ObligatoryAttack[] {
  const groups: ObligatoryAttack[] = [];
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
function eachRiverObligation(ctx: KbContext, state: KbState, side: KbSide, fullySupported: SupportJudge | undefined): RiverObligation[] {
  const out: RiverObligation[] = [];
  for (const id of Object.keys(state.units).sort()) {
    const u = state.units[id]!;
    if (!u.marks.preparedAssault || u.where !== 'map' || u.hex === null || ctx.unit(id).side !== side) continue;
    const hex = u.hex;
    // KB 7.26: "an enemy unit adjacent to the same side of the river as the hex to be entered"
    const hexes = zocSources(ctx, state, enemyOf(side), hex, 'attack-determination').filter((h) => sameSideOfRiver(ctx.map.hexsideFeatures(h, hex), pontoonOn(state, h, hex)));
    if (hexes.length === 0) continue;
    // KB 7.26 Note, 9.41, 12.0, 15.11: an attack the designation refuses whatever the file binds no one: no full support (a 'Limited Support'
    // marker, or the judge), an HQ alone, a Repl marker, across the Dnepr...
    const alone = [{ attackers: [id], targets: hexes }];
    if (refusals({ ctx, state, side, fullySupported }, alone, []).some((code) => code !== 'attack-determination')) continue;
    out.push({ unit: id, hexes });
  }
  return out;
}

interface Search {
  ctx: KbContext;
  state: KbState;
  side: KbSide;
  fullySupported: SupportJudge | undefined;
  /** The side's crossers: never taken to attack for another's obligation. */
  crossers: ReadonlySet<string>;
  obligations: RiverObligation[];
  /** Designations still to try. */
  left: number;
}

/** The first designation, from `attacks`, that leaves no stack 12.1 asks unattacked and is legal whole; null when none is found. */
function completed(s: Search, attacks: ObligatoryAttack[]): ObligatoryAttack[] | null {
  const missing = unattacked(s, attacks);
  if (missing === undefined) return refusals(s, attacks, s.obligations).length === 0 ? attacks : null;
  for (const next of widened(s, attacks, missing)) {
    if (--s.left < 0) return null;
    if (refusals(s, next, s.obligations).some((code) => code !== 'attack-determination')) continue;
    const found = completed(s, next);
    if (found !== null) return found;
  }
  return null;
}

/** KB 12.1: the first enemy hex exerting a ZOC on a hex the attacks are made from that no attack takes. */
function unattacked(s: Search, attacks: readonly ObligatoryAttack[]): HexId | undefined {
  const targets = new Set(attacks.flatMap((a) => a.targets));
  const from = [...new Set(attacks.flatMap((a) => a.attackers.map((id) => s.state.units[id]!.hex!)))].sort();
  return from.flatMap((hex) => zocSources(s.ctx, s.state, enemyOf(s.side), hex, 'attack-determination')).find((h) => !targets.has(h));
}

/** The designations that also attack `hex`: an attack whose every unit is adjacent to it takes it in (12.21), else one more unit adjacent to it attacks it. */
function* widened(s: Search, attacks: readonly ObligatoryAttack[], hex: HexId): Generator<ObligatoryAttack[]> {
  const near = new Set(s.ctx.map.adjacent(hex));
  for (let i = 0; i < attacks.length; i++) {
    const a = attacks[i]!;
    if (a.attackers.every((id) => near.has(s.state.units[id]!.hex!))) yield attacks.map((b, j) => (j === i ? { attackers: b.attackers, targets: [...b.targets, hex] } : b));
  }
  const busy = new Set(attacks.flatMap((a) => a.attackers));
  for (const id of Object.keys(s.state.units).sort()) {
    const u = s.state.units[id]!;
    if (u.where !== 'map' || u.hex === null || !near.has(u.hex) || busy.has(id) || s.crossers.has(id) || s.ctx.unit(id).side !== s.side) continue;
    yield [...attacks, { attackers: [id], targets: [hex] }];
  }
}

/** The codes of the refusals of `attacks` designated whole (KB 12.0-12.2, 7.26; with the judge, 12.0 and 9.41). */
function refusals(s: Pick<Search, 'ctx' | 'state' | 'side' | 'fullySupported'>, attacks: readonly ObligatoryAttack[], obligations: readonly RiverObligation[]): string[] {
  const designated = attacks.map((a, i) => ({ id: `obligatory-${i + 1}`, attackers: a.attackers, targets: a.targets }));
  const codes = designationRefusals(s.ctx, s.state, s.side, designated, obligations).map((r) => r.code as string);
  if (!s.fullySupported) return codes;
  const file = designated.map((attack, at): FileAttack => ({ at, attack, body: { attackers: attack.attackers, targets: attack.targets } as FileAttack['body'], retreatPath: [], advances: [] }));
  return [...codes, ...supportRefusals(s.ctx, s.state, s.side, file, s.fullySupported, []).map((r) => r.code)];
}
