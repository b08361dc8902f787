import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOS_DECISION_SCHEMAS } from '#games/streets-of-stalingrad/orders/decisions';
import { AttackBodySchema, BombardBodySchema } from '#games/streets-of-stalingrad/orders/fire';
import { SOS_DECISION_NAMES, SOS_ORDER_KINDS } from '#games/streets-of-stalingrad/orders/kinds';
import { BreakthroughOrderSchema, MoveBodySchema } from '#games/streets-of-stalingrad/orders/movement';
import { parseSosOrders } from '#games/streets-of-stalingrad/orders/parse';
import { SosStandingSchema } from '#games/streets-of-stalingrad/orders/standing';
import { SOS_DECISIONS } from '#games/streets-of-stalingrad/sequence/decisions';
import { SOS_PAUSE_DECISIONS, pauseWindow, pauseWindowId } from '#games/streets-of-stalingrad/sequence/pauses';
import { windowProblems } from '#games/streets-of-stalingrad/sequence/window-orders';
import { decisionWindow, turnPlan, type WindowEntry } from '#games/streets-of-stalingrad/sequence/windows';
import { WINDOW_ID_PATTERN } from '#turnfile/envelope';

const standing = SosStandingSchema.shape as Record<string, { unwrap?: () => { shape?: Record<string, unknown> } }>;
const ORDER_FIELDS: Record<string, readonly string[]> = {
  move: Object.keys(MoveBodySchema.shape),
  attack: Object.keys(AttackBodySchema.shape),
  bombard: Object.keys(BombardBodySchema.shape),
  breakthrough: Object.keys(BreakthroughOrderSchema.shape.breakthrough.shape),
};
const standingFields = (key: string): string[] => {
  const inner = standing[key]?.unwrap?.();
  return inner?.shape ? Object.keys(inner.shape) : [];
};

