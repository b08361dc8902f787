import { describe, expect, it } from 'vitest';
import { CtsOrderSchema, CtsStandingSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { parseTurnFile } from '#turnfile/parse';
import { createContext } from '#games/campaign-to-stalingrad/data/context';
import { initialState } from '#games/campaign-to-stalingrad/setup/initial-state';
import { viewFor } from '#games/campaign-to-stalingrad/view';
import { templateFor } from '#games/campaign-to-stalingrad/template';
import { realBundle } from './support/real-bundle';

describe('turn files name south-map hexes by their printed numbers (A2: "S4336" is 6336 on the combined grid)', () => {
  it('a move path, a rail path and battle targets accept S-numbers and read them as combined ids', () => {
    expect(CtsOrderSchema.parse({ move: { unit: 'sov-12cd', path: ['S4337', 's4338', '6339'] } })).toEqual({ move: { unit: 'sov-12cd', path: ['6337', '6338', '6339'] } });
    expect(CtsOrderSchema.parse({ rail: { unit: 'ger-73', path: ['S3537'] } })).toMatchObject({ rail: { unit: 'ger-73', path: ['5537'] } });
    const attack = CtsOrderSchema.parse({ attack: { attackers: ['ger-73'], targets: ['S3632'] } }) as { attack: { targets: string[] } };
    expect(attack.attack.targets).toEqual(['5632']);
  });
  it('a number not on the south map is kept as written (refused later as off the map); other shapes are refused at once', () => {
    expect(CtsOrderSchema.parse({ move: { unit: 'x', path: ['S9999'] } })).toEqual({ move: { unit: 'x', path: ['S9999'] } });
    expect(CtsOrderSchema.safeParse({ move: { unit: 'x', path: ['N4336'] } }).success).toBe(false);
  });
  it('air placement, standing air defence and bombardment accept S-numbers too (23.4, 23.5, 23.12)', () => {
    expect(CtsOrderSchema.parse({ air: { unit: 'lw-ju87-1', hex: 'S3632' } })).toEqual({ air: { unit: 'lw-ju87-1', hex: '5632' } });
    expect(CtsOrderSchema.parse({ bombard: { hex: 's3632' } })).toEqual({ bombard: { hex: '5632' } });
    expect(CtsOrderSchema.parse({ air: { unit: 'lw-ju87-1', hex: '2150' } })).toEqual({ air: { unit: 'lw-ju87-1', hex: '2150' } });
    expect(CtsStandingSchema.parse({ air: { defend: [{ unit: 'vvs-i16-1', hex: 'S4336' }] } })).toEqual({ air: { defend: [{ unit: 'vvs-i16-1', hex: '6336' }] } });
    expect(CtsOrderSchema.safeParse({ bombard: { hex: 'N3632' } }).success).toBe(false);
  });
  it('through the turn-file reader', () => {
    const text = ['format: umpire-turn/1', 'game: g1', 'side: soviet', 'window: T02/soviet-movement', 'entropy: soviet 1', 'orders:', '  - move: {unit: sov-12cd, path: [S4337]}', ''].join('\n');
    const r = parseTurnFile(text, { order: CtsOrderSchema, standing: CtsStandingSchema }, { maxBytes: 100000 });
    expect(JSON.stringify(r)).toContain('"6337"');
  });
});

describe('reports give the printed south-map numbers (A2)', () => {
  it('the view maps every occupied south-map hex to its printed number, and the template says how to write one', () => {
    const ctx = createContext(realBundle);
    const state = initialState(ctx, 'fall-blau');
    const view = viewFor(state, 'soviet', ctx) as { printedSouthHexes: Record<string, string> };
    expect(view.printedSouthHexes['6336']).toBe('S4336');
    expect(view.printedSouthHexes['2150']).toBeUndefined();
    expect(templateFor(ctx, state, 'axis').notes.some((n) => n.includes('S4336'))).toBe(true);
  });
});
