import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AttackBodySchema } from '#games/kharkov-battles/orders/combat';
import { KB_DECISION_SCHEMAS } from '#games/kharkov-battles/orders/decisions';
import { KB_DECISION_NAMES, KB_ORDER_KINDS } from '#games/kharkov-battles/orders/kinds';
import { AssaultOrderSchema, MoveOrderSchema, OverrunOrderSchema } from '#games/kharkov-battles/orders/movement';
import { KbStandingSchema } from '#games/kharkov-battles/orders/standing';
import { KB_DECISIONS } from '#games/kharkov-battles/sequence/decisions';
import { KB_PAUSE_DECISIONS, pauseWindow, pauseWindowId } from '#games/kharkov-battles/sequence/pauses';
import { windowProblems } from '#games/kharkov-battles/sequence/window-orders';
import { decisionWindow, turnPlan, type WindowEntry } from '#games/kharkov-battles/sequence/windows';
import { WINDOW_ID_PATTERN } from '#turnfile/envelope';

const standingKeys = Object.keys(KbStandingSchema.shape);
const ORDER_FIELDS: Record<string, readonly string[]> = {
  attack: Object.keys(AttackBodySchema.shape),
  assault: Object.keys(AssaultOrderSchema.shape.assault.shape),
  overrun: Object.keys(OverrunOrderSchema.shape.overrun.shape),
  move: Object.keys(MoveOrderSchema.shape.move.shape),
};

describe('every decision of digest 6.2 has its carriage (D1-D31)', () => {
  it('lists D1 to D31, each once, with a rule and a default', () => {
    expect(KB_DECISIONS.map((d) => d.id)).toEqual(Array.from({ length: 31 }, (_, i) => `D${i + 1}`));
    for (const d of KB_DECISIONS) {
      expect(d.rule).toMatch(/^KB \d/);
      expect(d.default.length).toBeGreaterThan(0);
      expect(d.carriage.length).toBeGreaterThan(0);
      expect(d.why.length).toBeGreaterThan(10);
    }
  });

  it('names only fields a turn file has: standing keys, fields of an order, order kinds', () => {
    for (const d of KB_DECISIONS) {
      for (const field of d.fields) {
        const [head, tail] = field.split('.') as [string, string | undefined];
        const known =
          (standingKeys.includes(head) && (d.carriage.includes('standing') || d.carriage.includes('window'))) ||
          (tail !== undefined && ORDER_FIELDS[head]?.includes(tail)) ||
          (tail === undefined && (KB_ORDER_KINDS as readonly string[]).includes(head));
        expect([d.id, field, known]).toEqual([d.id, field, true]);
      }
      if (d.carriage.includes('automatic') || d.carriage.every((c) => c === 'option')) expect(d.fields).toEqual([]);
    }
  });

  it('turns into a pause only through a named decision with an answer schema', () => {
    const answered = KB_DECISION_SCHEMAS.map((s) => Object.keys(s.shape)[0]);
    expect(answered).toEqual([...KB_DECISION_NAMES]);
    for (const d of KB_DECISIONS) if (d.pause) expect(KB_DECISION_NAMES).toContain(d.pause);
    // every named decision is reached from at least one decision of the inventory
    for (const name of KB_DECISION_NAMES) expect(KB_DECISIONS.some((d) => d.pause === name)).toBe(true);
  });
});

describe('the title page shows the inventory as it is (docs/kharkov-battles.md)', () => {
  const page = readFileSync(new URL('../../../docs/kharkov-battles.md', import.meta.url), 'utf8').split('\n');
  const NAME: Record<string, string> = { standing: 'standing', conditional: 'own file', window: 'window', automatic: 'automatic', option: 'option' };

  it.each(KB_DECISIONS.map((d) => [d.id, d]))('%s has its row: carriage, default, pause and why', (_id, d) => {
    const carriage = d.carriage.map((c) => NAME[c]).join(', ') + (d.fields.length ? ': ' + d.fields.map((f) => `\`${f}\``).join(', ') : '');
    const pause = !d.pause ? 'never' : KB_PAUSE_DECISIONS[d.pause].pausesWithoutStanding ? `\`${d.pause}\`, unless a standing order covers it` : `\`${d.pause}\` on \`ask\``;
    expect(page).toContain(`| ${d.id} | ${d.what} | ${d.rule.replace(/^KB /, '')} | ${carriage} | ${d.default} | ${pause} | ${d.why} |`);
  });
});

