import type { Issue } from '#kernel/engine/issues';
import { bareHex as bare } from './hex';
import type { KbMovementOrder } from './movement';
import type { KbOrder } from './schema';

type Path = (string | number)[];

/** The codes of the problems a file shows across its orders (each on an order that parses). */
export const FILE_CHECK_CODES = ['strategic-and-tactical', 'infiltration-and-assault', 'second-assault', 'attacks-twice', 'attacked-twice', 'attacker-follows', 'follows-twice', 'interdicted-twice', 'one-ersatz-a-turn', 'too-many-silhouettes'] as const;

/** An order where it stands in the file, with the branches it lies in (branching order's path → `then` or `else`). */
interface Placed {
  order: KbOrder | KbMovementOrder;
  path: Path;
  trail: ReadonlyMap<string, 'then' | 'else'>;
}

/** Whether two orders can never both run: they lie in the two branches of one assault or overrun. */
const exclusive = (a: Placed, b: Placed): boolean => [...a.trail].some(([at, branch]) => b.trail.has(at) && b.trail.get(at) !== branch);

function place(order: KbOrder | KbMovementOrder, path: Path, trail: ReadonlyMap<string, 'then' | 'else'>, out: Placed[]): void {
  out.push({ order, path, trail });
  const kind = 'assault' in order ? 'assault' : 'overrun' in order ? 'overrun' : null;
  if (!kind) return;
  const body = (order as { assault?: { then?: KbMovementOrder[]; else?: KbMovementOrder[] }; overrun?: { then?: KbMovementOrder[]; else?: KbMovementOrder[] } })[kind]!;
  for (const branch of ['then', 'else'] as const) {
    body[branch]?.forEach((o, j) => place(o, [...path, kind, branch, j], new Map([...trail, [JSON.stringify(path), branch]]), out));
  }
}

const movementUnit = (o: KbOrder | KbMovementOrder): string | null => ('move' in o ? o.move.unit : 'assault' in o ? o.assault.unit : 'overrun' in o ? o.overrun.unit : null);
const where = (p: Path): string => p.map((x, i) => (typeof x === 'number' ? `[${x}]` : i === 0 ? x : `.${x}`)).join('');

/**
 * The problems a file shows by itself, across its orders (every one reported): a unit's
 * movement in one phase (KB 10.31, 11.1, 11.2, orders in the two branches of one assault
 * never both run), attacks (12.0: no unit attacks or is attacked twice; 12.23), and the
 * Preparation Stage's limits (5.31, 16.35, 20.1). Orders that did not parse are left out.
 */
