import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HexId } from '#kernel/ids';
import { FixedDice } from '#kernel/dice';
import type { KbMovementOrder } from '#games/kharkov-battles/orders/movement';
import { stateMoveQueries } from '#games/kharkov-battles/movement-phase/state-queries';
import { checkMove } from '#games/kharkov-battles/rules/movement/walk';
import { tables } from './combat-tables-fixture';
import { BOARD, moverOf, phase } from './movement-phase-fixture';

const TEC = tables().tecMovement;

/*
 * On random positions and random orders (moves, assaults and overruns with branches), the
 * Movement Phase never throws, never leaves both sides in one hex, and every move it
 * carries out from a top-level `move` order is one the move check accepts on the state
 * that order met (the phase run on the orders before it).
 */
const HEXES = BOARD.hexIds();
/** Where the units start: close together, so that assaults and overruns are tried often. */
const CORE = HEXES.filter((h) => Number(h.slice(0, 2)) >= 12 && Number(h.slice(0, 2)) <= 14 && Number(h.slice(2)) >= 11 && Number(h.slice(2)) <= 16);
const AXIS = ['ger-1-lah', 'ger-2-lah', 'ger-d-dr', 'ger-168-id-kb'];
const SOVIET = ['sov-25g-rd-kb', 'sov-48g-rd-kb', 'sov-38a-hq-kb', 'sov-40a-hq-kb', 'sov-4-tc-kb'];

const walk = (start: number, dirs: number[]): string[] => {
  const out: string[] = [];
  let h = HEXES[start]!;
  for (const d of dirs) {
    const adj = BOARD.adjacent(h);
    h = adj[d % adj.length]!;
    out.push(h);
  }
  return out;
};

const orderArb = (units: string[]) =>
  fc.record({
    kind: fc.constantFrom('move', 'move-stop', 'assault', 'overrun'),
    unit: fc.constantFrom(...units),
    start: fc.nat(HEXES.length - 1),
    dirs: fc.array(fc.nat(5), { minLength: 1, maxLength: 5 }),
    branch: fc.boolean(),
  });

function build(o: { kind: string; unit: string; start: number; dirs: number[]; branch: boolean }, starts: Record<string, HexId>): KbMovementOrder {
  const path = walk(HEXES.indexOf(starts[o.unit]!), o.dirs);
  const follow: KbMovementOrder[] | undefined = o.branch ? [{ move: { unit: o.unit, path: walk(o.start, [o.dirs[0]!]) } }] : undefined;
  if (o.kind === 'move' || o.kind === 'move-stop') return { move: { unit: o.unit, path, ...(o.kind === 'move-stop' ? { ifBlocked: 'stop' as const } : {}) } };
  if (o.kind === 'overrun') return { overrun: { unit: o.unit, path, target: path.at(-1)!, ...(follow ? { then: follow } : {}) } };
  const enemyNext = BOARD.adjacent(starts[o.unit]!).find((h) => SOVIET.some((u) => starts[u] === h));
  const [target, ...before] = enemyNext && o.dirs.length < 3 ? [enemyNext] : [path.at(-1)!, ...path.slice(0, -1)];
  return { assault: { unit: o.unit, ...(before.length ? { path: before } : {}), target, ...(follow ? { then: follow, else: follow } : {}) } };
}

describe('the Movement Phase on random positions and orders', () => {
  it('never throws, never stacks both sides together, and every top-level move was legal on the state it met', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(CORE.length - 1), { minLength: AXIS.length + SOVIET.length, maxLength: AXIS.length + SOVIET.length }),
        fc.array(orderArb(AXIS), { maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 10, maxLength: 10 }),
        fc.integer({ min: 1, max: 12 }),
        (spots, raw, faces, attack) => {
          const at: Record<string, string[]> = {};
          const starts: Record<string, HexId> = {};
          [...AXIS, ...SOVIET].forEach((u, i) => {
            const h = CORE[spots[i]!]!;
            (at[h] ??= []).push(u);
            starts[u] = h;
          });
          const p = phase(at, { attack, defense: 4 });
          const orders = raw.map((o) => build(o, starts));
          const dice = () => new FixedDice(faces.concat(faces, faces));
          const { state, events } = p.run(orders, dice());
          const where = new Map<string, string>();
          for (const u of Object.values(state.units)) {
            if (u.where !== 'map') continue;
            const side = p.ctx.unit(u.id).side;
            expect(where.get(u.hex!) ?? side).toBe(side);
            where.set(u.hex!, side);
          }
          for (const e of events) {
            // a move made by a top-level order (a move, an overrun, an assault's path)
            if (e.kind !== 'moved') continue;
            const top = /^orders\[(\d+)\](?:\.assault\.path)?$/.exec(e.at);
            if (!top) continue;
            const before = p.run(orders.slice(0, Number(top[1])), dice());
            const s = before.state;
            // what the unit spent earlier in the phase: its moves and Mobile Assaults (11.2)
            let spent = 0;
            for (const b of before.events) if ((b.kind === 'moved' || b.kind === 'mobile-assault') && b.unit === e.unit) spent += b.cost;
            const ctx = { map: BOARD, tec: TEC, weather: s.weather, mover: moverOf(p.ctx)(s, e.unit), q: stateMoveQueries(p.ctx, s, 'axis') };
            const check = checkMove(ctx, { start: e.from, path: e.path, mode: 'tactical', ...(spent > 0 ? { spent } : {}) });
            expect(check.problems).toEqual([]);
            expect(check.cost).toBe(e.cost);
            checked++;
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(100);
  });
});

