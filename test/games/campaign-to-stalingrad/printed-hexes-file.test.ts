import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLE_PATH, PRINTED_HEXES_PATH } from '../../../scenarios/campaign-to-stalingrad/compile/paths';

describe('dist/printed-hexes.json (35.6: printed south-map labels to ids), which the turn-file schema reads', () => {
  it('is the bundle map.aliases, as build.ts writes them both', () => {
    const bundle = JSON.parse(readFileSync(BUNDLE_PATH, 'utf8')) as { map: { aliases: Record<string, string> } };
    const printed = JSON.parse(readFileSync(PRINTED_HEXES_PATH, 'utf8')) as Record<string, string>;
    expect(printed, 'rebuild: npx tsx scenarios/campaign-to-stalingrad/build.ts').toEqual(bundle.map.aliases);
    expect(printed['S4336']).toBe('6336');
  });
});
