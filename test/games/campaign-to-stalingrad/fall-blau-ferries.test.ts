import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { CTS_ENGINE_VERSION } from '#games/campaign-to-stalingrad/engines';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { GameEvent } from '#kernel/engine/events';
import { FixedDice } from '#kernel/dice';
import { hexId, side } from '#kernel/ids';
import { realBundle } from './support/real-bundle';

/**
 * CtS 4.4.4 on the Fall Blau map: "Any major river hexside where a road begins and ends but
 * does not cross, is considered a ferry crossing site. The movement cost to cross these
 * hexsides for all units is reduced to +1 MP instead of the normal +2/ +4. However, this
 * reduced cost does not go into effect until the turn after the player controls both hexes
 * on each side of the crossing." The Don at Boguchar (3229|3129, the road from Pavlovsk) is a
 * ferry site of the map: both banks Soviet at the start.
 */
const soviet = side('soviet');
const rifle = new Set(realBundle.units.filter((u) => u.type === 'rifle').map((u) => u.id));
const dice = () => new FixedDice({ 'T01/axis-movement/replacements': 1, 'T01/soviet-movement/replacements': 1, 'T02/axis-movement/replacements': 1, 'T02/soviet-movement/replacements': 1 });
const moveCost = (events: readonly GameEvent[], unit: string): number | undefined => (events.find((e) => e.type === 'move' && (e as { unit?: string }).unit === unit) as { cost?: number } | undefined)?.cost;

/** Plays empty files up to the window `id`, applying `edit` to the state of the window `at` first. */
function playTo(start: CtsState, id: string, at?: string, edit?: (s: CtsState) => CtsState): CtsState {
  let s = start;
  for (let guard = 0; guard < 20; guard++) {
    const w = cts.window(s)!;
    if (w.id === at && edit) s = edit(s);
    if (w.id === id) return s;
    const files = w.waitingFor.map((x) => ({ side: x, orders: [] }));
    s = cts.adjudicate(s, files, dice()).state;
  }
  throw new Error(`no window ${id}`);
}
/** A Soviet division that may move in the Soviet Movement Phase of turn 1, put at 3229 (a scenario fragment). */
function atBoguchar(s: CtsState): { state: CtsState; unit: string } {
  const unit = cts.options(s, soviet).find((o) => (o.moves ?? []).length > 0 && rifle.has(o.unit))!.unit;
  return { unit, state: { ...s, units: { ...s.units, [unit]: { ...s.units[unit]!, hex: hexId('3229') } } } };
}
const cross = (s: CtsState, unit: string, path: string[]) => cts.adjudicate(s, [{ side: soviet, orders: [{ move: { unit, path } }] }], dice());

describe('ferry crossings on the Fall Blau map (CtS 4.4.4)', () => {
  it('4.4.4: the map\'s ferry sites are road crossings of a major river with no bridge: the Don at Boguchar (twice) and between Serafimovich and Kletskaya, the Donets at Chuguev, below Volchansk, at Balakleya and above Lisichansk (the last three from engine cts-7), the Manych three times', () => {
    const sides = Object.entries(cts.map!.hexsides).filter(([, f]) => f.includes('ferry'));
    expect(sides.map(([k]) => k).sort()).toEqual(['3047|3048', '3129|3130', '3129|3229', '3347|3348', '3518|3617', '3646|3647', '4040|4140', '6021|6122', '6217|6218', '6410|6511']);
    for (const [k, f] of sides) expect([k, f.includes('major-river'), f.includes('road')]).toEqual([k, true, false]);
  });

  it('4.4.4: a side holding both banks from the start crosses at +1 on turn 1: a Soviet division from 3229 into Boguchar 3129 (clear 1 + 1)', () => {
    const start = cts.setup('fall-blau');
    expect(start.engineVersion).toBe(CTS_ENGINE_VERSION);
    const { state, unit } = atBoguchar(playTo(start, 'T01/soviet-movement'));
    const r = cross(state, unit, ['3129']);
    expect(moveCost(r.events, unit)).toBe(2);
  });

  it('4.4.4: "does not go into effect until the turn after": with the far bank Axis when the phase opened, the crossing costs the major river\'s +2; the next turn, +1', () => {
    const start = cts.setup('fall-blau');
    const axisBank = (s: CtsState): CtsState => ({ ...s, control: { ...s.control, '3129': 'axis' } }); // an Axis unit passed through Boguchar
    const { state, unit } = atBoguchar(playTo(start, 'T01/soviet-movement', 'T01/axis-combat', axisBank));
    expect(state.ferries?.['3129|3229']).toBeUndefined();
    const taken = cross(state, unit, ['3129']);
    expect(moveCost(taken.events, unit)).toBe(3);
    expect(taken.state.control['3129']).toBe('soviet');
    const next = playTo(taken.state, 'T02/soviet-movement');
    expect(next.ferries?.['3129|3229']).toEqual({ side: 'soviet', since: 1 });
    expect(moveCost(cross(next, unit, ['3229']).events, unit)).toBe(2);
  });

  it('engine cts-2: a game created before the ferry sites (an archive replayed) keeps the bridge there, the road rate across', () => {
    const old = cts.setup('fall-blau', {}, 'cts-2');
    expect(old.engineVersion).toBeUndefined();
    expect(old.ferries).toBeUndefined();
    const { state, unit } = atBoguchar(playTo(old, 'T01/soviet-movement'));
    const r = cross(state, unit, ['3129']);
    expect(moveCost(r.events, unit)).toBe(0.5); // the road rate across a bridge (4.4.1, 4.4.3)
  });

  it('the engine mark stays with the game from window to window', () => {
    expect(playTo(cts.setup('fall-blau'), 'T02/axis-movement').engineVersion).toBe(CTS_ENGINE_VERSION);
  });
});
