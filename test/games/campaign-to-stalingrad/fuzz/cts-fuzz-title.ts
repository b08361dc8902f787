import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext, type CtsContext } from '#games/campaign-to-stalingrad/data/context';
import { checkStacking } from '#games/campaign-to-stalingrad/rules/stacking';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { FuzzTitle, PlannedOrder } from '../../../fuzz/fuzz-title';
import { realBundle } from '../support/real-bundle';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { placedAir } from '#games/campaign-to-stalingrad/rules/air/placed';
import { planAirSegment, planBombardments, planGroundSupport } from './cts-fuzz-air';
import { planOverruns } from './cts-fuzz-overruns';
import { planEntries, planRepairs, planReplacementMoves } from './cts-fuzz-forces';
import { planCtsStanding } from './cts-fuzz-standing';
import { airAndDepotProblems, groundSupportTwice } from './cts-fuzz-invariants';
import { boxBattles, boxProblems, planBoxCombat, planBoxMovement } from './cts-fuzz-boxes';

const ctx = createContext(realBundle);
/** The context of the engine a game was created by (the Caucasus Display is read from cts-6 on, data/readings.ts), one an engine. */
const engineContexts = new Map<string, CtsContext>();
const ctxOf = (state: CtsState): CtsContext => (state.engineVersion === undefined ? ctx : engineContexts.get(state.engineVersion) ?? engineContexts.set(state.engineVersion, createContext(realBundle, state.engineVersion)).get(state.engineVersion)!);
const resultKinds = [...new Set(Object.values(realBundle.tables.crt.losses).flat())].sort();

/**
 * Campaign To Stalingrad for the random-legal-orders fuzzer (test/fuzz): in a Movement
 * window a random subset of the units with moves each take a random listed destination
 * (each legal alone), sometimes an Army HQ activation first; in a Combat window random
 * enemy hexes are each attacked by one listed attacker (legal alone) or by a random group
 * of the units next to them; now and then a rail move (a listed destination), a Depot for
 * the Supply Phase and random standing orders for battles. The Movement window opens with
 * an Air Segment (air units placed, an Air HQ flipped, Supply Points for air), then entry
 * hexes for reinforcements, replacement counters moved and Movement Phase overruns the
 * template lists (4.7); the Combat window opens with Bombardments (23.12) before the
 * attacks, some naming their Ground Support, and asks for rail repairs (15.6). Standing
 * orders cover defence, air, Withdrawals, rebuilds, Remnants and set-up losses. In the
 * Campaign Game the Off Map Boxes and the Caucasus Display are played too (cts-fuzz-boxes.ts):
 * box moves and replacements, exits into the boxes from turn 20, box attacks and advances.
 */
