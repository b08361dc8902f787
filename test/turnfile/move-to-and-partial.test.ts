import { describe, expect, it } from 'vitest';
import { driveOnStalingrad as dos } from '#games/drive-on-stalingrad';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { parseTurnFile } from '#turnfile/parse';

const schemas = (r: typeof dos | typeof cts) => ({ order: r.orderSchema, standing: r.standingSchema });
const file = (side: string, orders: string[], more: string[] = []) =>
  ['format: umpire-turn/1', 'game: g_1', `side: ${side}`, 'window: T01/x-movement', 'orders:', ...orders.map((o) => `  - ${o}`), ...more, ''].join('\n');

describe('a move that names its destination (move: {unit, to})', () => {
  it('is read in both titles, digits with a leading zero kept as written', () => {
    const d = parseTurnFile(file('german', ['move: {unit: ger-gd, to: 0531}']), schemas(dos));
    expect(d.ok && d.file.orders).toEqual([{ move: { unit: 'ger-gd', to: '0531' } }]);
    const c = parseTurnFile(file('axis', ['move: {unit: ger-340, to: S4336}']), schemas(cts));
    expect(c.ok && c.file.orders).toEqual([{ move: { unit: 'ger-340', to: '6336' } }]);
  });

  it('a key no form of move takes is named alone, not with the keys other forms take', () => {
    for (const r of [dos, cts]) {
      const p = parseTurnFile(file('german', ['move: {unit: ger-gd, dest: "0531"}']), schemas(r));
      expect(p.ok).toBe(false);
      const messages = p.ok ? [] : p.issues.map((i) => i.message).join('\n');
      expect(messages).toContain('"dest"');
      expect(messages).not.toContain('"unit"');
      expect(messages).not.toMatch(/is not one of them/);
    }
  });

  it('a file with both to and path is refused: the two forms are not mixed', () => {
    const p = parseTurnFile(file('german', ['move: {unit: ger-gd, to: "0531", path: ["0531"]}']), schemas(dos));
    expect(p.ok).toBe(false);
  });
});

describe('a schema error in one order does not hide the others (every problem at once)', () => {
  it('the orders that parse are kept, with their numbers in the file, for the rules to check', () => {
    const p = parseTurnFile(file('german', ['move: {unit: ger-gd, to: "0531"}', 'move: {unit: ger-gd, dest: "0531"}', 'attack: {target: "0531", units: [ger-gd]}']), schemas(dos));
    expect(p.ok).toBe(false);
    if (p.ok) return;
    expect(p.issues.every((i) => i.path[0] === 'orders' && i.path[1] === 1)).toBe(true);
    expect(p.partial?.orders).toEqual([0, 2]);
    expect(p.partial?.file.orders).toEqual([{ move: { unit: 'ger-gd', to: '0531' } }, { attack: { target: '0531', units: ['ger-gd'] } }]);
  });

  it('an envelope error leaves nothing to check', () => {
    const p = parseTurnFile(file('German', ['move: {unit: ger-gd, dest: "0531"}']), schemas(dos));
    expect(!p.ok && p.partial).toBeFalsy();
  });
});
