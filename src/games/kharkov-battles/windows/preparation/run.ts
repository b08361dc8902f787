import type { GameEvent } from '#kernel/engine/events';
import { issue, type Issue } from '#kernel/engine/issues';
import type { HexId } from '#kernel/ids';
import type { KbSide } from '../../data/ids';
import { KbRefused } from '../../issues/refused';
import type { KbOrder } from '../../orders/schema';
import { placeInterdiction } from '../../preparation/air-points';
import { maintainBreakdowns } from '../../preparation/breakdown';
import { adjacentToEnemy } from '../../preparation/eligibility';
import { placeErsatz } from '../../preparation/ersatz';
import { placeReinforcements } from '../../preparation/reinforcements';
import { spendReplacements, type ReplacementInput } from '../../preparation/replacements';
import { returnFromTrt, type ReturnTo } from '../../preparation/returns';
import type { PrepData, StepResult } from '../../preparation/step';
import { spendSupportPoints } from '../../preparation/support-points';
import { occupancy } from '../../state/occupancy';
import type { KbState } from '../../state/types';
import { fullSupportCheck, panzerKorpsProblems, type PanzerKorpsChoice } from './full-support';

type Path = (string | number)[];
type Kind = 'interdict' | 'breakdown' | 'recombine' | 'support' | 'panzerKorps' | 'reinforce' | 'replace' | 'returnHq' | 'returnSilhouette' | 'ersatz';

/** The orders of one kind with their places in the file. */
function ofKind<K extends Kind>(orders: readonly KbOrder[], kind: K): { i: number; o: Extract<KbOrder, Record<K, unknown>>[K] }[] {
  return orders.flatMap((o, i) => (kind in o ? [{ i, o: (o as unknown as Record<K, never>)[kind] }] : []));
}

/** A part's issue path ("replacements.restore[0].hq", or ["support", "flip", 0]) as a list. */
const asList = (p: Issue['path'] | string): Path =>
  typeof p !== 'string' ? p : [...p.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[1] !== undefined ? m[1] : Number(m[2])));

/**
 * Where a part's issue lies in the file: `key` is the part's input list (["replacements",
 * "restore"]), `at` the file places of its items in input order; `field` names the order's
 * field an item's issue concerns (by the rest of the part's path and the code). An issue about
 * the whole list (a total over the points in hand) lies on the last order of the list, the
 * one that goes over.
 */
function locate(kind: Kind, at: readonly number[], field: (rest: Path, code: string) => Path) {
  return (path: Path, code: string, offset: number): Path | null => {
    const k = path[offset];
    if (typeof k === 'number' && at[k] !== undefined) return ['orders', at[k]!, kind, ...field(path.slice(offset + 1), code)];
    if (at.length > 0) return ['orders', at[at.length - 1]!, kind];
    return null;
  };
}

const startsWith = (path: Path, prefix: Path): boolean => prefix.every((p, j) => path[j] === p);

export interface PrepRun {
  state: KbState;
  events: GameEvent[];
  /** Every problem found, each at its place in the file. */
  issues: Issue[];
  /** The position the A.5.a/b reinforcements left, before the Ersatz battalion, replacements and returns (for `from`). */
  afterReinforcements: KbState;
}

/**
 * Shortcuts for checking one ready-made order at a time (index.ts), each giving the issues
 * the whole run gives when the file without it has none: `from` starts after the
 * reinforcements, on the position they left with no `reinforce` order (an empty file's
 * `afterReinforcements`), for a file of Ersatz, replacement or return orders only; `stop`
 * ends the run after the last step the file has an order for, the later steps running on
 * orders of none (reinforcements placed by default: their refusals read the enemy's units
 * and the reinforcement chart, which no earlier step changes; returns by default: never
 * refused).
 */
export interface PrepShortcut {
  from?: KbState;
  stop?: boolean;
}

/**
 * The side's Preparation window carried out on `state` (KB 4.1 A), whatever the order of the
 * file: A.2.b Interdiction, A.4.a breakdowns and recombinations, A.4.b flips, A.4.c full
 * support (the server's, inside the Axis window), A.5.a or A.5.b reinforcements (and the
 * Ersatz battalion, A.5.a), A.5.c replacements, A.5.d returns. Each step runs on the
 * position the steps before it left; a step the file gets wrong is reported (its issues
 * moved to their places in the file) and the next steps run on the position without it, so
 * that every problem of the file is found at once. `check` leaves out what no file can get
 * wrong (the A.4.c trace). Only orders of the kinds the window takes are read (the caller
 * refuses the others).
 */
