import { describe, expect, it } from 'vitest';
import type { GameEvent } from '#kernel/engine/events';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { d10Value } from '#kernel/dice/d10';
import type { KbGame } from '#games/kharkov-battles/game/types';
import { onKb } from './game-fixture';
import { gameAt, KB } from './game-wiring-fixture';

const LAH = 'ger-1-lah';
const RIFLE = 'sov-100-rd-kb';

/*
 * KB 16.31: "remember to flip all Soviet rifle divisions to their 'Untried' side ... whenever
 * placed in the Replacement Pool"; 2.72 (optional): rifle divisions are drawn from that pool.
 * Operation Star, turn 3, the Axis Movement window: LAH (3211) makes a Mobile Assault from
 * 3212 on the 100th Rifle Division (one step) in 3213, die 9: D(1)r3. The division loses its
 * step and, tracing supply to the east edge, goes to the Replacement Pool.
 */
function assaulted(options: Record<string, string>, untried: boolean) {
  const base = onKb({ '3211': [LAH], '3213': [RIFLE] }, { pools: { axis: ['axis-01'], soviet: [] } });
  const state = { ...base, owner: { ...base.owner, '3213': 'soviet' as const }, units: { ...base.units, [RIFLE]: { ...base.units[RIFLE]!, ...(untried ? { untried: true as const } : {}) } } };
  const game = gameAt('operation-star', 3, 'axis-movement', state, { options });
  const dice = FixedDice.mixed({ 'T03/axis-movement/0/mobile-assault': d10Value(9), 'T03/axis-movement/chit/ger-1-lah': 1 }, Array.from({ length: 2000 }, () => d10Value(9)));
  return KB.adjudicate(game, [{ side: 'axis' as never, orders: [{ assault: { unit: LAH, path: ['3212'], target: '3213', then: undefined, else: undefined } }] }], dice);
}
const poolOf = (g: KbGame, viewer: 'axis' | 'soviet' | null) =>
  Object.entries((KB.view(g, viewer as never) as { state: { units: Record<string, { where: string }> } }).state.units)
    .filter(([, u]) => u.where === 'replacement-pool')
    .map(([id]) => id);
const axisCopies = (events: readonly GameEvent[]) => events.filter((e) => e.visibleTo === undefined || e.visibleTo.includes('axis'));

describe("KB 16.31 with 2.72: a rifle division eliminated into the Replacement Pool is 'Untried' at once", () => {
  it("a division already tried: in the pool it shows its 'Untried' side to the Axis and the public, its id to the Soviet player", () => {
    const r = assaulted({ hiddenStrength: 'on' }, false);
    expect(r.events.find((e) => e.type === 'mobile-assault')).toMatchObject({ result: { code: 'D(1)r3' } });
    expect(r.state.state.units[RIFLE]).toMatchObject({ where: 'replacement-pool', untried: true });
    for (const viewer of ['axis', null] as const) {
      expect(poolOf(r.state, viewer)).not.toContain(RIFLE);
      expect(poolOf(r.state, viewer).some((id) => id.startsWith('untried-'))).toBe(true);
    }
    expect(poolOf(r.state, 'soviet')).toContain(RIFLE);
  });

  it('the Axis still reads the elimination of the division he saw fight by its name: it was tried when it fought', () => {
    const r = assaulted({ hiddenStrength: 'on' }, false);
    expect(axisCopies(r.events).filter((e) => e.type === 'eliminated')).toMatchObject([{ unit: RIFLE }]);
  });

  it('an untried division is revealed by the combat (2.72) and goes into the pool untried again', () => {
    const r = assaulted({ hiddenStrength: 'on' }, true);
    expect(r.events.find((e) => e.type === 'kb-untried-revealed')).toMatchObject({ units: [RIFLE] });
    expect(r.state.state.units[RIFLE]).toMatchObject({ where: 'replacement-pool', untried: true });
    expect(poolOf(r.state, 'axis')).not.toContain(RIFLE);
  });

  it('without the optional rule the division goes into the pool as it is, by its id', () => {
    const r = assaulted({}, false);
    expect(r.state.state.units[RIFLE]!.where).toBe('replacement-pool');
    expect(r.state.state.units[RIFLE]!.untried).toBeUndefined();
    expect(poolOf(r.state, 'axis')).toContain(RIFLE);
  });
});
