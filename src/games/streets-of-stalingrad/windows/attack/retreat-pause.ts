import type { Issue } from '#kernel/engine/issues';
import type { FireOutcome } from '../../combat/fire-outcome';
import type { SosStanding } from '../../orders/standing';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { movers, retreatHexes } from './after-combat';
import { other, sideAt } from './battlefield';
import { mayBeLostToHold } from './hold-losses';

/**
 * SoS 9.87, 9.88, 9.884: the choice a P result leaves the owner of the attacked hex: the hexes the
 * whole stack may retreat into (each legal for every unit that moves, ranked as the default
 * ranks them), whether he may hold instead (9.88; 9.884 for NKVD units with a Soviet leader)
 * and the units he could lose by holding (defending combat units, never an immobilized tank,
 * 9.81, 9.882). `nkvd`: the NKVD units whose own rule (9.884) also reads on the hold, `nkvdHold`
 * whether a Soviet leader lets them stay (by losing one of them) or they retreat all the same.
 */
export interface RetreatChoice {
  hex: string;
  hexes: string[];
  hold: boolean;
  sacrifice: string[];
  nkvd?: string[] | undefined;
  nkvdHold?: boolean | undefined;
  nkvdOnly?: true | undefined;
  /** SoS 9.87: with more than one unit moving, the hexes each may retreat into on its own ("each unit may retreat into a different hex"). */
  each?: { unit: string; hexes: string[] }[] | undefined;
}

/** The answer to the `retreat` decision (orders/decisions.ts). */
export interface RetreatAnswer {
  path?: readonly string[] | undefined;
  moves?: readonly { units: readonly string[]; path: readonly string[] }[] | undefined;
  hold?: true | undefined;
  sacrifice?: string | undefined;
}

/**
 * SoS 9.87-9.884, digest 6.1 #9: the `retreat` pause opens when the owner's standing
 * `retreat.policy` is `ask`, no `retreat.hexes` entry covers the hex, and the P leaves him a
 * choice: he may hold (9.88, or 9.884: NKVD units with a Soviet leader "may remain in that hex
 * by eliminating one of the NKVD units"), or more than one hex is legal (9.87: "the defender
 * always chooses the hex he retreats into"). In a hex whose own rule moves no one (a city hex,
 * 9.883) the NKVD units alone move (9.884).
 */
export function retreatChoice(ctx: PhaseContext, state: SosState, hex: string, out: FireOutcome): RetreatChoice | null {
  const side = other(ctx.side);
  const standing = ctx.standing[side]?.retreat;
  if (standing?.policy !== 'ask' || standing.hexes?.some((h) => h.hex === hex)) return null;
  const kind = out.retreat.kind;
  const nkvdKind = out.nkvd?.kind ?? 'none';
  if (kind === 'none' && nkvdKind === 'none') return null;
  const isNkvd = (id: string) => ctx.env.counter(id).soviet === 'nkvd';
  // SoS 9.884: where the hex's rule moves no one, the NKVD units alone retreat or hold
  const moving = movers(ctx, state, side, hex, kind === 'none' ? isNkvd : undefined);
  if (moving.length === 0) return null;
  const each = moving.map((u) => retreatHexes(ctx, state, side, hex, u));
  const hexes = each[0]!.filter((h) => each.every((l) => l.includes(h)));
  // SoS 9.88, 9.81, 9.882: the unit lost is a defending combat unit (no OP, works or leader), never an immobilized tank
  const all = sideAt(ctx.env, state, hex, side).filter((id) => mayBeLostToHold(ctx.env, id));
  const sacrifice = kind === 'retreatOrEliminateOne' ? all : kind === 'none' && nkvdKind === 'retreatOrEliminateOne' ? all.filter(isNkvd) : [];
  // SoS 9.88: holding costs a unit; with none the hex could lose, holding is no choice to ask about
  const hold = sacrifice.length > 0;
  // SoS 9.87: a choice of hex, for the stack or for any one unit of it
  if (!hold && hexes.length < 2 && each.every((l) => l.length < 2)) return null;
  // SoS 9.884: NKVD units in a hex held under 9.88 stay only with a Soviet leader, by the loss of one of them
  const nkvd = kind === 'retreatOrEliminateOne' && nkvdKind !== 'none' ? movers(ctx, state, side, hex, isNkvd) : [];
  const apart = moving.length > 1 ? { each: moving.map((unit, k) => ({ unit, hexes: each[k]! })) } : {};
  return { hex, hexes, hold, sacrifice, ...apart, ...(hold && nkvd.length ? { nkvd, nkvdHold: nkvdKind === 'retreatOrEliminateOne' } : {}), ...(kind === 'none' ? { nkvdOnly: true as const } : {}) };
}

