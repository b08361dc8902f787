import type { Issue } from '#kernel/engine/issues';
import { oneKeyOrdersReader } from '#kernel/engine/one-key-orders';
import { issuesFromZod } from '#kernel/engine/zod-issues';
import { plainMessages } from '#kernel/engine/zod-messages';
import { fileProblems } from './file-checks';
import { KB_KINDS, KbOrderSchema, type KbOrder } from './schema';
import { KbStandingSchema, type KbStanding } from './standing';

/**
 * The rule an issue falls under, by the nearest key of its path that names one: the order
 * kinds, their parts with a rule of their own, and the standing choices. An issue a schema
 * gave its own rule keeps it.
 */
const RULE_OF_KEY: ReadonlyMap<string, string> = new Map(Object.entries({
  interdict: 'KB 5.3',
  breakdown: 'KB 15.21',
  recombine: 'KB 15.22',
  support: 'KB 9.2',
  panzerKorps: 'KB 9.32',
  reinforce: 'KB 17.0',
  replace: 'KB 16.2',
  returnHq: 'KB 16.33',
  returnSilhouette: 'KB 16.35',
  ersatz: 'KB 20.1',
  build: 'KB 18.14',
  pontoon: 'KB 18.21',
  removeBridge: 'KB 18.22',
  bridges: 'KB 18.22',
  removeFz: 'KB 18.17',
  move: 'KB 10.0',
  strategic: 'KB 10.3',
  infiltrate: 'KB 11.1',
  assault: 'KB 11.2',
  overrun: 'KB 11.3',
  attack: 'KB 12.0',
  targets: 'KB 12.21',
  air: 'KB 5.21',
  airDefense: 'KB 5.21',
  tigers: 'KB 15.3',
  losses: 'KB 12.63',
  lossOrder: 'KB 12.63',
  retreat: 'KB 12.72',
  breakout: 'KB 12.73',
  advance: 'KB 12.8',
  follow: 'KB 12.23',
  participants: 'KB 6.22',
  displace: 'KB 11.32',
}));

function ruleOf(path: readonly (string | number)[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key !== 'string') continue;
    // 11.26: the retreat a Mobile Assault forces is the attacker's to conduct
    if (key === 'retreat' && path.slice(0, i).includes('assault') && path.lastIndexOf('assault') > path.lastIndexOf('attack')) return 'KB 11.26';
    const rule = RULE_OF_KEY.get(key);
    if (rule) return rule;
  }
  return undefined;
}

/**
 * An issue of a Kharkov Battles turn file with its rule: the one its schema gave it, else
 * the rule of the nearest key of its path that names one. For the issues the turn-file
 * reader reports on this title's orders as well as for parseKbOrders's own.
 */
export const withKbRule = (i: Issue): Issue => {
  if (i.rule) return i;
  const rule = ruleOf(i.path);
  return rule ? { ...i, rule } : i;
};

export interface ParsedKbOrders {
  /**
   * Each order, or null where it does not parse (its issues say why). An order that parses
   * may still have problems the file shows across its orders (file-checks.ts).
   */
  orders: (KbOrder | null)[];
  standing: KbStanding | null;
  /** Every problem of every order and of the standing orders, at once. */
  issues: Issue[];
}

const readOrders = oneKeyOrdersReader<KbOrder>(KbOrderSchema, KB_KINDS, withKbRule);

/**
 * The orders and standing orders of a Kharkov Battles turn file, read by the title's
 * schemas: each order by the kind its one key names, so that a bad order is reported with
 * the path of its bad part and does not hide the others. Never throws.
 */
export function parseKbOrders(orders: readonly unknown[], standing?: unknown): ParsedKbOrders {
  const issues: Issue[] = [];
  const read = readOrders(orders);
  const parsed = read.parsed;
  issues.push(...read.issues);
  issues.push(...fileProblems(parsed));
  let standingOut: KbStanding | null = null;
  if (standing !== undefined) {
    const r = KbStandingSchema.safeParse(standing, { error: plainMessages, reportInput: true });
    if (r.success) standingOut = r.data;
    else issues.push(...issuesFromZod(r.error.issues, ['standing']).map(withKbRule));
  }
  return { orders: parsed, standing: standingOut, issues };
}