export function fileProblems(orders: readonly (KbOrder | null)[]): Issue[] {
  const placed: Placed[] = [];
  orders.forEach((o, i) => {
    if (o) place(o, ['orders', i], new Map(), placed);
  });
  const issues: Issue[] = [];

  // a unit's movement orders that can both run
  const byUnit = new Map<string, Placed[]>();
  for (const p of placed) {
    const unit = movementUnit(p.order);
    if (unit !== null) byUnit.set(unit, [...(byUnit.get(unit) ?? []), p]);
  }
  for (const [unit, list] of byUnit) {
    list.forEach((later, k) => {
      const earlier = list.slice(0, k).filter((e) => !exclusive(e, later));
      const o = later.order;
      const key = 'move' in o ? 'move' : 'assault' in o ? 'assault' : 'overrun';
      const strategic = (p: Placed): boolean => 'move' in p.order && p.order.move.strategic === true;
      const infiltrates = (p: Placed): boolean => 'move' in p.order && p.order.move.infiltrate === true;
      const clash = earlier.find((e) => strategic(e) || strategic(later));
      if (clash) {
        issues.push({ path: [...later.path, key], code: 'strategic-and-tactical', message: `${unit} also moves in ${where(clash.path)}; a unit moving by Strategic Movement uses no other movement in the phase`, rule: 'KB 10.31' });
        return;
      }
      const infiltration = 'move' in o ? undefined : earlier.find(infiltrates);
      const assaultAfter = infiltrates(later) ? earlier.find((e) => !('move' in e.order)) : undefined;
      if (infiltration || assaultAfter) {
        issues.push({ path: [...later.path, key], code: 'infiltration-and-assault', message: `${unit} ${infiltration ? 'uses Mobile Infiltration' : 'makes a Mobile Assault or Overrun'} in ${where((infiltration ?? assaultAfter)!.path)}; a unit may not also ${infiltration ? 'assault or overrun' : 'infiltrate'} in that phase`, rule: 'KB 11.1' });
        return;
      }
      const second = 'assault' in o ? earlier.find((e) => 'assault' in e.order) : undefined;
      if (second) issues.push({ path: [...later.path, 'assault'], code: 'second-assault', message: `${unit} makes a Mobile Assault in ${where(second.path)}; one a unit a phase`, rule: 'KB 11.2' });
    });
  }

  // 12.0: no unit attacks more than once, and no unit is attacked more than once
  const attacker = new Map<string, Path>();
  const target = new Map<string, Path>();
  const follower = new Map<string, Path>();
  orders.forEach((o, i) => {
    if (!o || !('attack' in o)) return;
    o.attack.attackers.forEach((u, k) => {
      const before = attacker.get(u);
      if (before) issues.push({ path: ['orders', i, 'attack', 'attackers', k], code: 'attacks-twice', message: `${u} already attacks in ${where(before)}; no unit attacks more than once a Combat Phase`, rule: 'KB 12.0' });
      else attacker.set(u, ['orders', i]);
    });
    o.attack.targets.forEach((t, k) => {
      const before = target.get(bare(t));
      if (before) issues.push({ path: ['orders', i, 'attack', 'targets', k], code: 'attacked-twice', message: `${t} is already attacked in ${where(before)}; no unit is attacked more than once a Combat Phase`, rule: 'KB 12.0' });
      else target.set(bare(t), ['orders', i]);
    });
  });
  orders.forEach((o, i) => {
    if (!o || !('attack' in o)) return;
    o.attack.follow?.forEach((u, k) => {
      const attacks = attacker.get(u);
      const before = follower.get(u);
      if (attacks && attacks[1] !== i) issues.push({ path: ['orders', i, 'attack', 'follow', k], code: 'attacker-follows', message: `${u} attacks in ${where(attacks)}; it follows that combat's result`, rule: 'KB 12.23' });
      else if (before) issues.push({ path: ['orders', i, 'attack', 'follow', k], code: 'follows-twice', message: `${u} already follows the result of ${where(before)}; a unit follows one result`, rule: 'KB 12.23' });
      else follower.set(u, ['orders', i]);
    });
  });

  // the Preparation Stage's limits
  const interdicted = new Map<string, number>();
  let ersatz = 0;
  let silhouettes = 0;
  orders.forEach((o, i) => {
    if (!o) return;
    if ('interdict' in o) {
      const before = interdicted.get(bare(o.interdict.hex));
      if (before !== undefined) issues.push({ path: ['orders', i, 'interdict', 'hex'], code: 'interdicted-twice', message: `${o.interdict.hex} is already interdicted by orders[${before}]; one Air Point a hex`, rule: 'KB 5.31' });
      else interdicted.set(bare(o.interdict.hex), i);
    }
    if ('ersatz' in o && ++ersatz > 1) issues.push({ path: ['orders', i, 'ersatz'], code: 'one-ersatz-a-turn', message: 'one Ersatz battalion may be placed a turn', rule: 'KB 20.1' });
    if ('returnSilhouette' in o && ++silhouettes > 3) issues.push({ path: ['orders', i, 'returnSilhouette'], code: 'too-many-silhouettes', message: 'up to three silhouette units return a turn', rule: 'KB 16.35' });
  });
  return issues;
}
