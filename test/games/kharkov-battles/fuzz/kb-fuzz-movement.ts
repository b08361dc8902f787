import type { TemplateInfo } from '#kernel/engine/ruleset';
import type { KbUnitOptions } from '#games/kharkov-battles/options/index';
import type { KbMove } from '#games/kharkov-battles/options/unit-options';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

/** The construction orders a movement window takes (KB 4.1 B.1/C.2, 18.14, 18.17, 18.21-18.22). */
const CONSTRUCTION = ['build', 'pontoon', 'removeFz', 'removeBridge'];

const moveOrder = (unit: string, m: KbMove, extra: Record<string, unknown> = {}) => ({ move: { unit, path: m.path, ...extra } });

/**
 * A random Movement Phase file (KB 10.0-11.3, 18.1-18.2): now and then a construction order
 * the template gives as an example (a guess: check() may refuse it), then, in a random
 * order, Mobile Assaults from where the unit stands (11.2) with a `then` branch (the unit,
 * or another, moves on after the hex is vacated) and an `else` branch (another listed move,
 * sometimes `ifBlocked: stop`), Overruns (11.3), Tactical and Strategic moves (10.2, 10.3)
 * and Mobile Infiltrations (11.1), each unit given one order. A bare assault, overrun or
 * move taken as options() lists it is offered (legal alone); one with branches is not.
 */
export function planMovement(options: readonly KbUnitOptions[], template: TemplateInfo, accepts: readonly string[], rng: Rng): PlannedOrder[] {
  const out: PlannedOrder[] = [];
  for (const ex of template.exampleOrders) {
    const kind = Object.keys(ex as object)[0] ?? '';
    if (CONSTRUCTION.includes(kind) && accepts.includes(kind) && rng.chance(0.15)) out.push({ order: ex, offered: false });
  }
  const busy = new Set<string>();
  const acts: PlannedOrder[] = [];
  const movers = options.filter((o) => (o.moves ?? []).length > 0);
  const listedMove = (except: string): { unit: string; move: KbMove } | null => {
    const free = movers.filter((o) => o.unit !== except && !busy.has(o.unit));
    if (free.length === 0) return null;
    const o = rng.pick(free);
    return { unit: o.unit, move: rng.pick(o.moves!) };
  };
  // KB 11.2: Mobile Assaults, some with branches (11.27: the unit stays in the vacated hex or moves on)
  if (accepts.includes('assault')) {
    const assaulters = options.filter((o) => (o.attacks ?? []).some((a) => a.order === 'assault'));
    for (const o of rng.subset(assaulters, 0.5).slice(0, 4)) {
      const a = rng.pick(o.attacks!.filter((x) => x.order === 'assault'));
      busy.add(o.unit);
      const body: Record<string, unknown> = { unit: o.unit, target: a.target };
      if (rng.chance(0.3)) body.air = rng.int(2);
      let offered = true;
      if (rng.chance(0.6)) {
        const then = listedMove(o.unit);
        const alt = listedMove(o.unit);
        if (then) {
          body.then = [moveOrder(then.unit, then.move, rng.chance(0.5) ? { ifBlocked: 'stop' } : {})];
          busy.add(then.unit);
        }
        if (alt && alt.unit !== then?.unit) {
          body.else = [moveOrder(alt.unit, alt.move)];
          busy.add(alt.unit);
        }
        offered = !body.then && !body.else;
      }
      acts.push({ order: { assault: body }, offered: offered && body.air === undefined });
    }
  }
  // KB 11.2: Mobile Assaults after moving up, as listed (assault with a path)
  if (accepts.includes('assault')) {
    for (const o of rng.subset(options.filter((x) => (x.assaultMoves ?? []).length > 0 && !busy.has(x.unit)), 0.5).slice(0, 2)) {
      const a = rng.pick(o.assaultMoves!);
      busy.add(o.unit);
      acts.push({ order: { assault: { unit: o.unit, path: a.path, target: a.target } }, offered: true });
    }
  }
  // KB 11.3: Overruns as listed, some with a branch
  if (accepts.includes('overrun')) {
    for (const o of rng.subset(options.filter((x) => (x.overrunMoves ?? []).length > 0 && !busy.has(x.unit)), 0.6)) {
      const m = rng.pick(o.overrunMoves!);
      busy.add(o.unit);
      const next = rng.chance(0.3) ? listedMove(o.unit) : null;
      if (next) busy.add(next.unit);
      acts.push({ order: { overrun: { unit: o.unit, path: m.path, target: m.target, ...(next ? { [rng.chance(0.5) ? 'then' : 'else']: [moveOrder(next.unit, next.move)] } : {}) } }, offered: !next });
    }
  }
  // KB 11.1: Mobile Infiltration, one hex
  for (const o of rng.subset(options.filter((x) => (x.infiltrations ?? []).length > 0 && !busy.has(x.unit)), 0.3)) {
    busy.add(o.unit);
    acts.push({ order: moveOrder(o.unit, rng.pick(o.infiltrations!), { infiltrate: true }), offered: true });
  }
  // KB 10.3: Strategic Movement
  for (const o of rng.subset(options.filter((x) => (x.strategicMoves ?? []).length > 0 && !busy.has(x.unit)), 0.1)) {
    busy.add(o.unit);
    acts.push({ order: moveOrder(o.unit, rng.pick(o.strategicMoves!), { strategic: true }), offered: true });
  }
  // KB 10.2: Tactical Movement
  for (const o of rng.subset(movers.filter((x) => !busy.has(x.unit)), 0.35)) {
    busy.add(o.unit);
    acts.push({ order: moveOrder(o.unit, rng.pick(o.moves!)), offered: true });
  }
  // moves before the first assault are checked as they will be carried out, those after it only for what no die changes
  return [...out, ...(rng.chance(0.5) ? rng.shuffle(acts) : acts)];
}
