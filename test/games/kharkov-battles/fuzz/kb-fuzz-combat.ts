import type { KbSide } from '#games/kharkov-battles/data/ids';
import type { KbUnitOptions } from '#games/kharkov-battles/options/index';
import type { KbState } from '#games/kharkov-battles/state/types';
import { obligatoryDesignation } from '#games/kharkov-battles/windows/combat/obligations';
import { moveRiverRetreats, riverRetreats } from '#games/kharkov-battles/windows/combat/river-retreat';
import type { AssaultEnv } from '#games/kharkov-battles/assault/attack';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

/**
 * A random Combat Phase file (KB 12.0-12.8): up to five enemy hexes the options list, each
 * attacked by one listed attacker (offered: legal alone) or a random group of the units that
 * list it, now and then a second hex every attacker of the group lists too (12.21); with
 * random Air Points (5.21), Tigers withheld (15.3), a loss order (12.63), a retreat choice
 * for an `rk` (12.62, 12.72) and an advance into the target (12.8).
 */
export function planCombat(env: Pick<AssaultEnv, 'ctx' | 'supplySources'>, state: KbState, side: KbSide, options: readonly KbUnitOptions[], rng: Rng): { prefix: unknown[]; orders: PlannedOrder[] } {
  const { ctx } = env;
  const used = new Set<string>();
  const out: PlannedOrder[] = [];
  // KB 7.26: a unit that crossed a Major River into an EZOC attacks the stacks on its side of the river whose ZOC it stopped in: the file's first attacks,
  // which an offered attack needs to be legal alone (crossers bound to a common stack attack it together, 12.0), as the server designates them with what 12.1 then asks
  // on the position the window's check designates on: the crossers the options say go back across the river (7.26 Note) moved first
  const back = new Set(options.filter((o) => (o.notes ?? []).some((n) => n.includes('KB 7.26 Note'))).map((o) => o.unit as string));
  const moved = moveRiverRetreats(ctx, state, riverRetreats(env, state, side, (_s, id) => !back.has(id))).state;
  const prefix = obligatoryDesignation(ctx, moved, side).attacks.map((a) => {
    a.attackers.forEach((u) => used.add(u));
    return { attack: { attackers: a.attackers, targets: a.targets as string[] } };
  });
  // KB 12.1: a lone attacker's listed target is legal alone when it is the only enemy stack whose ZOC the attacker is in
  const mustAlso = (o: KbUnitOptions, t: string) => (o.notes ?? []).some((n) => /must all be attacked/.test(n) && (n.match(/\b\d{4}\b/g) ?? []).some((h) => h !== t));
  const targets = rng.shuffle([...new Set(options.flatMap((o) => (o.attacks ?? []).filter((a) => a.order === undefined).map((a) => a.target as string)))]).slice(0, 5);
  const lists = (o: KbUnitOptions, t: string) => (o.attacks ?? []).some((a) => a.order === undefined && a.target === t);
  for (const t of targets) {
    const next = options.filter((o) => !used.has(o.unit) && lists(o, t));
    if (prefix.some((p) => (p.attack.targets as string[]).includes(t))) continue;
    if (next.length === 0) continue;
    const alone = rng.chance(0.35);
    const group = alone ? [rng.pick(next)] : rng.subset(next, 0.7);
    if (group.length === 0) continue;
    group.forEach((g) => used.add(g.unit));
    const attackers = group.map((g) => g.unit as string);
    const body: Record<string, unknown> = { attackers, targets: [t] };
    if (!alone) {
      const more = targets.filter((x) => x !== t && group.every((g) => lists(g, x)));
      if (more.length > 0 && rng.chance(0.3)) body.targets = [t, rng.pick(more)];
      if (rng.chance(0.4)) body.air = rng.int(3);
      if (rng.chance(0.15)) body.tigers = [];
      if (rng.chance(0.4)) body.losses = rng.shuffle(attackers);
      if (rng.chance(0.4)) {
        const from = group[0]!.hex;
        const back = ctx.map.neighbours(from).filter((h) => h !== t);
        body.retreat = { hold: rng.int(3), ...(back.length > 0 && rng.chance(0.5) ? { path: [rng.pick(back)] } : {}) };
      }
      if (rng.chance(0.6)) body.advance = [{ units: [rng.pick(attackers)], path: [t] }];
    }
    out.push({ order: { attack: body }, offered: alone && !mustAlso(group[0]!, t) });
  }
  return { prefix, orders: out };
}