describe('every out-of-turn decision of digest 6.1 is carried (#1-#28)', () => {
  it('lists #1 to #28, each once, with a rule, a default and why', () => {
    expect(SOS_DECISIONS.map((d) => d.id)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    for (const d of SOS_DECISIONS) {
      expect(d.rule).toMatch(/^SoS \d/);
      expect(d.default.length).toBeGreaterThan(3);
      expect(d.carriage.length).toBeGreaterThan(0);
      expect(d.why.length).toBeGreaterThan(10);
    }
  });

  it('names only what a file has: standing keys and their parts, order fields, order kinds, answers', () => {
    for (const d of SOS_DECISIONS) {
      for (const field of d.fields) {
        const [head, tail] = field.split('.') as [string, string | undefined];
        const known =
          (head in standing && (tail === undefined || standingFields(head).includes(tail))) ||
          (tail !== undefined && ORDER_FIELDS[head]?.includes(tail)) ||
          (tail === undefined && ((SOS_ORDER_KINDS as readonly string[]).includes(head) || (SOS_DECISION_NAMES as readonly string[]).includes(head)));
        expect(known, `#${d.id}: ${field}`).toBe(true);
      }
    }
  });

  it('pauses on retreat before combat and defensive fire (#4, #5), the high-value choices on what the defender cannot know ahead', () => {
    expect(SOS_DECISIONS.filter((d) => d.pause === 'defense').map((d) => d.id)).toEqual([4, 5, 6, 14]);
    expect(SOS_DECISIONS.find((d) => d.id === 4)!.carriage[0]).toBe('pause');
    expect(SOS_PAUSE_DECISIONS.defense.pausesWithoutStanding).toBe(true);
  });

  it('pauses for nothing else unless the player asks: ICA and retreat after P pause on `ask` only', () => {
    expect(Object.values(SOS_PAUSE_DECISIONS).filter((p) => p.pausesWithoutStanding).map((p) => p.name)).toEqual(['defense']);
    expect(SOS_DECISIONS.filter((d) => d.pause && d.pause !== 'defense').map((d) => [d.id, d.pause])).toEqual([[9, 'retreat'], [10, 'counterAttack']]);
  });

  it('answers a breakthrough attack by standing orders alone (10.5: no retreat before combat; no stop inside a movement phase)', () => {
    const d = SOS_DECISIONS.find((x) => x.id === 15)!;
    expect(d.carriage).toEqual(['standing']);
    expect(SOS_PAUSE_DECISIONS.defense.arisesIn).toEqual([5, 8, 12, 15]);
  });

  it('holds opportunity fire by default (9.46, 8.31: firing costs the retreat and the reserves move)', () => {
    expect(SOS_DECISIONS[0]!.default).toBe('hold fire');
  });
});

describe('the named pauses, their windows and deadlines', () => {
  it('has one answer schema for each named decision, in order', () => {
    expect(SOS_DECISION_SCHEMAS.map((s) => Object.keys(s.shape)[0])).toEqual([...SOS_DECISION_NAMES]);
    expect(Object.keys(SOS_PAUSE_DECISIONS)).toEqual([...SOS_DECISION_NAMES]);
  });

  it('names a pause window by turn, side, decision and count, in the envelope form', () => {
    expect(pauseWindowId(5, 'soviet', 'defense', 1)).toBe('T05/soviet-defense-1');
    expect(pauseWindowId(12, 'german', 'counterAttack', 2)).toBe('T12/german-counter-attack-2');
    for (const n of SOS_DECISION_NAMES) expect(pauseWindowId(9, 'german', n, 3)).toMatch(WINDOW_ID_PATTERN);
  });

  it("opens a pause with the game's deadline and says its default", () => {
    const w = pauseWindow(5, 'soviet', 'defense', 1, 'the German attacks on 0531 and 0433');
    expect(w).toMatchObject({ id: 'T05/soviet-defense-1', waitingFor: ['soviet'], accepts: ['defense'] });
    expect(w.description).toContain('without an answer by the deadline: the standing orders');
    for (const p of Object.values(SOS_PAUSE_DECISIONS)) {
      expect(p.deadline).toContain('deadlineHours');
      expect(p.onTimeout.length).toBeGreaterThan(10);
    }
  });

  it('takes exactly one answer of its own decision in a paused window', () => {
    const w = pauseWindow(5, 'soviet', 'defense', 1, 'x');
    const { orders } = parseSosOrders([{ defense: { attacks: [] } }, { counterAttack: { units: [] } }]);
    expect(windowProblems(w, orders).map((i) => [i.path.join('.'), i.code])).toEqual([
      ['orders.1', 'wrong-window'],
      ['orders', 'one-answer'],
    ]);
    expect(windowProblems(w, orders.slice(0, 1))).toEqual([]);
  });

  it('refuses an order of another phase in a window, with 4.2', () => {
    const entry = turnPlan('scenario-1', 3)!.find((e): e is WindowEntry => e.kind === 'window' && e.name === 'soviet-reserves')!;
    const { orders } = parseSosOrders([{ move: { units: ['sov-a'], path: ['0531'] } }, { attack: { target: '0531', fire: [{ units: ['sov-a'], from: '0532' }] } }]);
    expect(windowProblems(decisionWindow(entry, 3), orders)).toEqual([{ path: ['orders', 1], code: 'wrong-window', message: 'T03/soviet-reserves takes move, join, build, not attack', rule: 'SoS 4.2' }]);
  });
});

describe('the decision table of docs/streets-of-stalingrad.md is the data', () => {
  const whole = readFileSync(new URL('../../../docs/streets-of-stalingrad.md', import.meta.url), 'utf8');
  const page = whole.slice(whole.indexOf('### Decisions, and which pause'), whole.indexOf('**Why these pauses.**'));
  const rows = [...page.matchAll(/^\| (\d+) \| ([^|]+) \| ([^|]+) \| ([^|]+) \|/gm)].map((m) => ({ id: Number(m[1]), rule: m[3]!.trim(), carried: m[4]! }));

  it('has a row for each decision, in order, with its rule', () => {
    expect(rows.map((r) => r.id)).toEqual(SOS_DECISIONS.map((d) => d.id));
    for (const r of rows) expect(SOS_DECISIONS[r.id - 1]!.rule).toContain(r.rule.split(',')[0]!.split('-')[0]!);
  });

  it('marks in bold the decisions that pause by themselves', () => {
    const bold = rows.filter((r) => r.carried.includes('**pause')).map((r) => r.id);
    expect(bold).toEqual(SOS_DECISIONS.filter((d) => d.pause === 'defense').map((d) => d.id));
  });
});
