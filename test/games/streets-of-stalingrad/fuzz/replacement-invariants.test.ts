import { describe, expect, it } from 'vitest';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { sosFuzzEnv } from './sos-fuzz-env';
import { sosReplacedProblems, sosReplacementPointsProblems } from './sos-fuzz-replacement-invariants';
import { sosFuzzTitle } from './sos-fuzz-title';

/** The invariants of replacements (SoS 21.41-21.46), each shown failing on a position made to break it. */
const { env } = sosFuzzEnv();
const game = sosFuzzTitle().ruleset.setup('scenario-1');
const withState = (more: Partial<SosGame['state']>): SosGame => ({ ...game, state: { ...game.state, ...more } });
const gone = (g: SosGame, ids: string[]): SosGame => withState({ pieces: { ...g.state.pieces, ...Object.fromEntries(ids.map((id) => [id, { ...g.state.pieces[id]!, at: null, eliminated: true }])) } });
const placed = (g: SosGame, ids: string[], box: string): SosGame => ({ ...g, state: { ...g.state, pieces: { ...g.state.pieces, ...Object.fromEntries(ids.map((id) => [id, { ...g.state.pieces[id]!, at: box, eliminated: false }])) } } });
const event = (units: string[], box: string) => ({ type: 'replacements-placed', rule: 'SoS 21.41, 21.2', side: 'soviet', units, box, visibleTo: ['soviet'] });

describe('the Streets of Stalingrad replacement invariants can fail', () => {
  it('sees saved points below zero (21.41) and Soviet Pz points (21.42)', () => {
    expect(sosReplacementPointsProblems(withState({ replacementPoints: { german: { Pz: 4, AF: 3 }, soviet: { Pz: 0, AF: 4 } } }))).toEqual([]);
    const found = sosReplacementPointsProblems(withState({ replacementPoints: { german: { Pz: -1, AF: 3 }, soviet: { Pz: 2, AF: 0 } } })).join('\n');
    expect(found).toMatch(/german has -1 Pz replacement points saved \(SoS 21.41\)/);
    expect(found).toMatch(/the Soviet has 2 Pz replacement points: Pz points are German \(SoS 21.42\)/);
  });

  it('sees a unit rebuilt that was not eliminated (21.46), or that may not be replaced (21.44, 16.26)', () => {
    const before = gone(game, ['sov-1-270-nkvd', 'sov-1-42g', 'sov-mine-dog-1']);
    expect(sosReplacedProblems(env, before, placed(before, ['sov-1-270-nkvd'], 'EB-C'), [event(['sov-1-270-nkvd'], 'EB-C')])).toEqual([]);
    const found = sosReplacedProblems(env, before, placed(before, ['sov-2-270-nkvd', 'sov-1-42g', 'sov-mine-dog-1'], 'EB-C'), [event(['sov-2-270-nkvd', 'sov-1-42g', 'sov-mine-dog-1'], 'EB-C')]).join('\n');
    expect(found).toMatch(/sov-2-270-nkvd was rebuilt but was not eliminated \(SoS 21.41, 21.46\)/);
    expect(found).toMatch(/sov-1-42g was rebuilt but may not be replaced: .*\(SoS 21.44\)/);
    expect(found).toMatch(/sov-mine-dog-1 was rebuilt but may not be replaced: .*\(SoS 16.26, 21.43\)/);
  });
});