describe('the named decisions a phase may pause for', () => {
  it('pauses without a standing order for the retreat-or-hold choice only (KB 12.62)', () => {
    expect(Object.values(KB_PAUSE_DECISIONS).filter((p) => p.pausesWithoutStanding).map((p) => p.name)).toEqual(['retreat']);
  });

  it('is decided instead by a standing order of the same side, which may say `ask`', () => {
    for (const p of Object.values(KB_PAUSE_DECISIONS)) {
      expect(standingKeys).toContain(p.standing);
      expect(p.onTimeout.length).toBeGreaterThan(0);
      expect(p.rule).toMatch(/^KB \d/);
    }
  });

  it('can be asked for by each: its standing order takes `ask`', () => {
    const ASK: Record<string, unknown> = {
      air: { preparedAssault: 'ask', mobileAssault: 'ask' },
      participants: 'ask',
      lossOrder: 'ask',
      retreat: { policy: 'ask' },
      advance: { policy: 'ask' },
      displace: { policy: 'ask' },
    };
    for (const p of Object.values(KB_PAUSE_DECISIONS)) {
      expect(Object.keys(ASK)).toContain(p.standing);
      expect([p.name, KbStandingSchema.safeParse({ [p.standing]: ASK[p.standing] }).success]).toEqual([p.name, true]);
    }
  });

  it('opens a window with an id of the turn-file format', () => {
    expect(pauseWindowId(5, 'soviet', 'retreat', 1)).toBe('T05/soviet-retreat-1');
    expect(pauseWindowId(12, 'axis', 'airDefense', 3)).toBe('T12/axis-air-defense-3');
    for (const name of KB_DECISION_NAMES) expect(pauseWindowId(0, 'axis', name, 10)).toMatch(WINDOW_ID_PATTERN);
  });

  it("names the Movement Phase's losses and Air Point pauses for the Mobile Assault, so no two windows of a turn share an id", () => {
    // KB 11.26 and 12.61-12.63, 5.21: the other side may be asked its losses and its Air Point in both phases of one player turn
    expect(pauseWindowId(3, 'soviet', 'losses', 1, 'movement')).toBe('T03/soviet-mobile-losses-1');
    expect(pauseWindowId(3, 'soviet', 'airDefense', 1, 'movement')).toBe('T03/soviet-mobile-air-defense-1');
    expect(pauseWindowId(3, 'soviet', 'displace', 1, 'movement')).toBe('T03/soviet-displace-1');
    for (const name of KB_DECISION_NAMES) for (const phase of ['movement', 'combat'] as const) expect(pauseWindowId(0, 'axis', name, 10, phase)).toMatch(WINDOW_ID_PATTERN);
    const ids = KB_DECISION_NAMES.flatMap((name) => [pauseWindowId(3, 'soviet', name, 1, 'movement'), pauseWindowId(3, 'soviet', name, 1, 'combat')]);
    const movementOnly = KB_DECISION_NAMES.filter((name) => !KB_PAUSE_DECISIONS[name].arisesIn.includes('combat')).length;
    const combatOnly = KB_DECISION_NAMES.filter((name) => !KB_PAUSE_DECISIONS[name].arisesIn.includes('movement')).length;
    expect(new Set(ids).size).toBe(ids.length - movementOnly - combatOnly);
    const w = pauseWindow(3, 'soviet', 'losses', 1, 'the D(1)r3 in KB3617', undefined, 'movement');
    expect([w.id, w.accepts]).toEqual(['T03/soviet-mobile-losses-1', ['losses']]);
  });

  it('waits for the deciding side alone, takes its answer only, and says what happens without one', () => {
    const w = pauseWindow(12, 'soviet', 'retreat', 1, 'the stack in KB3617 must retreat 2 hexes or hold with steps (D(1)r2)');
    expect([w.id, w.turn, w.waitingFor, w.accepts]).toEqual(['T12/soviet-retreat-1', 12, ['soviet'], ['retreat']]);
    expect(w.description).toMatch(/^Soviet decision, KB 12\.62, 12\.72-12\.74: the stack in KB3617 must retreat 2 hexes or hold with steps \(D\(1\)r2\); without an answer by the deadline: retreat in full/);
  });
});

describe("a file's orders against its window (KB 4.1)", () => {
  it('refuses an order of a kind the window does not take, naming what it takes', () => {
    const [movement] = turnPlan('operation-star', 0)!.filter((e): e is WindowEntry => e.kind === 'window');
    const w = decisionWindow(movement!, 0);
    const issues = windowProblems(w, [{ move: { unit: 'sov-1gtk', path: ['3617'] } }, { attack: { attackers: ['sov-62gd'], targets: ['3618'] } }, null]);
    expect(issues).toEqual([{ path: ['orders', 1], code: 'wrong-window', message: 'T00/soviet-movement takes build, pontoon, removeFz, removeBridge, move, assault, overrun, not attack', rule: 'KB 4.1' }]);
  });

  it('takes exactly one answer in a paused window, of its decision', () => {
    const w = pauseWindow(12, 'soviet', 'retreat', 1, 'the stack in 3617');
    expect(windowProblems(w, [{ retreat: { hold: 1 } }])).toEqual([]);
    expect(windowProblems(w, []).map((i) => i.code)).toEqual(['one-answer']);
    expect(windowProblems(w, [{ retreat: { hold: 1 } }, { retreat: { hold: 0 } }]).map((i) => i.code)).toEqual(['one-answer']);
    expect(windowProblems(w, [{ advance: [] }]).map((i) => i.code)).toEqual(['wrong-window']);
  });
});
