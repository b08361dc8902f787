import type { Issue } from '#kernel/engine/issues';
import { oneKeyOrdersReader } from '#kernel/engine/one-key-orders';
import { issuesFromZod } from '#kernel/engine/zod-issues';
import { plainMessages } from '#kernel/engine/zod-messages';
import type { SosSide } from '../sequence/phases';
import { SOS_KINDS, SosOrderSchema, type SosOrder } from './schema';
import { SosStandingSchema, SOVIET_ONLY_STANDING, type SosStanding } from './standing';

/** The rule an issue falls under by the nearest key of its path that names one; an issue its schema gave a rule keeps it. */
const RULE_OF_KEY: ReadonlyMap<string, string> = new Map(Object.entries({
  place: 'SoS 2.33',
  placeWork: 'SoS 17.19, 17.28, 17.38',
  endGame: 'SoS 3.1',
  withdraw: 'SoS 21.5',
  consolidate: 'SoS 20.1',
  bombard: 'SoS 14.4',
  enter: 'SoS 21.2',
  replace: 'SoS 21.41',
  dismount: 'SoS 8.71',
  remount: 'SoS 8.73',
  move: 'SoS 8.0',
  transport: 'SoS 16.4',
  unload: 'SoS 16.45',
  breakthrough: 'SoS 10.0',
  markAttack: 'SoS 9.64',
  join: 'SoS 18.15',
  attack: 'SoS 9.6',
  fire: 'SoS 9.6',
  indirect: 'SoS 14.2',
  spotter: 'SoS 14.2',
  stukas: 'SoS 15.1',
  table: 'SoS 14.45',
  infiltrate: 'SoS 13.0',
  opportunityFire: 'SoS 11.0',
  defense: 'SoS 9.5',
  support: 'SoS 9.52',
  flotilla: 'SoS 16.52',
  retreatBeforeCombat: 'SoS 9.4',
  losses: 'SoS 9.82',
  retreat: 'SoS 9.87',
  counterAttack: 'SoS 12.0',
  mineDogs: 'SoS 16.2',
  aa: 'SoS 15.42',
  leaders: 'SoS 18.1',
  ammunition: 'SoS 14.7',
  wallSide: 'SoS 9.40',
}));

/** An issue of a Streets of Stalingrad turn file with its rule. */
export const withSosRule = (i: Issue): Issue => {
  if (i.rule) return i;
  for (let k = i.path.length - 1; k >= 0; k--) {
    const key = i.path[k];
    // a retreat in a defence answer is the retreat before combat
    if (key === 'retreat' && i.path.includes('defense')) return { ...i, rule: 'SoS 9.4' };
    const rule = typeof key === 'string' ? RULE_OF_KEY.get(key) : undefined;
    if (rule) return { ...i, rule };
  }
  return i;
};

export interface ParsedSosOrders {
  /** Each order, or null where it does not parse (its issues say why). */
  orders: (SosOrder | null)[];
  standing: SosStanding | null;
  /** Every problem of every order and of the standing orders, at once. */
  issues: Issue[];
}

const readOrders = oneKeyOrdersReader<SosOrder>(SosOrderSchema, SOS_KINDS, withSosRule);

/** What only one side may file: Stukas are German (15.1); mine dogs and AA are Soviet (16.2, 15.4). */
function sideProblems(side: SosSide, orders: readonly (SosOrder | null)[], standing: SosStanding | null): Issue[] {
  const issues: Issue[] = [];
  if (side === 'soviet') {
    orders.forEach((o, i) => {
      if (!o) return;
      const body = 'attack' in o ? o.attack : 'bombard' in o ? o.bombard : undefined;
      const kind = 'attack' in o ? 'attack' : 'bombard';
      if (body?.stukas) issues.push({ path: ['orders', i, kind, 'stukas'], code: 'german-only', message: 'Stukas are German', rule: 'SoS 15.1' });
    });
  }
  if (side === 'german' && standing) {
    for (const key of SOVIET_ONLY_STANDING) if (standing[key]) issues.push({ path: ['standing', key], code: 'soviet-only', message: `${key} are Soviet units' reactions`, rule: key === 'aa' ? 'SoS 15.42' : 'SoS 16.2' });
  }
  return issues;
}

/**
 * The orders and reaction policy of a Streets of Stalingrad turn file: each order by the
 * kind its one key names, so a bad order is reported with the path of its bad part and does
 * not hide the others. With `side`, what only the other side may file is refused. Never throws.
 */
export function parseSosOrders(orders: readonly unknown[], standing?: unknown, side?: SosSide): ParsedSosOrders {
  const issues: Issue[] = [];
  const read = readOrders(orders);
  const parsed = read.parsed;
  issues.push(...read.issues);
  let standingOut: SosStanding | null = null;
  if (standing !== undefined) {
    const r = SosStandingSchema.safeParse(standing, { error: plainMessages, reportInput: true });
    if (r.success) standingOut = r.data;
    else issues.push(...issuesFromZod(r.error.issues, ['standing']).map(withSosRule));
  }
  if (side) issues.push(...sideProblems(side, parsed, standingOut));
  return { orders: parsed, standing: standingOut, issues };
}
