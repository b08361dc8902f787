import type { GameMap } from '#kernel/map/game-map';
import type { KbSide } from '../data/ids';
import type { KbState } from '../state/types';
import { allCount, hexEvent } from './hex-events';
import { KB_PLACES, type NamedHex } from './places';
import type { KbVictory, VictoryEvent } from './types';

const P = KB_PLACES;

/** KB 20.1: the Soviet must own these, and one of `either`; supply is not considered. */
const STAR_SOVIET = { all: [...P.kharkov, P.dnepropetrovsk, P.zaporozhye], either: [P.stalino, P.poltava] };
/** KB 20.1: the Axis must own all of these; supply is not considered. */
const STAR_AXIS = [...P.kharkov, P.stalino, P.poltava, P.dnepropetrovsk, P.zaporozhye, P.valuki];
/** KB 20.3: the Axis must own all of these; supply is not considered. */
const L_AXIS = [...P.kharkov, P.belgorod, P.kupyansk];

function decided(state: KbState, winner: KbSide, level: KbVictory['level'], rule: string, reason: string, events: VictoryEvent[]): KbVictory {
  return { scenario: state.scenario, when: 'automatic', winner, level, rule, reason, vp: null, events };
}

/**
 * KB 20.1, 20.3: the victories won "automatically if at any time" a side owns the named
 * hexes, supply not considered (2.3 ownership). To be asked after every change of hex
 * ownership (every hex entered, digest GEN-6) and at the start of play; null while none
 * holds. Second Kharkov (20.2) has none. The edge duties' automatic wins are asked at the
 * end of each Game-Turn (edge-duty.ts).
 */
export function ownershipVictory(map: GameMap, state: KbState): KbVictory | null {
  const look = (rule: string, side: KbSide, hexes: readonly NamedHex[]) => hexes.map((h) => hexEvent(map, state, rule, side, h, null));
  switch (state.scenario) {
    case 'operation-star': {
      const rule = 'KB 20.1';
      const soviet = look(rule, 'soviet', STAR_SOVIET.all);
      const either = look(rule, 'soviet', STAR_SOVIET.either);
      if (allCount(soviet) && either.some((e) => e.counts)) {
        const held = either.filter((e) => e.counts).map((e) => e.name).join(' and ');
        return decided(state, 'soviet', 'soviet-strategic', rule, `the Soviet player owns Kharkov, Dnepropetrovsk, Zaporozh'ye and ${held}: Soviet Strategic Victory`, [...soviet, ...either]);
      }
      const axis = look(rule, 'axis', STAR_AXIS);
      if (allCount(axis)) {
        return decided(state, 'axis', 'axis-strategic', rule, "the Axis player owns Kharkov, Stalino, Poltava, Dnepropetrovsk, Zaporozh'ye and Valuki: Axis Strategic Victory", axis);
      }
      return null;
    }
    case 'third-kharkov': {
      const rule = 'KB 20.3';
      const axis = look(rule, 'axis', L_AXIS);
      if (allCount(axis)) return decided(state, 'axis', 'axis-victory', rule, 'the Axis player owns Kharkov, Belgorod and Kupyansk: Axis victory', axis);
      return null;
    }
    case 'second-kharkov':
      return null;
  }
}

/** The hexes each automatic ownership condition looks at, for the game page and the tests. */
export const OWNERSHIP_CONDITIONS = { operationStar: { soviet: STAR_SOVIET, axis: STAR_AXIS }, thirdKharkov: { axis: L_AXIS } } as const;
