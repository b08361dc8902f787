import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { kbTemplate, kbUnitOptions } from '#games/kharkov-battles/options/index';
import { parseKbOrders } from '#games/kharkov-battles/orders/parse';
import type { KbMovementOrder } from '#games/kharkov-battles/orders/movement';
import { executeMovementPhase } from '#games/kharkov-battles/movement-phase/execute';
import { decisionWindow } from '#games/kharkov-battles/sequence/windows';
import { renderTemplate } from '#turnfile/template';
import { d10 } from './combat-tables-fixture';
import { BUNDLE, realWindow } from './options-fixture';

/** The template as the service renders it, with its example orders uncommented in place of `orders: []`. */
function uncommented(text: string): unknown {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l === '# orders:');
  const out = lines.filter((l) => l !== 'orders: []');
  let i = out.indexOf('# orders:');
  expect(start).toBeGreaterThan(0);
  for (; i < out.length && out[i]!.startsWith('# '); i++) out[i] = out[i]!.slice(2);
  return parse(out.join('\n'));
}

const WINDOWS = [
  ['operation-star', 0, 'soviet-movement'],
  ['operation-star', 0, 'soviet-combat'],
  ['operation-star', 1, 'axis-movement'],
  ['operation-star', 1, 'axis-combat'],
  ['second-kharkov', 1, 'soviet-movement'],
  ['third-kharkov', 11, 'axis-movement'],
  ['third-kharkov', 11, 'soviet-combat'],
] as const;

describe.each(WINDOWS)('%s turn %i, %s: the template', (scenario, turn, name) => {
  const input = realWindow(scenario, turn, name);
  const info = kbTemplate(input);
  const text = renderTemplate({ game: 'g_TEST', side: input.side, window: { ...decisionWindow(input.window, turn), id: input.window.id, turn }, info });

  it('has an example order for each order kind the window takes that a unit may give now, a note for each other, and its examples parse as orders once uncommented (orders/parse.ts)', () => {
    const given = info.exampleOrders.map((o) => Object.keys(o as object)[0]);
    expect(given).toEqual(input.window.accepts.filter((k) => given.includes(k)));
    for (const k of input.window.accepts.filter((k) => !given.includes(k))) expect(info.notes).toContainEqual(expect.stringMatching(new RegExp(`^no ${k} example: .*shape only`)));
    if (given.length === 0) return;
    const file = uncommented(text) as { window: string; orders: unknown[] };
    expect(file.window).toBe(input.window.id);
    expect(file.orders).toHaveLength(given.length);
    expect(parseKbOrders(file.orders).issues).toEqual([]);
  });

  it('says what each order kind writes, with its rule; lists every unit with its options', () => {
    for (const kind of input.window.accepts) expect(info.notes.some((n) => n.startsWith(`${kind}: `) && /\(KB \d/.test(n)), kind).toBe(true);
    expect(info.units.map((u) => u.unit)).toEqual(kbUnitOptions(input).map((u) => u.unit));
    expect(text).toContain(`# Window ${input.window.id}`);
  });
});

describe("the movement window's examples are orders the Movement Phase carries out", () => {
  it.each([
    ['operation-star', 1, 'axis-movement'],
    ['operation-star', 0, 'soviet-movement'],
  ] as const)('%s turn %i, %s: the move and the assault, one file, nothing skipped', (scenario, turn, name) => {
    const input = realWindow(scenario, turn, name);
    const info = kbTemplate(input);
    const orders = info.exampleOrders.filter((o) => 'move' in (o as object) || 'assault' in (o as object)) as KbMovementOrder[];
    expect(orders.map((o) => Object.keys(o)[0])).toEqual(['move', 'assault']);
    const { events } = executeMovementPhase({
      ctx: input.ctx, state: input.state, side: input.side, orders, tec: input.tec, mobileAssaultTable: BUNDLE.tables.mobileAssault,
      dice: d10([5]), mover: input.mover, fullySupported: () => true, strengths: () => ({ attack: 6, defense: 2, combinedArms: false }),
    });
    expect(events.filter((e) => e.kind === 'skipped')).toEqual([]);
    expect(events.some((e) => e.kind === 'moved') && events.some((e) => e.kind === 'mobile-assault')).toBe(true);
  });

  it('an order kind no unit may give now has no example, only its grammar, said to show the shape only', () => {
    const info = kbTemplate(realWindow('operation-star', 1, 'axis-movement'));
    expect(info.exampleOrders.some((o) => 'removeFz' in (o as object))).toBe(false);
    expect(info.notes).toContain('no removeFz example: no unit or hex of yours may give one now (the removeFz line above shows its shape only)');
  });
});

describe('a Preparation window', () => {
  it('lists the units with no move or attack, and leaves its ready-made orders to the Preparation part', () => {
    const input = realWindow('operation-star', 2, 'axis-preparation');
    const info = kbTemplate(input);
    expect(info.exampleOrders).toEqual([]);
    expect(info.units.every((u) => u.moves === undefined && u.attacks === undefined)).toBe(true);
    expect(info.notes).toContainEqual(expect.stringContaining('come ready made with the options'));
  });
});