export function runPreparation(data: PrepData, state: KbState, side: KbSide, orders: readonly KbOrder[], accepts: readonly string[], mode: 'check' | 'adjudicate', shortcut: PrepShortcut = {}): PrepRun {
  const { ctx } = data;
  const { map } = ctx;
  const taken = orders.map((o) => (accepts.includes(Object.keys(o)[0]!) ? o : ({} as KbOrder)));
  const issues: Issue[] = [];
  const events: GameEvent[] = [];
  let cur = shortcut.from ?? state;
  const has = (...kinds: Kind[]): boolean => taken.some((o) => kinds.some((k) => k in o));
  const done = (): PrepRun => ({ state: cur, events, issues, afterReinforcements: cur });
  const add = (path: Path, code: string, message: string, rule?: string): void => void issues.push(issue(path, code, message, rule));

  /** Runs a part; its refusals go to their places in the file and the position stays as it was. */
  const step = (run: (s: KbState) => StepResult, place: (path: Path, code: string) => Path): void => {
    try {
      const r = run(cur);
      cur = r.state;
      events.push(...r.events);
    } catch (e) {
      if (!(e instanceof KbRefused)) throw e;
      for (const i of e.issues as readonly Issue[]) issues.push({ ...i, path: place(asList(i.path), i.code) });
    }
  };

  if (side === 'axis' && !shortcut.from) {
    // A.2.b, KB 5.3: Interdiction
    const interdict = ofKind(taken, 'interdict');
    if (interdict.length > 0) {
      const where = locate('interdict', interdict.map((x) => x.i), () => ['hex']);
      step((s) => placeInterdiction(data, s, { hexes: interdict.map((x) => x.o.hex) }), (p, c) => where(p, c, 2) ?? ['orders']);
    }

    // A.4.a, KB 15.21, 15.22: breakdowns, then recombinations of the regiments stacked in a hex
    const breakdown = ofKind(taken, 'breakdown');
    const recombine = ofKind(taken, 'recombine').flatMap((x) => {
      const hex = map.resolve(x.o.hex);
      if (hex === null || cur.owner[hex] === undefined) {
        add(['orders', x.i, 'recombine', 'hex'], 'hex-not-in-play', `${x.o.hex} is not a hex in play`, 'KB 15.22');
        return [];
      }
      const regiments = occupancy(ctx, cur).at(hex, 'axis').filter((u) => u.def.kind === 'breakdown').map((u) => u.def.id).slice(0, 3);
      return [{ i: x.i, regiments, division: x.o.division }];
    });
    if (breakdown.length + recombine.length > 0) {
      const b = locate('breakdown', breakdown.map((x) => x.i), () => ['division']);
      const r = locate('recombine', recombine.map((x) => x.i), (rest) => (rest[0] === 'division' ? ['division'] : ['hex']));
      step(
        (s) => maintainBreakdowns(data, s, { breakdown: breakdown.map((x) => x.o.division), recombine: recombine.map((x) => ({ regiments: x.regiments, division: x.division })) }),
        (p) => (p[0] === 'breakdown' ? b(p, '', 1) : r(p, '', 1)) ?? ['orders'],
      );
    }

    // A.4.b, KB 9.21: Support Points spent flipping HQs
    const support = ofKind(taken, 'support');
    if (support.length > 0) {
      const where = locate('support', support.map((x) => x.i), () => ['hq']);
      step((s) => spendSupportPoints(data, s, { flip: support.map((x) => x.o.hq) }), (p, c) => where(p, c, 2) ?? ['orders']);
    }

    // A.4.c, KB 9.3, 9.32, 9.4: the divisions each PanzerKorps supports (KB 20.2: the XVII
    // ArmeeKorps' other stack), then the server's full-support check
    const choices: PanzerKorpsChoice[] = ofKind(taken, 'panzerKorps').map((x) => ({ hq: x.o.hq, divisions: x.o.divisions, otherStack: x.o.otherStack, path: ['orders', x.i, 'panzerKorps'] }));
    const pzk = panzerKorpsProblems(data, cur, choices);
    issues.push(...pzk);
    if (mode === 'adjudicate' && pzk.length === 0) {
      const r = fullSupportCheck(data, cur, choices);
      cur = r.state;
      events.push(...r.events);
    }
  }
  if (shortcut.stop && !has('reinforce', 'ersatz', 'replace', 'returnHq', 'returnSilhouette')) return done();

  // A.5.a / A.5.b, KB 17.0, 17.11, 17.12: reinforcements. The rules give the player no choice
  // to hold a reinforcement back: the units "appear ... on the Game-Turn indicated, in the
  // Entry Area that is designated" (17.0); his choice is among a unit's Entry Areas (17.12,
  // last sentence). So a due unit the file does not name is placed by the server in the first
  // Entry Area its schedule lists that is open (placeReinforcements' default), and one whose
  // every area is blocked shifts a Game-Turn late (17.12).
  const reinforce = shortcut.from ? [] : ofKind(taken, 'reinforce');
  const named = new Set<string>();
  const entries: { i: number; unit: string; area: string; field: 'area' | 'hex' }[] = [];
  for (const x of reinforce) {
    if (named.has(x.o.unit)) {
      add(['orders', x.i, 'reinforce', 'unit'], 'unit-twice', `${x.o.unit} is placed twice`, 'KB 17.0');
      continue;
    }
    named.add(x.o.unit);
    if (x.o.hex !== undefined) {
      const hex = map.resolve(x.o.hex);
      if (hex === null) add(['orders', x.i, 'reinforce', 'hex'], 'hex-not-in-play', `${x.o.hex} is not a hex of this map`, 'KB 17.0');
      else entries.push({ i: x.i, unit: x.o.unit, area: map.label(hex), field: 'hex' });
    } else if (x.o.area !== undefined) entries.push({ i: x.i, unit: x.o.unit, area: x.o.area, field: 'area' });
    else if (!isDue(data, cur, side, x.o.unit)) add(['orders', x.i, 'reinforce', 'unit'], 'not-due', `${x.o.unit} is not a ${side} reinforcement due this turn`, 'KB 17.0');
  }
  if (!shortcut.from) {
    const where = locate('reinforce', entries.map((x) => x.i), (_rest, code) => (code === 'not-due' || code === 'unit-twice' ? ['unit'] : []));
    step(
      (s) => placeReinforcements(data, s, side, { entries: entries.map((e) => ({ unit: e.unit, area: e.area })) }),
      (p, c) => {
        const at = where(p, c, 2);
        if (!at || p[1] !== 'entries') return ['orders'];
        const k = p[2] as number;
        return at.length === 3 && entries[k] ? [...at, entries[k]!.field] : at;
      },
    );
  }

  const afterReinforcements = cur;
  if (shortcut.stop && !has('ersatz', 'replace', 'returnHq', 'returnSilhouette')) return done();

  // A.5.a, KB 20.1: one Ersatz battalion a turn
  if (side === 'axis') {
    ofKind(taken, 'ersatz').forEach((x, n) => {
      if (n > 0) return add(['orders', x.i, 'ersatz'], 'one-ersatz-a-turn', 'one Ersatz battalion may be placed a turn', 'KB 20.1');
      step((s) => placeErsatz(data, s, { hex: x.o.hex }), (p) => ['orders', x.i, ...p]);
    });
  }

  // A.5.c, KB 16.2-16.34: Replacement Points
  const replace = ofKind(taken, 'replace');
  if (replace.length > 0) {
    const input: { restore: string[]; fromPool: { unit: string; hq: string }[]; rebuild?: { regiment: string; division: string } } = { restore: [], fromPool: [] };
    const at = { restore: [] as number[], fromPool: [] as number[], rebuild: -1 };
    for (const x of replace) {
      const { unit, hex, regiment } = x.o;
      if (regiment !== undefined) {
        if (input.rebuild) add(['orders', x.i, 'replace'], 'one-division-a-turn', 'only one division returns from the Breakdown Pool a turn', 'KB 16.34');
        else {
          input.rebuild = { regiment, division: unit };
          at.rebuild = x.i;
        }
      } else if (hex !== undefined) {
        const h = map.resolve(hex);
        const hq = h === null ? undefined : poolHq(data, cur, side, h);
        if (!hq) add(['orders', x.i, 'replace', 'hex'], 'no-hq-in-hex', `no ${side} HQ stands in ${hex}: a unit from the Replacement Pool is placed with an eligible HQ`, 'KB 16.32');
        else {
          input.fromPool.push({ unit, hq });
          at.fromPool.push(x.i);
        }
      } else if (cur.units[unit]?.where === 'replacement-pool') {
        add(['orders', x.i, 'replace', 'hex'], 'hex-needed', `${unit} is in the Replacement Pool: name the hex of the HQ it joins`, 'KB 16.32');
      } else {
        input.restore.push(unit);
        at.restore.push(x.i);
      }
    }
    const last = replace[replace.length - 1]!.i;
    const restore = locate('replace', at.restore, () => ['unit']);
    const pool = locate('replace', at.fromPool, (rest) => (rest[0] === 'hq' ? ['hex'] : ['unit']));
    const place = (p: Path): Path => {
      if (startsWith(p, ['replacements', 'restore'])) return restore(p, '', 2) ?? ['orders'];
      if (startsWith(p, ['replacements', 'fromPool'])) return pool(p, '', 2) ?? ['orders'];
      if (startsWith(p, ['replacements', 'rebuild'])) return ['orders', at.rebuild, 'replace', ...(p[2] === 'regiment' ? ['regiment'] : p[2] === 'division' ? ['unit'] : [])];
      return ['orders', last, 'replace'];
    };
    const rin: ReplacementInput = input.rebuild ? input : { restore: input.restore, fromPool: input.fromPool };
    if (at.restore.length + at.fromPool.length + (input.rebuild ? 1 : 0) > 0) step((s) => spendReplacements(data, s, side, rin), place);
  }

  if (shortcut.stop && !has('returnHq', 'returnSilhouette')) return { ...done(), afterReinforcements };

  // A.5.d, KB 16.33, 16.35: returns from the TRT; the server moves forward those not returned
  const hqs = ofKind(taken, 'returnHq');
  const silhouettes = ofKind(taken, 'returnSilhouette');
  {
    // KB 16.33: "any friendly Entry Area or city hex": the order names one (`area` or `hex`)
    const to = (o: { unit: string; hex?: string; area?: string }): ReturnTo => (o.area !== undefined ? { unit: o.unit, to: o.area, as: 'area' } : { unit: o.unit, to: o.hex!, as: 'hex' });
    const field = (list: { o: { area?: string } }[]) => (rest: Path, k: number): Path => (rest[0] === 'to' ? [list[k]?.o.area !== undefined ? 'area' : 'hex'] : ['unit']);
    const h = locate('returnHq', hqs.map((x) => x.i), () => []);
    const sil = locate('returnSilhouette', silhouettes.map((x) => x.i), () => []);
    step(
      (s) => returnFromTrt(data, s, side, { hqs: hqs.map((x) => to(x.o)), silhouettes: silhouettes.map((x) => to(x.o)) }),
      (p) => {
        const list = p[1] === 'hqs' ? hqs : silhouettes;
        const at = (p[1] === 'hqs' ? h : sil)(p, '', 2);
        const k = p[2];
        return at === null ? ['orders'] : typeof k === 'number' && at.length === 3 ? [...at, ...field(list)(p.slice(3), k)] : at;
      },
    );
  }

  return { state: cur, events, issues, afterReinforcements };
}

/** KB 17.0: the unit is one of the side's reinforcements on the chart, due this turn or late (17.12). */
export function isDue(data: PrepData, state: KbState, side: KbSide, unit: string): boolean {
  return state.units[unit]?.where === 'reinforcement-chart' && data.forces.reinforcements.some((a) => a.side === side && a.turn <= state.at.turn && a.units.includes(unit));
}

/** KB 16.32: the HQ in `hex` a unit from the Replacement Pool joins: the first eligible one (Committed, Operational, not next to an enemy), else the first. */
export function poolHq(data: PrepData, state: KbState, side: KbSide, hex: HexId): string | undefined {
  const hqs = occupancy(data.ctx, state).at(hex, side).filter((u) => u.def.kind === 'hq');
  const ok = hqs.find((u) => u.state.committed && u.state.supply === 'operational' && !adjacentToEnemy(data.ctx, state, side, hex));
  return (ok ?? hqs[0])?.def.id;
}
