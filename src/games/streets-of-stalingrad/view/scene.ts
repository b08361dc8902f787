import type { SceneContent, SceneMarker, ScenePiece, SceneViewer } from '#kernel/engine/scene';
import { hexId, side as asSide, unitId, type HexId } from '#kernel/ids';
import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';
import { backLabel, counterFactors, counterSize, counterSymbol } from './counter-face';
import type { SosLook } from './sight';
import { sideView, type HiddenStack, type SosLooker } from './side-view';

const lookerOf = (viewer: SceneViewer): SosLooker => (viewer.kind === 'referee' ? 'referee' : viewer.kind === 'public' ? null : String(viewer.side) === 'german' ? 'german' : 'soviet');

/** The markers a counter carries (SoS 9.11, 8.71, 7.5), as its owner and whoever sees it see them. */
const PIECE_MARKERS: readonly { key: 'pinned' | 'spent' | 'dismounted' | 'revealed'; text: string }[] = [
  { key: 'pinned', text: 'pinned (9.111)' },
  { key: 'spent', text: 'spent (9.113)' },
  { key: 'dismounted', text: 'dismounted (8.71)' },
  { key: 'revealed', text: 'revealed (7.5)' },
];

/**
 * The pieces and markers of the map reports and the game page (Ruleset.scene), read from the
 * viewer's view (side-view.ts) and nothing else: the counters it may examine with their
 * AF-DF-range-MP (2.25) and the markers on them (pinned, spent, dismounted, revealed); an
 * enemy stack it sees only face down as one counter showing its top counter's back, "?" for
 * its values, with the stack's count and no unit (7.2, 7.6 play note); the "attack" and
 * "breakthru" markers on the map (9.02a, 10.6). Pieces in boxes are not on the map.
 */
export function sosScene(env: SosEnv, state: SosState, viewer: SceneViewer, look: SosLook): SceneContent {
  const view = sideView(env, state, lookerOf(viewer), look);
  const byHex = new Map<string, string[]>();
  for (const [id, p] of Object.entries(view.pieces)) if (p.at !== null && env.map.hex(p.at as HexId)) byHex.set(p.at, [...(byHex.get(p.at) ?? []), id]);
  const faceDown = new Map(view.hidden.map((h) => [h.hex, h]));
  const hexes = [...new Set([...byHex.keys(), ...faceDown.keys()])].sort();
  const pieces: ScenePiece[] = [];
  const markers: SceneMarker[] = [];
  for (const hex of hexes) {
    const ids = byHex.get(hex) ?? [];
    const down = faceDown.get(hex);
    const count = ids.length + (down?.count ?? 0);
    ids.forEach((id, i) => {
      const p = view.pieces[id]!;
      pieces.push(piece(env, id, hex, i, count));
      for (const m of PIECE_MARKERS) if (p[m.key]) markers.push({ hex: hexId(hex), kind: m.key, side: asSide(env.counter(id).side), text: `${env.counter(id).name} ${m.text}` });
    });
    if (down) pieces.push(faceDownPiece(down, ids.length, count));
  }
  for (const h of view.markers.attack) markers.push({ hex: hexId(h), kind: 'attack', text: 'attack (9.02a, 9.64)' });
  for (const h of view.markers.breakthru) markers.push({ hex: hexId(h), kind: 'breakthru', text: 'breakthru (10.6)' });
  return { pieces, markers };
}

function piece(env: SosEnv, id: string, hex: string, stackIndex: number, stackCount: number): ScenePiece {
  const c = env.counter(id);
  const symbol = counterSymbol(c);
  return {
    hex: hexId(hex),
    side: asSide(c.side),
    colour: c.side,
    nato: symbol.nato,
    ...(symbol.mark ? { mark: symbol.mark } : {}),
    size: counterSize(c),
    designation: c.name,
    factors: counterFactors(c),
    reduced: false,
    unit: unitId(id),
    stackIndex,
    stackCount,
  };
}

/** SoS 7.2, 7.6 play note: a stack seen face down: its top counter's back, no values, no unit, and how many counters. */
function faceDownPiece(down: HiddenStack, stackIndex: number, stackCount: number): ScenePiece {
  return { hex: hexId(down.hex), side: asSide(down.side), colour: down.side, nato: 'unknown', mark: 'HIDDEN', size: '', designation: backLabel(down.top), factors: '?', reduced: false, stackIndex, stackCount };
}