const list = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`);

/**
 * SoS 9.88, 9.884: what holding costs where NKVD units are in the hex held. With a Soviet
 * leader, an NKVD unit lost to hold answers both rules ("one defending combat unit", "one of
 * the NKVD units": the text asks no second loss), another unit lost leaves 9.884's price to
 * pay: one NKVD unit more. Without a leader the NKVD units retreat all the same.
 */
function nkvdCost(choice: RetreatChoice): string {
  if (!choice.nkvd?.length) return '';
  const ids = choice.nkvd.join(', ');
  return choice.nkvdHold
    ? `; losing an NKVD unit (${ids}) holds them too, losing another unit costs one NKVD unit more for them to stay (9.884)`
    : `; holding, the NKVD units ${ids} retreat all the same: no Soviet leader is with them (9.884)`;
}

/** What the `retreat` window tells its owner. */
export function retreatAbout(choice: RetreatChoice, result: string, attacker: string): string {
  const together = choice.hexes.length ? `retreat one hex, the stack together, to ${list(choice.hexes)} (9.87)` : 'retreat nowhere together: no adjacent hex is legal for every unit (9.87)';
  // SoS 9.87: "each unit may retreat into a different hex" (the answer's `moves`)
  const own = (choice.each ?? []).filter((e) => e.hexes.join() !== choice.hexes.join());
  const apart = !choice.each ? '' : own.length ? `, or each unit into a hex of its own (${own.map((e) => `${e.unit} to ${e.hexes.length ? list(e.hexes) : 'none'}`).join('; ')}${own.length < choice.each.length ? '; the others to those of the stack' : ''}) (9.87)` : ', or each unit into one of them of its own (9.87)';
  const go = `${together}${apart}`;
  const hold = choice.hold ? `; or hold and lose one of ${choice.sacrifice.join(', ')} (${choice.nkvdOnly ? '9.884' : '9.88'})${nkvdCost(choice)}` : '';
  return `the ${attacker} attack on ${choice.hex} rolled ${result}: the ${choice.nkvdOnly ? 'NKVD units (9.884)' : 'units'} there may ${go}${hold}`;
}

/** SoS 9.87, 9.88: every problem of an answer against the choice it answers, paths inside the answer's `retreat`. */
export function retreatAnswerProblems(choice: RetreatChoice, answer: RetreatAnswer): Issue[] {
  const issues: Issue[] = [];
  if (answer.path) {
    if (answer.path.length > 1) issues.push({ path: ['path', 1], code: 'too-far', message: 'a retreat after combat is one hex', rule: 'SoS 9.87' });
    const to = answer.path[0];
    if (to !== undefined && !choice.hexes.includes(to)) {
      const legal = choice.hexes.length ? `the legal hexes are ${list(choice.hexes)}` : 'no adjacent hex is legal';
      issues.push({ path: ['path', 0], code: 'illegal-retreat-hex', message: `the units in ${choice.hex} may not retreat into ${to}: ${legal} (next to it, enterable, free of enemy units, enemy ZOC and "attack" markers, within stacking)`, rule: 'SoS 9.87' });
    }
  }
  // SoS 9.884: NKVD units retreating on their own rule hold only with a Soviet leader in the hex
  if (answer.hold && !choice.hold && choice.nkvdOnly) issues.push({ path: ['hold'], code: 'may-not-hold', message: `the NKVD units in ${choice.hex} must retreat: they may remain only with a Soviet leader in the hex, by losing one of them`, rule: 'SoS 9.884' });
  else if (answer.hold && !choice.hold) issues.push({ path: ['hold'], code: 'may-not-hold', message: `a P in ${choice.hex} leaves no choice to hold: the units retreat (9.87); holding and losing a unit is for forest, suburb, balka, cliff or fortified hexes`, rule: 'SoS 9.88' });
  else if (answer.sacrifice !== undefined && !choice.sacrifice.includes(answer.sacrifice)) issues.push({ path: ['sacrifice'], code: 'not-in-hex', message: `${answer.sacrifice} is not a unit of ${choice.hex} that may be lost there (a defending combat unit: no leader, OP, transport, fortification, minefield, bridge or immobilized tank, 9.81, 9.882): ${choice.sacrifice.join(', ')}`, rule: 'SoS 9.88' });
  return issues;
}

/**
 * The answer as a standing entry for the hex, so that the retreat is carried out exactly as a
 * standing order would have it: `hold` with its unit, or `retreat` with the chosen hex ranked
 * first (alone in `prefer`), or with the answer's `moves` (each unit named to its own hex, the
 * others by the default ranking). No answer (the deadline passed): the default, retreat by the standing ranking, or
 * hold (losing by the loss priorities) where no hex is legal and holding is allowed.
 */
export function answerAsStanding(ctx: PhaseContext, choice: RetreatChoice, answer: RetreatAnswer | null): PhaseContext {
  const side = other(ctx.side);
  const own: SosStanding = ctx.standing[side] ?? {};
  const r = own.retreat ?? {};
  const hold = answer ? answer.hold === true : choice.hold && choice.hexes.length === 0;
  const to = answer?.path?.[0];
  const moves = answer?.moves?.map((m) => ({ units: [...m.units], path: [...m.path] }));
  const entry = { hex: choice.hex, mode: hold ? ('hold' as const) : ('retreat' as const), ...(answer?.sacrifice ? { sacrifice: [answer.sacrifice] } : {}), ...(moves ? { moves } : {}) };
  const retreat = { ...r, hexes: [...(r.hexes ?? []), entry], ...(to ? { prefer: [to] } : {}) };
  return { ...ctx, standing: { ...ctx.standing, [side]: { ...own, retreat } } };
}
