import type { Issue } from '#kernel/engine/issues';
import { directRange } from '../../data/counters';
import type { SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { distance, isHex, other, sideAt } from './battlefield';
import { firerProblems } from './firer-problems';

/** A marked hex the side must attack in the open phase, and its units that may attack it now. */
export interface HexToAttack {
  hex: string;
  /** In id order. */
  attackers: string[];
}

/** The side's units on the map that may fire at `hex` in an attack now (firer-problems.ts finds nothing against them). */
function attackersOf(ctx: PhaseContext, state: SosState, hex: string): string[] {
  const { env } = ctx;
  return Object.keys(state.pieces)
    .filter((id) => {
      const at = state.pieces[id]!.at;
      const c = env.counter(id);
      // 9.21, 9.24: in range (every unit reaches an adjacent hex) before the fire itself is read
      return c.side === ctx.side && isHex(env, at) && at !== hex && distance(env, at, hex) <= Math.max(1, directRange(c)) && firerProblems(ctx, state, hex, id, at, []).length === 0;
    })
    .sort();
}

/**
 * SoS 9.14 "Hexes with 'attack' markers must be attacked", 9.61 "If you place an 'attack'
 * marker on a hex, you must attack it": the marked hexes the side must attack in this Attack
 * or Exploit Attack Phase. The markers stay through the Exploit Attack Phase (9.115) and a hex
 * may be attacked once a phase (9.65), so a hex attacked since its marker was placed
 * (`state.attacked`) need not be attacked again in the Exploit Attack Phase, though it may be
 * (9.62); a hex marked in the Exploit Movement Phase, or marked before and not attacked in the
 * Attack Phase, must be. A hex holding no enemy unit to attack (leaders are not attacked,
 * 18.17), or that none of the side's units may attack now (all pinned, spent or eliminated
 * meanwhile, out of range or sight), is not required: the rule asks for an attack the rules
 * allow.
 */
export function hexesToAttack(ctx: PhaseContext, state: SosState): HexToAttack[] {
  const { env } = ctx;
  const done = new Set(state.attacked);
  return state.markers.attack
    .filter((hex) => !done.has(hex) && sideAt(env, state, hex, other(ctx.side)).some((id) => env.counter(id).type !== 'leader'))
    .map((hex) => ({ hex, attackers: attackersOf(ctx, state, hex) }))
    .filter((h) => h.attackers.length > 0);
}

/**
 * SoS 9.14, 9.61: a file leaves no hex of hexesToAttack unattacked while one of the units
 * that may attack it fires at no other hex of the file (9.15: a unit fires at one hex, so a
 * hex whose every attacker fires elsewhere is not required). One issue on the file naming
 * each such hex with its free attackers.
 */
export function unattackedProblems(ctx: PhaseContext, state: SosState, attacks: readonly { target: string; fire?: readonly { units: readonly string[] }[] }[]): Issue[] {
  const targets = new Set(attacks.map((a) => a.target));
  const firing = new Set(attacks.flatMap((a) => (a.fire ?? []).flatMap((g) => g.units)));
  const left = hexesToAttack(ctx, state)
    .filter(({ hex }) => !targets.has(hex))
    .map(({ hex, attackers }) => ({ hex, free: attackers.filter((u) => !firing.has(u)) }))
    .filter((h) => h.free.length > 0);
  if (left.length === 0) return [];
  const each = left.map((h) => `${h.hex} (${h.free.join(', ')} may attack it)`).join('; ');
  return [{ path: ['orders'], code: 'marked-hex-unattacked', message: `a hex with an "attack" marker and enemy units must be attacked this phase; not attacked: ${each}`, rule: 'SoS 9.14, 9.61' }];
}

/**
 * The attack window's notes (template): the marked hexes the side must attack this phase,
 * each with the units that may attack it, and those attacked earlier that it may attack again.
 */
export function mustAttackNotes(ctx: PhaseContext, state: SosState): string[] {
  const must = hexesToAttack(ctx, state);
  const again = state.markers.attack.filter((h) => state.attacked.includes(h) && sideAt(ctx.env, state, h, other(ctx.side)).length > 0);
  return [
    ...(must.length ? [`Hexes with an "attack" marker to attack this phase (SoS 9.14, 9.61: "Hexes with 'attack' markers must be attacked"): ${must.map((h) => `${h.hex} (${h.attackers.join(', ')} may attack it)`).join('; ')}. A file that leaves one unattacked while one of its attackers fires at no other hex is refused (marked-hex-unattacked).`] : []),
    ...(again.length ? [`Attacked already since marked, so not required, but they may be attacked again this phase (SoS 9.65, 9.115): ${again.join(', ')}.`] : []),
  ];
}
