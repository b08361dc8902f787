import { campaignToStalingrad as cts } from '../../../../src/games/campaign-to-stalingrad';
import { createContext } from '../../../../src/games/campaign-to-stalingrad/data/context';
import { checkStacking } from '../../../../src/games/campaign-to-stalingrad/rules/stacking';
import type { CtsState } from '../../../../src/games/campaign-to-stalingrad/state/types';
import type { FuzzTitle, PlannedOrder } from '../../../fuzz/fuzz-title';
import { realBundle } from '../support/real-bundle';

const ctx = createContext(realBundle);
const resultKinds = [...new Set(Object.values(realBundle.tables.crt.losses).flat())].sort();

/**
 * Campaign To Stalingrad for the random-legal-orders fuzzer (test/fuzz): in a Movement
 * window a random subset of the units with moves each take a random listed destination
 * (each legal alone), sometimes an Army HQ activation first; in a Combat window random
 * enemy hexes are each attacked by one listed attacker (legal alone) or by a random group
 * of the units next to them; now and then random standing orders for battles.
 */
export function ctsFuzzTitle(): FuzzTitle<CtsState> {
  return {
    ruleset: cts,
    resultKinds,
    planFile({ state, window, options, rng }) {
      const orders: PlannedOrder[] = [];
      if (window.accepts.includes('move')) {
        if (rng.chance(0.3)) {
          const hqs = Object.keys(state.units).filter((id) => ctx.units.get(id)?.type === 'army-hq' && ctx.units.get(id)?.side === state.phasing && state.units[id]!.where === 'map');
          if (hqs.length > 0) orders.push({ order: { activate: { hq: rng.pick(hqs) } }, offered: false });
        }
        for (const u of rng.subset(options.filter((o) => (o.moves ?? []).length > 0), 0.3)) {
          orders.push({ order: { move: { unit: u.unit, path: rng.pick(u.moves!).path } }, offered: true });
        }
      } else {
        const used = new Set<string>();
        const targets = rng.shuffle([...new Set(options.flatMap((o) => (o.attacks ?? []).map((a) => a.target)))]).slice(0, 4);
        for (const t of targets) {
          const next = options.filter((o) => !used.has(o.unit) && (o.attacks ?? []).some((a) => a.target === t));
          if (next.length === 0) continue;
          const alone = rng.chance(0.4);
          const group = alone ? [rng.pick(next)] : rng.subset(next, 0.7);
          if (group.length === 0) continue;
          group.forEach((g) => used.add(g.unit));
          const attackers = group.map((g) => g.unit);
          const advance = rng.chance(0.7) ? { units: [rng.pick(attackers)], path: [t] } : undefined;
          orders.push({ order: { attack: { attackers, targets: [t], ...(advance ? { advance } : {}) } }, offered: alone && !advance });
        }
      }
      const standing = rng.chance(0.2) ? this.planStanding(state, window.waitingFor[0]!, rng) : undefined;
      return { prefix: [], orders, ...(standing ? { standing } : {}) };
    },
    planStanding(_state, _side, rng) {
      return { defender: { determinedDefense: { policy: rng.pick(['never', 'hold']), maxLevel: rng.pick([1, 2]) }, lossOrder: [] }, attacker: { rerollOnes: rng.chance(0.8), lossOrder: [] } };
    },
    stateProblems(state) {
      const out: string[] = [];
      const stacks = new Map<string, string[]>();
      for (const [id, u] of Object.entries(state.units)) {
        const spec = ctx.units.get(id)!;
        if (u.steps < 0 || u.steps > spec.faces.length) out.push(`${id} has ${u.steps} steps`);
        if (u.where === 'map' && u.hex === null) out.push(`${id} is on the map without a hex`);
        if (u.where === 'map' && u.steps === 0) out.push(`${id} is on the map with no step`);
        if (u.where === 'map' && u.hex) stacks.set(`${u.hex}/${spec.side}`, [...(stacks.get(`${u.hex}/${spec.side}`) ?? []), id]);
      }
      for (const [k, ids] of stacks) {
        const v = checkStacking(ctx, ids.map((id) => ctx.units.get(id)!));
        if (!v.ok) out.push(`${k}: ${v.message}`);
        const [hex, side] = k.split('/');
        if (stacks.has(`${hex}/${side === 'axis' ? 'soviet' : 'axis'}`)) out.push(`${hex} holds units of both sides`);
      }
      return out;
    },
    eventProblems(events) {
      return events.filter((e) => e.type === 'battle' && (e.losses as { attacker: number }).attacker < 0).map(() => 'negative losses');
    },
    leakProblems(state) {
      // the Basic Game hides nothing but each side's standing orders (view.ts)
      const out: string[] = [];
      for (const side of ['axis', 'soviet'] as const) {
        const v = cts.view(state, side as never) as CtsState;
        const other = side === 'axis' ? 'soviet' : 'axis';
        if (v.standing[other] !== undefined) out.push(`${side} sees the ${other} standing orders`);
      }
      if (Object.keys((cts.view(state, null) as CtsState).standing).length > 0) out.push('the public sees standing orders');
      return out;
    },
    battles(events) {
      return events.filter((e) => e.type === 'battle').map((e) => ({ kind: 'battle', result: (e.results as string[]).join('+'), rolled: true }));
    },
  };
}
