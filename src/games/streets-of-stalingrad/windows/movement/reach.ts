import { MinHeap } from '#kernel/collections/min-heap';
import type { Place } from '../../movement/move-step';
import { walkPath, type PathEntry } from '../../movement/walk-path';
import { isBox } from '../../orders/places';
import type { SosPlace } from '../../state/types';
import type { PhaseContext } from '../phase';
import { boxesByHex, placesNext, stepPlace } from './places';
import { pathEntry, type MovePosition } from './position';
import { withCombatUnit } from './enterable-enemy-hex';
import type { MovingStack } from './stack';

/** One step taken alone by a stack of one kind: the MP it costs and whether the stack stops there; null when it may not be taken. */
export interface StepTaken {
  spent: number;
  stopped: boolean;
}

/**
 * What every stack's search reads of a place and a step, worked out once a listing: the
 * step's facts (map-step, the enemy ZOC, enemy occupancy) do not depend on the stack, and
 * what a step costs depends on the stack only through its kind (its movement classes, its
 * allowance, armored or not), so every stack of one kind shares each step's cost.
 */
export interface StepFacts {
  /** The places a step may enter from `p` (places.ts placesNext). */
  next(p: SosPlace): readonly SosPlace[];
  /** For a kind of stack: the steps out of `p`, one for each of next(p) in its order, each walked once for all the stacks of that kind; `isolatedLeader`: a leader alone who is isolated (18.32). */
  kind(stack: MovingStack, isolatedLeader?: boolean): (p: SosPlace) => readonly (StepTaken | null)[];
}

/** How walk-path.ts tells one stack from another when it walks a single step (the side and the phase are the window's). */
const kindKey = (stack: MovingStack, isolatedLeader: boolean): string => `${[...new Set(stack.movers)].sort().join('+')}/${stack.availableMp}/${stack.armored}${isolatedLeader ? '/isolated' : ''}`;

/** Worked out once a place, on first asking. */
function memo<T>(work: (p: SosPlace) => T): (p: SosPlace) => T {
  const known = new Map<SosPlace, T>();
  return (p) => {
    if (known.has(p)) return known.get(p)!;
    const v = work(p);
    known.set(p, v);
    return v;
  };
}

export function stepFacts(ctx: PhaseContext, pos: MovePosition): StepFacts {
  const byHex = boxesByHex(ctx.env.map);
  const next = memo((p) => placesNext(ctx.env.map, p, byHex));
  const place = memo((p): Place => stepPlace(ctx.env.map, pos.state, p)!);
  // SoS 2.34: no step into a hex outside the scenario boundary (the boxes are no hexes)
  const boundary = ctx.env.data.start.boundary(ctx.scenario);
  const entries = memo((p) => next(p).map((q) => (isBox(q) || boundary.has(q) ? pathEntry(ctx.env, pos, p, q, 0) : null)));
  // SoS 18.16: a stack that holds a leader (no combat unit: walk-path.ts reads only leaders alone) enters an enemy ZOC hex only to a friendly combat unit there
  const holdsLeader = (stack: MovingStack) => stack.units.some((id) => ctx.env.counter(id).type === 'leader');
  // SoS 8.08, 16.15 (under 16.2): a stack with no combat unit may not pass a lone mine dog's place (position.ts againstMovers)
  const noCombat = (stack: MovingStack) => !withCombatUnit(ctx.env, stack.units);
  const walkedBy = (stack: MovingStack, isolatedLeader: boolean) =>
    memo((p) =>
      entries(p).map((found, i): StepTaken | null => {
        if (!found) return null;
        const e = noCombat(stack) && pos.dogsOnly.has(next(p)[i]!) ? { ...found, enemyCombatUnit: true } : found;
        const walk = walkPath(ctx.env.tec, { side: ctx.side, phase: ctx.window.phase, availableMp: stack.availableMp, movers: stack.movers, armored: stack.armored, transport: false, breakthroughMovement: false, ...(isolatedLeader ? { isolatedLeader } : {}), ...(holdsLeader(stack) ? { leaderAlone: true } : {}), start: place(p), path: [e] });
        // SoS 8.51, 8.56: armor that goes on out of an enemy ZOC hex it entered is in breakthrough movement, listed only as a stop here
        return walk.ok && !walk.breakthroughMovement ? { spent: walk.spent, stopped: walk.stopped || (stack.armored && e.intoZoc === true) } : null;
      }),
    );
  const kinds = new Map<string, (p: SosPlace) => readonly (StepTaken | null)[]>();
  return {
    next,
    kind(stack, isolatedLeader = false) {
      const k = `${kindKey(stack, isolatedLeader)}${holdsLeader(stack) ? '/leader' : ''}${noCombat(stack) ? '/nocombat' : ''}`;
      if (!kinds.has(k)) kinds.set(k, walkedBy(stack, isolatedLeader));
      return kinds.get(k)!;
    },
  };
}

export interface Reached {
  cost: number;
  prev: SosPlace | null;
  stopped: boolean;
}

/**
 * The places a stack reaches in normal movement this phase, cheapest first (a Dijkstra over
 * the steps walk-path.ts takes: each step walked from the place before it with the stack's
 * full allowance, the cost added up; no step on from a hex where the stack must stop, 8.09;
 * no step that would make it breakthrough movement, 8.5; an isolated leader alone goes on
 * through enemy ZOC hexes, SoS 18.32, each a roll on the Leader Survival Table). Of two places as cheap, the one
 * whose name sorts first is settled first, so each path is the same on every run.
 */
export function reach(stack: MovingStack, facts: StepFacts, isolatedLeader = false): Map<SosPlace, Reached> {
  const step = facts.kind(stack, isolatedLeader);
  const best = new Map<SosPlace, Reached>([[stack.from, { cost: 0, prev: null, stopped: false }]]);
  const done = new Set<SosPlace>();
  const open = new MinHeap<{ cost: number; place: SosPlace }>((a, b) => a.cost < b.cost || (a.cost === b.cost && a.place < b.place));
  open.push({ cost: 0, place: stack.from });
  for (let top = open.pop(); top !== undefined; top = open.pop()) {
    const p = top.place;
    // an entry left behind by a cheaper way found later: that one was settled first
    if (done.has(p)) continue;
    done.add(p);
    const here = best.get(p)!;
    if (here.stopped) continue;
    const nexts = facts.next(p);
    const steps = step(p);
    for (let i = 0; i < nexts.length; i++) {
      const q = nexts[i]!;
      const taken = steps[i];
      if (!taken || done.has(q)) continue;
      const cost = here.cost + taken.spent;
      if (cost > stack.availableMp + 1e-9) continue;
      const was = best.get(q);
      if (!was || cost < was.cost) {
        best.set(q, { cost, prev: p, stopped: taken.stopped });
        open.push({ cost, place: q });
      }
    }
  }
  return best;
}
