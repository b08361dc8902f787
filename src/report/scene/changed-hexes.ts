import type { SceneContent } from '#kernel/engine/scene';

/** Each hex's pieces and markers as one comparable string. */
function byHex(content: SceneContent): Map<string, string> {
  const parts = new Map<string, string[]>();
  const add = (hex: string, what: unknown) => parts.set(hex, [...(parts.get(hex) ?? []), JSON.stringify(what)]);
  for (const p of content.pieces) add(p.hex, p);
  for (const m of content.markers) add(m.hex, m);
  return new Map([...parts].map(([hex, list]) => [hex, list.sort().join('\n')]));
}

/**
 * The hexes whose picture differs between two scenes of the same viewer (the position
 * before a step and after it): a counter came, went, was reduced or turned, a marker
 * changed. Sorted. Both scenes are already what the viewer may see, so the list tells
 * the viewer nothing the two pictures do not.
 */
export function changedHexes(before: SceneContent, after: SceneContent): string[] {
  const a = byHex(before);
  const b = byHex(after);
  const out: string[] = [];
  for (const hex of new Set([...a.keys(), ...b.keys()])) if (a.get(hex) !== b.get(hex)) out.push(hex);
  return out.sort();
}
