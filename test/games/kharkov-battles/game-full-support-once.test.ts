import { describe, expect, it } from 'vitest';
import { StepDice } from '#kernel/dice/step-dice';
import type { KbState } from '#games/kharkov-battles/state/types';
import { ENV } from './game-fixture';
import { KB, opened } from './game-wiring-fixture';

const dice = () => new StepDice({ seedHex: '66'.repeat(32), ctxHex: '01'.repeat(32) });
const AXIS = 'axis' as never;
const ctx = ENV.ctx('KB');
/** The divisions whose regiments carry a 'Limited Support' marker. */
const limited = (s: KbState) => [...new Set(Object.values(s.units).filter((u) => u.marks.limitedSupport).map((u) => ctx.unit(u.id).parent))].sort();

/**
 * KB 4.1 A.4.c: "All 'Operational' German mechanized regimental units ... must check at the end
 * of the Mutual Maintenance Phase"; 9.32: "Each supported German PanzerKorps HQ unit may provide
 * full support only for mechanized regimental units from up to three divisions"; D24: with no
 * `panzerKorps` order the nearest three. In 'Third Kharkov' at the start, the SS PanzerKorps
 * has five divisions in range (LAH, DR, 3SS, 6Pz, 11Pz); GD is out of its range. The check is
 * made once, in the Axis Preparation window of turn 11.
 */
describe('KB 4.1 A.4.c, 9.32 in Third Kharkov: full support is checked once, with the Axis choice or the nearest three', () => {
  const game = opened('third-kharkov');

  it('no panzerKorps order: the nearest three (3SS, 6Pz, LAH) are supported; DR, 11Pz and GD are marked, LAH is not', () => {
    const { state, events } = KB.adjudicate(game, [{ side: AXIS, orders: [] }], dice());
    expect(limited(state.state)).toEqual(['11Pz', 'DR', 'GD']);
    expect(events.filter((e) => e.type === 'kb-support-divisions-taken')).toEqual([]);
  });
  it('the Axis names DR, LAH and 11Pz: 3SS and 6Pz are marked (with GD), no other', () => {
    const { state } = KB.adjudicate(game, [{ side: AXIS, orders: [{ panzerKorps: { hq: 'ger-ss-pzk', divisions: ['DR', 'LAH', '11Pz'] } }] }], dice());
    expect(limited(state.state)).toEqual(['3SS', '6Pz', 'GD']);
  });
});
