import { describe, expect, it } from 'vitest';
import { createKharkovBattles } from '#games/kharkov-battles/ruleset';
import type { KbGame } from '#games/kharkov-battles/game/types';
import { BUNDLE, ENV } from '../game-fixture';
import { chitEventProblems, kbStateProblems } from './kb-fuzz-invariants';

/** The fuzzer's Kharkov Battles invariants, each shown catching what it is for on the Second Kharkov set-up. */
const KB = createKharkovBattles(BUNDLE);
const start = KB.setup('second-kharkov');
const ctx = ENV.ctxOf(start.state);
const inPlay = new Set(Object.keys(start.state.owner));
const problems = (g: KbGame) => kbStateProblems(ctx, BUNDLE.chits.chits, inPlay, g);
const onMap = Object.entries(start.state.units).filter(([, u]) => u.where === 'map').map(([id]) => id);
const multi = onMap.find((id) => ctx.unit(id).steps === 3 && ctx.unit(id).side === 'soviet')!;
const other = onMap.find((id) => id !== multi && ctx.unit(id).steps === 3 && ctx.unit(id).side === 'soviet')!;
const withUnit = (id: string, change: object): KbGame => ({ ...start, state: { ...start.state, units: { ...start.state.units, [id]: { ...start.state.units[id]!, ...change } } } });

describe('the Kharkov Battles fuzz invariants', () => {
  it('find nothing wrong with the set-up', () => {
    expect(problems(start)).toEqual([]);
  });

  it('catch a unit on the map with no step or more than printed (KB 2.7)', () => {
    expect(problems(withUnit(multi, { steps: 0 }))).toEqual([expect.stringContaining('with 0 steps')]);
    expect(problems(withUnit(multi, { steps: 4 }))).toEqual([expect.stringContaining('with 4 steps')]);
  });

  it('catch a drawn chit still in the pool, two units on one chit, and pools that are not the mix (KB 2.6, 2.7a)', () => {
    const chit = start.state.chitPools.soviet[0]!;
    expect(problems(withUnit(multi, { chit: { id: chit, face: 'full' } }))).toEqual([expect.stringContaining('still in the soviet pool')]);
    const drawn: KbGame = { ...withUnit(multi, { chit: { id: chit, face: 'full' } }), state: { ...withUnit(multi, { chit: { id: chit, face: 'full' } }).state, chitPools: { ...start.state.chitPools, soviet: start.state.chitPools.soviet.slice(1) } } };
    expect(problems(drawn)).toEqual([]);
    const twice: KbGame = { ...drawn, state: { ...drawn.state, units: { ...drawn.state.units, [other]: { ...drawn.state.units[other]!, chit: { id: chit, face: 'full' } } } } };
    expect(problems(twice)).toEqual([expect.stringContaining(`chit ${chit} is under both`)]);
    const lost: KbGame = { ...start, state: { ...start.state, chitPools: { ...start.state.chitPools, soviet: start.state.chitPools.soviet.slice(1) } } };
    expect(problems(lost)).toEqual([expect.stringContaining('not the mix')]);
  });

  it('catch a bad supply state, an unowned hex in play, and a unit in a hex of the other side', () => {
    expect(problems(withUnit(multi, { supply: 'cut-off' }))).toEqual([expect.stringContaining('supply state cut-off')]);
    const hex = start.state.units[multi]!.hex!;
    const { [hex]: _gone, ...owner } = start.state.owner;
    expect(problems({ ...start, state: { ...start.state, owner } })).toEqual(expect.arrayContaining([expect.stringContaining(`${hex} is in play and owned by nobody`)]));
    expect(problems({ ...start, state: { ...start.state, owner: { ...start.state.owner, [hex]: 'axis' } } })).toEqual([expect.stringContaining(`${hex} holds soviet units and is owned by axis`)]);
  });

  it('catch a chit-drawn event visible to the other side (KB 2.6)', () => {
    expect(chitEventProblems([{ type: 'chit-drawn', side: 'soviet', unit: multi, chit: 'soviet-01', visibleTo: ['soviet'] }])).toEqual([]);
    expect(chitEventProblems([{ type: 'chit-drawn', side: 'soviet', unit: multi, chit: 'soviet-01' }])).toHaveLength(1);
  });
});
