import type { MapScene } from '#report/scene/types';

/** One counter of a stack as the page's inspector lists it: what the map shows of it, no more. */
export interface PageCounter {
  /** Present when the viewer may know which unit it is (ScenePiece.unit). */
  unit?: string;
  designation: string;
  size: string;
  factors: string;
  nato: string;
  reduced: boolean;
  untried?: boolean;
}

/** A stack as the side sees it: its own in full, the enemy's as the view allows (DoS 11.7: the top unit and a count). */
export interface PageStack {
  hex: string;
  side: string;
  /** Units in the hex, those the side may not look under included. */
  count: number;
  counters: PageCounter[];
}

/** The scene's stacks (already redacted for the side by Ruleset.scene), for the stack inspector. */
export function pageStacks(scene: MapScene): PageStack[] {
  return scene.stacks.map((s) => ({
    hex: s.hex,
    side: s.side,
    count: s.count,
    counters: s.pieces.map((p) => ({
      ...(p.unit !== undefined ? { unit: String(p.unit) } : {}),
      designation: p.designation,
      size: p.size,
      factors: p.factors,
      nato: p.nato,
      reduced: p.reduced,
      ...(p.untried ? { untried: true } : {}),
    })),
  }));
}
