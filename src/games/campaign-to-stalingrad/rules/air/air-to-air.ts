import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { AirTables, CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { placedAir, type PlacedAir } from './placed';
import { removeAir } from './removal';

export type AirToAirResult = AirTables['airToAir']['results'][string][number];

const fighter = (p: PlacedAir): boolean => p.spec.type === 'F' || p.spec.type === 'FB';

/** CtS 23.9.2: the Air-to-Air Combat Table's column for a differential (the end columns take the rest). */
export function airToAirColumn(t: AirTables['airToAir'], differential: number): number {
  const lo = Math.min(...t.columns);
  const hi = Math.max(...t.columns);
  return Math.max(lo, Math.min(hi, differential));
}

/**
 * CtS 23.9.1: the targets an F/FB may attack now, in the default order of choice: a
 * phasing unit only enemy air units in its own hex; a non-phasing one enemy F/FB in its
 * own hex first, then any enemy air unit within three hexes; a B or GS only once this
 * attacker has attacked every enemy F/FB in that hex; never twice by the same attacker.
 * Order of choice: the nearest, enemy fighters first (or bombers, B and GS, first with the
 * owner's standing `air.prefer: bombers`), then the greatest Bombing Factor, then id.
 */
export function airTargets(ctx: CtsContext, state: CtsState, attacker: PlacedAir, attacked: ReadonlySet<string>, prefer: 'fighters' | 'bombers' = 'fighters'): PlacedAir[] {
  const enemy: CtsSide = attacker.spec.side === 'axis' ? 'soviet' : 'axis';
  const phasing = state.phasing === attacker.spec.side;
  const reach = ctx.airTables?.defensiveFighterReach ?? 3;
  const all = placedAir(ctx, state, enemy);
  const fresh = all.filter((p) => !attacked.has(p.id));
  const dist = (p: PlacedAir): number => ctx.map.grid.distance(attacker.hex, p.hex);
  let pool: PlacedAir[];
  if (phasing) pool = fresh.filter((p) => p.hex === attacker.hex);
  else {
    const hereFighters = fresh.filter((p) => p.hex === attacker.hex && fighter(p));
    pool = hereFighters.length > 0 ? hereFighters : fresh.filter((p) => dist(p) <= reach);
  }
  // 23.9.1 (4): B and GS in a hex only after every enemy F/FB there has been attacked by this unit
  pool = pool.filter((p) => fighter(p) || all.every((q) => q.hex !== p.hex || !fighter(q) || attacked.has(q.id)));
  const first = (p: PlacedAir): number => Number(fighter(p) === (prefer === 'fighters'));
  return pool.sort((a, b) => dist(a) - dist(b) || first(b) - first(a) || b.spec.bombing - a.spec.bombing || (a.id < b.id ? -1 : 1));
}

/**
 * CtS 23.9 Air-to-Air Combat, after placement and Support: every Axis F/FB first, then the
 * surviving Soviet F/FB, each in id order but those its owner's standing `air.hold`
 * keeps out (23.9 "may use"), attacking one target at a time (the first of
 * its owner's standing `air.targets` for it that it may attack now, else the first of
 * airTargets) until it is eliminated or removed or has no target left. Two dice on the Air-to-Air
 * Combat Table, column = attack - defense; labels `<window>/air/<n>#1`, `#2`.
 */
export function resolveAirToAir(ctx: CtsContext, state0: CtsState, dice: Dice, label: string): { state: CtsState; events: GameEvent[] } {
  const t = ctx.airTables;
  if (!t) return { state: state0, events: [] };
  let state = state0;
  const events: GameEvent[] = [];
  let n = 0;
  for (const side of ['axis', 'soviet'] as const) {
    const held = new Set(state.standing[side]?.air?.hold ?? []); // 23.9: attacking is the owner's choice
    for (const first of placedAir(ctx, state, side).filter((p) => fighter(p) && !held.has(p.id))) {
      const attacked = new Set<string>();
      for (;;) {
        const att = placedAir(ctx, state, side).find((p) => p.id === first.id);
        if (!att) break;
        const allowed = airTargets(ctx, state, att, attacked, state.standing[side]?.air?.prefer ?? 'fighters');
        const named = (state.standing[side]?.air?.targets?.[att.id] ?? []).map((id) => allowed.find((p) => p.id === id)).find((p) => p !== undefined);
        const target = named ?? allowed[0];
        if (!target) break;
        attacked.add(target.id);
        n += 1;
        const roll = dice.rollMany(`${label}/air/${n}`, 6, 2);
        const total = roll[0]! + roll[1]!;
        const differential = att.spec.attack - target.spec.defense;
        const column = airToAirColumn(t.airToAir, differential);
        const result = t.airToAir.results[String(column)]![total - 2]!;
        if (result === 'AA' || result === 'AE') state = removeAir(state, att.id, result === 'AE');
        if (result === 'DA' || result === 'DE') state = removeAir(state, target.id, result === 'DE');
        const said = { '-': 'no effect', AA: `${att.spec.name} is aborted`, AE: `${att.spec.name} is eliminated`, DA: `${target.spec.name} is aborted`, DE: `${target.spec.name} is eliminated` }[result];
        events.push({
          type: 'air-to-air',
          rule: 'CtS 23.9',
          attacker: att.id,
          target: target.id,
          hex: target.hex,
          differential,
          column,
          dice: roll,
          result,
          text: `${att.spec.name} (${att.hex}) attacks ${target.spec.name} (${target.hex}): ${att.spec.attack} - ${target.spec.defense} = ${differential >= 0 ? '+' : ''}${differential}, dice ${roll[0]}+${roll[1]} = ${total}: ${result} (${said})`,
        });
      }
    }
  }
  return { state, events };
}
