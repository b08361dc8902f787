import type { NatoType, SceneContent, ScenePiece, SceneViewer } from '#kernel/engine/scene';
import { side as asSide, unitId, type HexId } from '#kernel/ids';
import type { CtsContext } from './data/context';
import type { CtsSide, UnitType } from './data/schema';
import { faceOf } from './rules/unit-values';
import type { CtsState, UnitState } from './state/types';
import { viewFor } from './view';
import type { FoggedStack } from './rules/fog/hidden-units';

/** CtS unit types as the NATO symbols of the map reports, with the tag a counter prints beside them. */
const NATO: Record<UnitType, { nato: NatoType; mark?: string }> = {
  'army-group-hq': { nato: 'headquarters' },
  'front-hq': { nato: 'headquarters' },
  'army-hq': { nato: 'headquarters' },
  panzer: { nato: 'armour' },
  motorized: { nato: 'motorized' },
  infantry: { nato: 'infantry' },
  jaeger: { nato: 'mountain', mark: 'J' },
  oil: { nato: 'infantry', mark: 'OIL' },
  rifle: { nato: 'infantry' },
  cavalry: { nato: 'cavalry' },
  tank: { nato: 'armour' },
  mechanized: { nato: 'mechanized' },
  flak: { nato: 'anti-aircraft' },
  artillery: { nato: 'artillery' },
  engineer: { nato: 'unknown', mark: 'E' },
  'air-hq': { nato: 'headquarters', mark: 'AIR' },
};

/** The report palette's colour keys for the CtS nationalities that it spells otherwise. */
const COLOUR: Record<string, string> = { rumanian: 'romanian', slovakian: 'slovak' };

const BRANCH_MARK: Record<string, string> = { guard: 'G', nkvd: 'NKVD', luftwaffe: 'L', naval: 'N' };

/** What the view exposes that the pictures read (view.ts viewFor). */
interface SeenState {
  units: Record<string, UnitState>;
  control: Record<string, CtsSide>;
  replacementsOnMap?: CtsState['replacementsOnMap'];
  /** 42.0 (optional Fog of War): the enemy stacks seen from afar, their top unit only in `units`. */
  fog?: FoggedStack[];
}

/** The designation a counter prints: the unit id without its nationality prefix ("ger-45" → "45"). */
const designation = (id: string): string => id.slice(id.indexOf('-') + 1);

/**
 * The pieces and markers of the map reports (Ruleset.scene), read from the viewer's view.
 * The Basic Game has no hidden units, so every viewer sees every counter on the map with
 * its current face (2.2.4); stacks list their units in id order. With the optional Fog of
 * War (42.0) a side's (and the public's) picture shows an enemy stack that is not adjacent
 * to one of the side's units as its top unit with the stack's count; the referee's shows all. Markers: Disrupted units (13.0), Out Of Supply units (16.3) and
 * the Replacement counters on the map (21.2), drawn as small non-combat counters.
 */
export function sceneContent(ctx: CtsContext, state: CtsState, viewer: SceneViewer): SceneContent {
  const who: CtsSide | null = viewer.kind === 'side' ? (String(viewer.side) === 'axis' ? 'axis' : 'soviet') : null;
  const seen = viewFor(state, who, ctx, viewer.kind === 'referee') as SeenState;
  // 42.0: the units a far stack holds under its top one, counted with the hex's stack
  const unseen = new Map<HexId, number>();
  for (const f of seen.fog ?? []) unseen.set(f.hex, (unseen.get(f.hex) ?? 0) + f.count - 1);
  const byHex = new Map<HexId, UnitState[]>();
  for (const u of Object.values(seen.units).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    if (u.where !== 'map' || u.hex === null || !ctx.units.has(u.id)) continue;
    byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
  }
  const pieces: ScenePiece[] = [];
  const markers: SceneContent['markers'] = [];
  for (const [hex, units] of [...byHex].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    units.forEach((u, i) => {
      const spec = ctx.units.get(u.id)!;
      const face = faceOf(spec, u);
      const type = NATO[spec.type] ?? { nato: 'unknown' as const };
      const mark = BRANCH_MARK[spec.branch] ?? type.mark;
      pieces.push({
        hex,
        side: asSide(spec.side),
        colour: COLOUR[spec.nationality] ?? spec.nationality,
        nato: type.nato,
        ...(mark ? { mark } : {}),
        size: spec.size,
        designation: designation(spec.id),
        factors: `${face.attack}-${face.defense}-${face.move}`,
        reduced: u.steps < spec.faces.length,
        unit: unitId(u.id),
        stackIndex: i,
        stackCount: units.length + (unseen.get(hex) ?? 0),
      });
      if (u.disrupted) markers.push({ hex, kind: 'disrupted', text: `${spec.name} Disrupted (13.0)` });
      if (u.outOfSupply) markers.push({ hex, kind: 'out-of-supply', text: `${spec.name} Out Of Supply (16.3)` });
    });
  }
  // CtS 21.2: Replacement counters on the map, non-combat (21.3), own and enemy alike; a side's in one hex share one small counter
  const replacements = new Map<string, { hex: HexId; side: CtsSide; types: Map<string, number> }>();
  for (const r of seen.replacementsOnMap ?? []) {
    const key = `${r.hex} ${r.side}`;
    const at = replacements.get(key) ?? { hex: r.hex, side: r.side, types: new Map<string, number>() };
    const label = replacementLabel(r.type);
    at.types.set(label, (at.types.get(label) ?? 0) + 1);
    replacements.set(key, at);
  }
  for (const [, r] of [...replacements].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const text = [...r.types].sort(([a], [b]) => (a < b ? -1 : 1)).map(([label, n]) => (n > 1 ? `${n} ${label}` : label)).join(' ');
    markers.push({ hex: r.hex, kind: 'replacement', side: asSide(r.side), text });
  }
  return { pieces, markers };
}

/** The short type label a Replacement counter prints: "german-infantry" → "INF", "soviet-armor" → "ARM". */
const replacementLabel = (type: string): string => type.slice(type.lastIndexOf('-') + 1).slice(0, 3).toUpperCase();