export function ctsFuzzTitle(): FuzzTitle<CtsState> {
  return {
    ruleset: cts,
    resultKinds,
    draws: true, // 35.8 and 36.8: a lead short of the margin wins nobody the game (the game option shortAxisLead: draw, the default)
    planFile({ state, window, options, rng, side: who }) {
      const orders: PlannedOrder[] = [];
      const side = who as string as CtsSide;
      if (window.accepts.includes('move')) {
        if (rng.chance(0.3)) {
          const hqs = Object.keys(state.units).filter((id) => ctx.units.get(id)?.type === 'army-hq' && ctx.units.get(id)?.side === state.phasing && state.units[id]!.where === 'map');
          if (hqs.length > 0) orders.push({ order: { activate: { hq: rng.pick(hqs) } }, offered: false });
        }
        // CtS 23.2: the Air Segment before any move; then entries (19.1) and replacement counters (21.2)
        orders.push(...planAirSegment(ctx, state, side, rng.fork('air')));
        const entries = planEntries(ctx, state, side, rng.fork('enter'));
        orders.push(...entries, ...planReplacementMoves(ctx, state, side, rng.fork('replacement')));
        // CtS 33.1, 34.6: box moves, box replacements, and from turn 20 some units leaving the map into a box
        const boxes = planBoxMovement(ctxOf(state), state, side, options, rng.fork('boxes'));
        orders.push(...boxes.orders);
        const busy = new Set<string>([...entries.map((e) => (e.order as { enter: { unit: string } }).enter.unit), ...boxes.busy]);
        // CtS 15.1: now and then one unit goes by rail to a listed destination
        const byRail = rng.chance(0.3) ? options.filter((o) => (o.rail ?? []).length > 0 && !busy.has(o.unit)) : [];
        const railer = byRail.length > 0 ? rng.pick(byRail) : undefined;
        if (railer) orders.push({ order: { rail: { unit: railer.unit, path: rng.pick(railer.rail!).path } }, offered: true });
        for (const u of rng.subset(options.filter((o) => (o.moves ?? []).length > 0 && o.unit !== railer?.unit && !busy.has(o.unit)), 0.3)) {
          orders.push({ order: { move: { unit: u.unit, path: rng.pick(u.moves!).path } }, offered: true });
        }
        // CtS 4.7: overruns the moves made possible, by units that then move no further
        orders.push(...planOverruns(ctx, state, side, orders, rng.fork('overrun')));
      } else {
        orders.push(...planBombardments(ctx, state, side, rng.fork('bombard')));
        // CtS 34.1, 34.9: an attack in a Caucasus box, or its marker's unopposed advance
        orders.push(...planBoxCombat(options, rng.fork('box-combat')));
        const used = new Set<string>();
        // CtS 23.11: hexes under own air come first, so that Ground Support is given
        const covered = new Set<string>(placedAir(ctx, state, side).map((a) => a.hex));
        const open = rng.shuffle([...new Set(options.flatMap((o) => (o.attacks ?? []).map((a) => a.target)))]);
        const targets = [...open.filter((t) => covered.has(t)), ...open.filter((t) => !covered.has(t))].slice(0, 4);
        for (const t of targets) {
          const next = options.filter((o) => !used.has(o.unit) && (o.attacks ?? []).some((a) => a.target === t));
          if (next.length === 0) continue;
          const alone = rng.chance(0.4);
          const group = alone ? [rng.pick(next)] : rng.subset(next, 0.7);
          if (group.length === 0) continue;
          group.forEach((g) => used.add(g.unit));
          const attackers = group.map((g) => g.unit);
          const advance = rng.chance(0.7) ? { units: [rng.pick(attackers)], path: [t] } : undefined;
          const support = planGroundSupport(ctx, state, side, t, rng);
          orders.push({ order: { attack: { attackers, targets: [t], ...(advance ? { advance } : {}), ...support } }, offered: alone && !advance && !support.groundSupport });
        }
      }
      if (window.accepts.includes('depot') && rng.chance(0.2)) {
        // CtS 16.10: a Depot created on a friendly unit's hex in the Supply Phase that follows
        const mine = options.filter((o) => o.entries === undefined);
        if (mine.length > 0) orders.push({ order: { depot: { create: rng.pick(mine).hex } }, offered: false });
      }
      if (window.accepts.includes('repair')) orders.push(...planRepairs(ctx, state, side, rng.fork('repair')));
      const standing = rng.chance(0.2) ? this.planStanding(state, window.waitingFor[0]!, rng) : undefined;
      return { prefix: [], orders, ...(standing ? { standing } : {}) };
    },
    planStanding(state, side, rng) {
      return planCtsStanding(ctx, state, side as string as CtsSide, rng);
    },
    stateProblems(state) {
      const out: string[] = [];
      const stacks = new Map<string, string[]>();
      for (const [id, u] of Object.entries(state.units)) {
        const spec = ctx.units.get(id)!;
        if (u.steps < 0 || u.steps > spec.faces.length) out.push(`${id} has ${u.steps} steps`);
        if (u.where === 'map' && u.hex === null) out.push(`${id} is on the map without a hex`);
        if (u.where === 'map' && u.steps === 0) out.push(`${id} is on the map with no step`);
        if (u.where === 'map' && u.hex) {
          const k = `${u.hex}/${spec.side}`;
          const ids = stacks.get(k);
          if (ids) ids.push(id);
          else stacks.set(k, [id]);
        }
      }
      for (const [k, ids] of stacks) {
        const v = checkStacking(ctx, ids.map((id) => ctx.units.get(id)!));
        if (!v.ok) out.push(`${k}: ${v.message}`);
        const [hex, side] = k.split('/');
        // CtS 24.6 (1): only a Major City hex fought over holds both sides' units (the display)
        if (stacks.has(`${hex}/${side === 'axis' ? 'soviet' : 'axis'}`) && !state.cityBattles?.[hex!]) out.push(`${hex} holds units of both sides`);
      }
      out.push(...airAndDepotProblems(ctx, state), ...boxProblems(ctxOf(state), state));
      return out;
    },
    eventProblems(events) {
      return [...events.filter((e) => e.type === 'battle' && (e.losses as { attacker: number }).attacker < 0).map(() => 'negative losses'), ...groundSupportTwice(events)];
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
      return [...events.filter((e) => e.type === 'battle').map((e) => ({ kind: 'battle', result: (e.results as string[]).join('+'), rolled: true })), ...boxBattles(events)];
    },
  };
}
