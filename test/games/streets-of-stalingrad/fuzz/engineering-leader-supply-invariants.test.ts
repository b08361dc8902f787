import { describe, expect, it } from 'vitest';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import type { SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import type { SosEngineering } from '#games/streets-of-stalingrad/state/engineering';
import type { SosStateView } from '#games/streets-of-stalingrad/view/side-view';
import { sosEngineeringProblems, sosEngineersAtWorkProblems, sosHiddenWorkProblems } from './sos-fuzz-engineering-invariants';
import { sosFuzzEnv } from './sos-fuzz-env';
import { sosTurnTrackProblems } from './sos-fuzz-leader-invariants';
import { sosOutOfSupplyProblems } from './sos-fuzz-supply-invariants';
import { sosFuzzTitle } from './sos-fuzz-title';

/** The invariants of the engineering (17.x), the Turn Column Track (18.41) and isolation (19.x), each shown failing on a position made to break it. */
const { env } = sosFuzzEnv();
const game = sosFuzzTitle().ruleset.setup('scenario-1');
const onMap = (side: string, type?: string) => Object.keys(game.state.pieces).find((id) => env.counter(id).side === side && (!type || env.counter(id).type === type) && game.state.pieces[id]!.at !== null && /^\d{4}$/.test(game.state.pieces[id]!.at!))!;
const with_ = (more: Partial<SosGame['state']>): SosGame => ({ ...game, state: { ...game.state, ...more } });
const works = (e: Partial<SosEngineering>): SosGame => with_({ engineering: { tasks: [], fortifications: [], minefields: [], bridges: [], ...e } });
const balka = env.map.hexes.find((h) => h.terrain.includes('balka'))!.id;
const city = env.map.hexes.find((h) => h.terrain.includes('city') && !h.terrain.includes('balka'))!.id;

describe('the Streets of Stalingrad engineering, leader and supply invariants can fail', () => {
  it('sees two works of a kind in one hex (17.11, 17.21, 17.33), a bridge off a balka, an engineer on two tasks', () => {
    expect(sosEngineeringProblems(env, game)).toEqual([]);
    const eng = onMap('german');
    const task = { side: 'german' as const, units: [eng], hex: city, kind: 'fortification' as const, remove: false, started: { turn: 1, phase: 3 }, due: { turn: 3, phase: 3 }, delays: [], done: null };
    const found = sosEngineeringProblems(env, works({
      fortifications: [{ hex: city, side: 'german' }, { hex: city, side: 'soviet' }],
      minefields: [{ hex: balka, side: 'german', revealed: false }, { hex: balka, side: 'german', revealed: true }],
      bridges: [balka, balka, city],
      tasks: [task, { ...task, kind: 'minefield' }],
    })).join('\n');
    expect(found).toMatch(new RegExp(`${city} holds more than one fortification \\(SoS 17.33\\)`));
    expect(found).toMatch(new RegExp(`${balka} holds more than one minefield \\(SoS 17.21\\)`));
    expect(found).toMatch(new RegExp(`${balka} holds more than one bridge \\(SoS 17.11\\)`));
    expect(found).toMatch(new RegExp(`the bridge at ${city} is not on a balka hex`));
    expect(found).toMatch(new RegExp(`${eng} is on 2 engineering tasks at once`));
  });

  it('sees an engineer at work that moved in a movement window of its side (17.16, 17.18), not one that was eliminated', () => {
    const eng = onMap('german');
    const at = game.state.pieces[eng]!.at!;
    const before = works({ tasks: [{ side: 'german', units: [eng], hex: at, kind: 'fortification', remove: false, started: { turn: 1, phase: 3 }, due: { turn: 3, phase: 3 }, delays: [], done: null }] });
    const moved = (p: Partial<SosGame['state']['pieces'][string]>): SosGame => ({ ...before, state: { ...before.state, pieces: { ...before.state.pieces, [eng]: { ...before.state.pieces[eng]!, ...p } } } });
    expect(sosEngineersAtWorkProblems('T02/german-movement', before, moved({ at: city })).join('\n')).toMatch(new RegExp(`${eng}, building a fortification in ${at}, moved from ${at} to ${city}`));
    expect(sosEngineersAtWorkProblems('T02/german-movement', before, moved({ at: null, eliminated: true }))).toEqual([]);
    expect(sosEngineersAtWorkProblems('T02/soviet-movement', before, moved({ at: city }))).toEqual([]);
  });

  it("sees the other side's hidden minefield or a task of its engineers in a side's view (17.21, 7.0)", () => {
    const hidden = works({ minefields: [{ hex: city, side: 'soviet', revealed: false }] });
    const shown = (e: SosEngineering) => (_side: SosSide) => ({ state: { engineering: e } as unknown as SosStateView });
    expect(sosHiddenWorkProblems(env, hidden, shown({ tasks: [], fortifications: [], minefields: [], bridges: [] }))).toEqual([]);
    expect(sosHiddenWorkProblems(env, hidden, shown(hidden.state.engineering!)).join('\n')).toMatch(new RegExp(`the german view shows the hidden soviet minefield in ${city}`));
    const revealed = works({ minefields: [{ hex: city, side: 'soviet', revealed: true }] });
    expect(sosHiddenWorkProblems(env, revealed, shown(revealed.state.engineering!))).toEqual([]);
  });

  it('sees a leader on the Turn Column Track who stands on the map, or is there twice (18.41)', () => {
    const leader = onMap('soviet', 'leader');
    expect(sosTurnTrackProblems(game)).toEqual([]);
    const found = sosTurnTrackProblems(with_({ leaderReturns: [{ unit: leader, turn: 3 }, { unit: leader, turn: 4 }] })).join('\n');
    expect(found).toMatch(new RegExp(`${leader} is on the Turn Column Track \\(turn 3\\) yet stands at`));
    expect(found).toMatch(/twice/);
  });

  it('sees a Soviet unit in play with an Out of Supply count that eliminates any unit, and a German count above 1 (19.1, 19.6)', () => {
    const sov = onMap('soviet');
    const ger = onMap('german');
    expect(sosOutOfSupplyProblems(env, with_({ outOfSupply: { [sov]: 3, [ger]: 1 } }))).toEqual([]);
    const found = sosOutOfSupplyProblems(env, with_({ outOfSupply: { [sov]: 4, [ger]: 2 } })).join('\n');
    expect(found).toMatch(new RegExp(`${sov} is in play at .* with "Out of Supply 4"`));
    expect(found).toMatch(new RegExp(`${ger}, a German unit, has "Out of Supply 2"`));
  });
});
