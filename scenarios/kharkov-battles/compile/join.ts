import { idOf, mapOf, PrintedHexSchema, rowOf, type KbScenarioId } from '../../../src/games/kharkov-battles/data/ids';
import type { Maps } from '../../../src/games/kharkov-battles/data/map';
import type { ScenarioForces } from '../../../src/games/kharkov-battles/data/setup';

/**
 * The references from the scenario files into the maps, checked when the bundle is built:
 * the scenario's rows in play are its map's play area (20.3); every set-up hex and pontoon
 * is a hex of the scenario's map inside that play area,
 * and every arrival names an Entry Area of that map for its own side with an entry hex in
 * play, or a designated hex in play (17.0, 17.12). The map is the one place Entry Areas
 * are defined. Returns one message per broken reference, each with its file and path.
 */
export function joinProblems(maps: Maps, scenarios: Record<KbScenarioId, ScenarioForces>): string[] {
  const out: string[] = [];
  for (const [id, f] of Object.entries(scenarios) as [KbScenarioId, ScenarioForces][]) {
    const m = maps[f.map];
    const where = `${id}.yaml`;
    const area = m.playAreas.find((p) => p.scenario === id);
    if (!area) {
      out.push(`${where}: the ${f.map} map has no play area for ${id}`);
      continue;
    }
    const [lo, hi] = area.rows;
    const rows = f.playRows ?? m.map.grid.firstRange;
    if (rows[0] !== lo || rows[1] !== hi) out.push(`${where}: playRows ${rows.join('-')} are not the ${f.map} map's rows in play for ${id}, ${lo}-${hi} (20.3)`);
    const inPlay = (label: string): boolean => mapOf(PrintedHexSchema.parse(label)) === f.map && m.map.hexes[idOf(label)] !== undefined && rowOf(label) >= lo && rowOf(label) <= hi;
    for (const p of f.setup) {
      if (p.hex !== undefined && !inPlay(p.hex)) out.push(`${where}: setup: ${p.unit} at ${p.hex} is not a hex of the ${f.map} map in play (rows ${lo}-${hi}, 20.3)`);
    }
    for (const [i, p] of f.pontoons.entries()) {
      for (const h of [p.hex, p.across]) if (!inPlay(h)) out.push(`${where}: pontoons[${i}]: ${h} is not a hex of the ${f.map} map in play (18.2)`);
    }
    for (const r of f.reinforcements) {
      for (const entry of [r.entry, ...r.or]) {
        const what = `${where}: turn ${r.turn} ${r.side} reinforcements: entry ${entry}`;
        if (PrintedHexSchema.safeParse(entry).success) {
          if (!inPlay(entry)) out.push(`${what} is not a hex of the ${f.map} map in play (17.0)`);
          continue;
        }
        const a = m.entryAreas.find((e) => e.id === entry);
        if (!a) out.push(`${what}: the ${f.map} map has no Entry Area ${entry} (17.0; its areas: ${m.entryAreas.map((e) => e.id).join(', ')})`);
        else if (a.side !== r.side) out.push(`${what} is ${a.side === 'axis' ? 'an Axis' : 'a Soviet'} Entry Area (17.0)`);
        else if (!a.hexes.some((h) => rowOf(h) >= lo && rowOf(h) <= hi)) out.push(`${what} has no entry hex in play (rows ${lo}-${hi}, 20.3)`);
      }
    }
  }
  return out;
}
