import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { renderTemplate, type TemplateArgs } from '#turnfile/template';
import { parseTurnFile } from '#turnfile/parse';
import { hexId, unitId } from '#kernel/ids';
import { schemas } from './order-schema';

const args: TemplateArgs = {
  game: 'g_7QH2',
  side: 'german',
  window: {
    id: 'T03/german-combat',
    description: 'German combat: declare attacks (DoS 11.1).\nEach attack names its target.',
    accepts: ['attack'],
    turn: 3,
  },
  basedOn: 'ab'.repeat(32),
  deadline: '2025-03-01T18:00:00Z',
  info: {
    notes: ['Rostov (2725) is a VP hex (DoS 4.5).'],
    exampleOrders: [{ attack: { target: '2726', units: ['ger-gd', 'ger-24'] } }, { move: { unit: 'ger-gd', path: ['2726', '2727'] } }],
    standing: { retreat: 'auto' },
    units: [
      {
        unit: unitId('ger-gd'),
        label: 'Grossdeutschland (mot)',
        hex: hexId('2725'),
        moves: Array.from({ length: 30 }, (_, i) => ({ hex: hexId(String(2700 + i)), cost: (i % 4) + 1, path: [] })),
        attacks: [{ target: hexId('2726'), odds: '3:1' }],
        notes: ['frozen until GT2 (DoS 3.2)'],
      },
      { unit: unitId('ger-24'), label: '24th Panzer', hex: hexId('0233') },
    ],
  },
};

describe('renderTemplate', () => {
  const text = renderTemplate(args);

  it('parses as it stands: the envelope filled in, no orders', () => {
    const r = parseTurnFile(text, schemas);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.file).toEqual({
        format: 'umpire-turn/1', game: 'g_7QH2', side: 'german', window: 'T03/german-combat', final: true, basedOn: 'ab'.repeat(32), orders: [],
      });
    }
  });

  it('carries the window, deadline, notes and every unit with what it can do, as comments', () => {
    for (const expected of [
      '# Window T03/german-combat (game turn 3)',
      '#   Each attack names its target.',
      '# Deadline: 2025-03-01T18:00:00Z',
      '# Rostov (2725) is a VP hex (DoS 4.5).',
      '#   ger-gd  Grossdeutschland (mot)  at 2725',
      '#     attacks: 2726 (3:1)',
      '#     note: frozen until GT2 (DoS 3.2)',
      '#   ger-24  24th Panzer  at 0233',
    ]) {
      expect(text.split('\n')).toContain(expected);
    }
    expect(text).toContain('2729 (2 MP)');
    expect(text).toContain('# A move may name its destination only: move: {unit: ID, to: HEX}.');
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(100);
  });

  it('the example orders, uncommented under "orders:", parse as valid orders', () => {
    const lines = text.split('\n');
    const start = lines.indexOf('# orders:');
    const block = lines.slice(start, lines.indexOf('', start)).map((l) => l.replace(/^# /, ''));
    const edited = text.replace('orders: []\n', `${block.join('\n')}\n`);
    const r = parseTurnFile(edited, schemas);
    expect(r.ok && r.file.orders).toEqual([
      { attack: { target: '2726', units: ['ger-gd', 'ger-24'], kind: 'mobile' } },
      { move: { unit: 'ger-gd', path: ['2726', '2727'] } },
    ]);
  });

  it('shows the standing orders commented, ready to copy', () => {
    const lines = text.split('\n');
    const at = lines.indexOf('# standing:');
    expect(parseYaml(lines.slice(at, at + 2).map((l) => l.replace(/^# /, '')).join('\n'))).toEqual({ standing: { retreat: 'auto' } });
  });

  it('stays valid whatever the descriptions and ids hold', () => {
    const odd = renderTemplate({
      ...args,
      game: 'g-1',
      window: { ...args.window, description: 'line\r\nwith: colon # and hash\u2028and more' },
      info: { notes: ['a\nb'], exampleOrders: [], units: [] },
      basedOn: undefined,
    });
    expect(parseTurnFile(odd, schemas).ok).toBe(true);
  });
});
