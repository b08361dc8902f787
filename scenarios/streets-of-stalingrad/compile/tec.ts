import { TEC_HEXSIDES, TEC_TERRAINS, type Tec, type TecTerrainEntry } from '../../../src/games/streets-of-stalingrad/data/tec';

/**
 * The reconstructed TEC (tables.yaml `tec`) held to every fact the rulebook text states of a
 * terrain: each check names the rule it reads and the terrains the text gives. Returns every
 * problem with its path in the file.
 */
export function tecProblems(tec: Tec): string[] {
  const out = [...listProblems('tec.terrain', Object.keys(tec.terrain), TEC_TERRAINS), ...listProblems('tec.hexsides', Object.keys(tec.hexsides), TEC_HEXSIDES)];
  const entries = Object.entries(tec.terrain);
  /** The terrains for which `has` holds must be exactly `expected` (the rule's list). */
  const exactly = (what: string, has: (e: TecTerrainEntry) => boolean, expected: readonly string[], rule: string) => {
    const got = entries.filter(([, e]) => has(e)).map(([k]) => k);
    for (const k of expected) if (!got.includes(k)) out.push(`tec.terrain.${k}: ${rule} says ${what}`);
    for (const k of got) if (!expected.includes(k)) out.push(`tec.terrain.${k}: only ${expected.join(', ')} ${what} (${rule})`);
  };
  for (const [k, e] of entries) {
    if (e.hidden !== 'none' && e.clearForVisibility) out.push(`tec.terrain.${k}: an "H" terrain is never clear for visibility (SoS 7.1, 7.2)`);
    if (!e.vehiclesGetDrm && e.drm <= 0) out.push(`tec.terrain.${k}: vehicles lose a modifier there (SoS 8.13, 8.67), so its modifier is above 0`);
    if (e.alongRate && k !== 'road' && k !== 'railroad') out.push(`tec.terrain.${k}: only roads and railroads have a rate along them (SoS 8.14)`);
  }
  exactly('hides every unit ("H")', (e) => e.hidden === 'all', ['city', 'industrial', 'strong-point', 'forest', 'suburb'], 'SoS 7.2');
  exactly('hides infantry and dismounted infantry only', (e) => e.hidden === 'foot', ['balka', 'cliff'], 'SoS 7.2');
  exactly('is clear when alone', (e) => e.clearForVisibility, ['clear', 'tartar-wall', 'railroad', 'road', 'hill-top', 'slope', 'cemetery', 'volga'], 'SoS 7.1, 7.4, 11.4');
  exactly('keeps a ZOC out', (e) => !e.zocInto, ['city', 'industrial'], 'SoS 6.2');
  exactly('turns a P into spent', (e) => e.pResult === 'spent', ['city', 'industrial'], 'SoS 9.84');
  exactly('has no road movement through it', (e) => !e.roadMovement, ['city', 'industrial', 'volga'], 'SoS 8.11');
  exactly('always blocks LOS', (e) => e.blocksLos === 'always', ['city', 'industrial', 'suburb', 'forest', 'strong-point'], 'SoS 9.33');
  exactly('blocks LOS when the LOS cuts across it', (e) => e.blocksLos === 'across-feature', ['cliff', 'tartar-wall'], 'SoS 9.33');
  exactly('lets LOS through one hexside, not two', (e) => e.blocksLos === 'two-hexsides', ['hill-top'], 'SoS 9.33');
  exactly('gives the choice to retreat or lose one unit after a P', (e) => e.afterP === 'retreat-or-lose-one', ['balka', 'cliff', 'forest', 'suburb'], 'SoS 9.88, 9.883');
  exactly('is not in the list of hexes a P retreats from', (e) => e.afterP === 'stay', ['city', 'industrial', 'strong-point', 'cemetery'], 'SoS 9.883');
  exactly('may be a breakthrough target', (e) => e.breakthroughTarget === 'yes', ['clear', 'forest', 'suburb', 'railroad', 'road', 'hill-top', 'slope', 'cemetery'], 'SoS 10.2');
  exactly('may be a breakthrough target when not crossed', (e) => e.breakthroughTarget === 'not-across', ['tartar-wall', 'balka'], 'SoS 10.2');
  exactly('gives vehicles no modifier', (e) => !e.vehiclesGetDrm, ['balka', 'cliff'], 'SoS 8.13, 8.67');
  exactly('is entered by Soviet units only', (e) => e.enter === 'soviet', ['volga'], 'SoS 8.41, 8.62');
  exactly('has no MP cost of its own (half the MP to cross)', (e) => e.mp === null, ['volga'], 'SoS 8.44, 8.64');
  const road = tec.terrain.road?.alongRate;
  if (!road) out.push('tec.terrain.road: a road has a rate along it (SoS 8.14)');
  for (const cls of ['foot', 'vehicle'] as const) {
    if (road && road[cls] >= tec.bridgeMp) out.push(`tec.terrain.road.alongRate.${cls}: a bridge's ${tec.bridgeMp} MP is "not at the road movement rate" (SoS 17.12), so the rate is below it`);
    const cheapest = Math.min(...entries.flatMap(([, e]) => (e.mp ? [e.mp[cls]] : [])));
    for (const [k, e] of entries) if (e.alongRate && e.alongRate[cls] > cheapest) out.push(`tec.terrain.${k}.alongRate.${cls}: a move along it is never dearer than the cheapest hex (${cheapest} MP)`);
  }
  const balka = tec.hexsides.balka?.vehiclesOnlyBy ?? [];
  if (!balka.includes('road') || !balka.includes('bridge')) out.push('tec.hexsides.balka.vehiclesOnlyBy: a road or a bridge lets vehicles cross a balka (SoS 8.12)');
  if (tec.hexsides.volga && !tec.hexsides.volga.sovietOnly) out.push('tec.hexsides.volga.sovietOnly: only Soviet units cross a solid blue hexside (SoS 8.62)');
  return out;
}

function listProblems(path: string, got: string[], expected: readonly string[]): string[] {
  return [
    ...expected.filter((k) => !got.includes(k)).map((k) => `${path}: no entry for "${k}", a terrain the rules name`),
    ...got.filter((k) => !expected.includes(k)).map((k) => `${path}: "${k}" is not a terrain the rules name (${expected.join(', ')})`),
  ];
}
