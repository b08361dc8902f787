import { hexsideHexes } from '../../../src/kernel/hex/hexside';
import { createMap } from '../../../src/kernel/map/game-map';
import type { KbMap } from '../../../src/games/kharkov-battles/data/map';
import type { KbScenarioId } from '../../../src/games/kharkov-battles/data/ids';

const RIVERS: [string, string, number][] = [['dnepr-river', '#0030ff', 4], ['major-river', '#3366ff', 3], ['minor-river', '#66aaff', 1.5]];

/**
 * A compiled map drawn as SVG for checking a data edit by eye: terrain, Soviet-owned
 * ground at the start of `scenario` (pink), towns and cities, FZs (purple squares),
 * rivers on their hexsides, railroads (dashed), roads (brown) and Supply Roads (grey).
 */
export function sketchSvg(m: KbMap, scenario?: KbScenarioId, scale = 14): string {
  const map = createMap(m.map);
  const g = map.grid;
  const soviet = new Set<string>(m.startLines.find((s) => s.scenario === scenario)?.soviet ?? []);
  const { width, height } = g.bounds();
  const xy = (p: { x: number; y: number }): string => `${(p.x * scale).toFixed(1)},${(p.y * scale).toFixed(1)}`;
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(width * scale)}" height="${Math.ceil(height * scale)}" font-family="sans-serif">`];
  for (const h of map.hexIds()) {
    const d = m.map.hexes[h]!;
    const fill = d.terrain === 'woods' ? '#9c9' : d.terrain === 'marsh' ? '#9cc' : soviet.has(h) ? '#fdd' : '#f8f8f0';
    out.push(`<polygon points="${g.corners(h).map(xy).join(' ')}" fill="${fill}" stroke="#ccc" stroke-width="0.5"><title>${m.id}${h}${d.name ? ` ${d.name}` : ''}</title></polygon>`);
  }
  for (const [k, fs] of Object.entries(m.map.hexsides)) {
    const [a, b] = hexsideHexes(k)!;
    const [ca, cb] = [g.center(a), g.center(b)];
    const river = RIVERS.find(([f]) => fs.includes(f));
    if (river) {
      const dir = g.direction(a, b)!;
      const c = g.corners(a);
      const [p, q] = [c[(dir + 5) % 6]!, c[dir]!];
      out.push(`<line x1="${p.x * scale}" y1="${p.y * scale}" x2="${q.x * scale}" y2="${q.y * scale}" stroke="${river[1]}" stroke-width="${river[2]}"/>`);
    }
    const line = (stroke: string, w: number, dash = ''): string =>
      `<line x1="${ca.x * scale}" y1="${ca.y * scale}" x2="${cb.x * scale}" y2="${cb.y * scale}" stroke="${stroke}" stroke-width="${w}"${dash}/>`;
    if (fs.includes('railroad')) out.push(line('black', 1, ' stroke-dasharray="3,2"'));
    if (fs.includes('road')) out.push(line('#c60', 1.5));
    if (fs.includes('supply-road')) out.push(line('#888', 2.5));
  }
  for (const h of map.hexIds()) {
    const d = m.map.hexes[h]!;
    const c = g.center(h);
    if (d.features?.includes('city') || d.features?.includes('town')) {
      out.push(`<circle cx="${c.x * scale}" cy="${c.y * scale}" r="${d.features.includes('city') ? 5 : 3}" fill="#333"/>`);
      out.push(`<text x="${c.x * scale + 5}" y="${c.y * scale - 4}" font-size="8">${d.name ?? ''}</text>`);
    }
    if (d.features?.some((f) => f.startsWith('fz-'))) out.push(`<rect x="${c.x * scale - 4}" y="${c.y * scale - 4}" width="8" height="8" fill="none" stroke="purple" stroke-width="2"/>`);
  }
  out.push('</svg>');
  return out.join('\n');
}
