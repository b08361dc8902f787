import { beforeAll, describe, expect, it } from 'vitest';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import type { SosSide } from '#games/streets-of-stalingrad/sequence/phases';
import type { SosStateView } from '#games/streets-of-stalingrad/view/side-view';
import type { GameReport } from '../../../fuzz/game-report';
import { runFuzz } from '../../../fuzz/run-fuzz';
import { formatSummary, type RunSummary } from '../../../fuzz/run-summary';
import { sosFuzzEnv } from './sos-fuzz-env';
import { isClearHex } from '#games/streets-of-stalingrad/hidden/hidden-status';
import { sosLeakProblems, sosOpportunityFireProblems } from './sos-fuzz-invariants';
import { sosFuzzTitle } from './sos-fuzz-title';
import { SOS_SCENARIOS, type SosScenarioId } from '#games/streets-of-stalingrad/sequence/scenarios';

/**
 * The random-legal-orders fuzzer (docs/fuzzer.md) on Streets of Stalingrad: three whole games,
 * scenario #1, scenario #2 and the later card #6 (20 October to 1 November, the 79th Division
 * arriving), each from the set-up to its end, with every invariant checked after every step
 * (about 30 s a game for #1 and #2, a few seconds for #6). The large run:
 * `npx tsx scripts/fuzz.ts --title streets-of-stalingrad --games 20`.
 */
const title = sosFuzzTitle();
const scenarios = ['scenario-1', 'scenario-2', 'scenario-6'];
let reports: GameReport[];
let summary: RunSummary;

beforeAll(() => {
  ({ reports, summary } = runFuzz({ title, games: 3, seed: 'sos-npm-test', scenarios }));
}, 600_000);

const why = () => formatSummary(summary).join('\n');

describe('fuzzing Streets of Stalingrad with random legal orders', () => {
  it('plays a game of each scenario to its end, with a winner and a reason (SoS 3.1-3.3)', () => {
    expect(reports.map((r) => r.scenario)).toEqual(scenarios);
    for (const r of reports) {
      expect(r.outcome, why()).toMatchObject({ ended: true });
      expect(r.outcome.winner).toBeDefined();
      expect(r.outcome.reason).toBeTruthy();
      expect(r.turn).toBeLessThanOrEqual(SOS_SCENARIOS[r.scenario as SosScenarioId].lastTurn);
    }
  });

  it('finds no violation: hexes and boxes, sides sharing a hex, stacking, hidden units in the views, purity, replay', () => {
    expect(summary.violations, why()).toEqual([]);
  });

  it('finds no disagreement between options() and check()', () => {
    expect(reports.flatMap((r) => r.disagreements), why()).toEqual([]);
    expect(summary.offeredChecked).toBeGreaterThan(50);
  });

  it('marks hexes, attacks and bombards, and the defender answers the defense pause', () => {
    for (const r of reports) expect(r.battles.length, why()).toBeGreaterThan(0);
    for (const kind of ['place', 'move', 'markAttack', 'attack', 'bombard', 'defense']) expect(summary.orders[kind] ?? 0, `${kind}\n${why()}`).toBeGreaterThan(0);
    expect(summary.rolled).toBeGreaterThan(0);
  });

  it('starts engineering tasks, brings units in from the boxes and carries by transport (SoS 17.0, 18.42, 21.2, 16.4)', () => {
    for (const kind of ['build', 'enter', 'move-transport']) expect(summary.orders[kind] ?? 0, `${kind}\n${why()}`).toBeGreaterThan(0);
  });
});

describe('the Streets of Stalingrad fuzz invariants can fail', () => {
  const game = title.ruleset.setup('scenario-1');
  const ids = Object.keys(game.state.pieces).filter((id) => game.state.pieces[id]!.at !== null && !game.state.pieces[id]!.at!.includes('-'));
  const german = ids.find((id) => id.startsWith('ger-'))!;
  const soviet = ids.find((id) => id.startsWith('sov-'))!;
  const moved = (at: Record<string, string | null>, extra: Partial<SosGame['state']['pieces'][string]> = {}): SosGame => ({
    ...game,
    state: { ...game.state, pieces: Object.fromEntries(Object.entries(game.state.pieces).map(([id, p]) => [id, id in at ? { ...p, ...extra, at: at[id]! } : p])) },
  });

  it('sees a German and a Soviet unit in one hex (SoS 9.8), an eliminated unit left on the map, a piece off the map', () => {
    expect(title.stateProblems(game)).toEqual([]);
    expect(title.stateProblems(moved({ [german]: game.state.pieces[soviet]!.at })).join('\n')).toMatch(/holds units of both sides/);
    expect(title.stateProblems(moved({ [german]: game.state.pieces[german]!.at }, { eliminated: true })).join('\n')).toMatch(/is eliminated yet stands/);
    expect(title.stateProblems(moved({ [german]: '9999' })).join('\n')).toMatch(/neither a hex of the map nor a box/);
  });

  it('sees more Stukas used in a turn than the scenario gives (SoS 15.11, 15.51)', () => {
    expect(title.stateProblems({ ...game, state: { ...game.state, stukasUsed: 99 } }).join('\n')).toMatch(/99 Stukas used on turn/);
  });

  it('sees a side over-stacked between phases (SoS 5.1, 5.3-5.4)', () => {
    const at = game.state.pieces[soviet]!.at!;
    const more = ids.filter((id) => id.startsWith('sov-') && title.ruleset.options(game, 'soviet' as never).some((o) => o.unit === id)).slice(0, 6);
    const started = { ...moved(Object.fromEntries(more.map((id) => [id, at]))), setup: null };
    expect(title.stateProblems(started).join('\n')).toMatch(/breaks a limit/);
  });

  it('sees a side view or the public view that shows enemy units the hidden-unit rules hide, and options that name enemy units (SoS 7.0)', () => {
    const { env, look } = sosFuzzEnv();
    const view = (side: SosSide | null) => title.ruleset.view(game, side as never) as { state: SosStateView };
    expect(sosLeakProblems(env, look, game, view, [])).toEqual([]);
    // the position whole, as the referee sees it, given to a side and to the public
    const whole = (side: SosSide | null) => ({ state: { ...view(side).state, pieces: game.state.pieces } });
    const found = sosLeakProblems(env, look, game, whole, []).join('\n');
    expect(found).toMatch(/the german view holds enemy piece sov-/);
    expect(found).toMatch(/the soviet view holds enemy piece ger-/);
    expect(found).toMatch(/the public view names/);
    expect(sosLeakProblems(env, look, game, view, [{ side: 'german', options: [{ unit: soviet as never, label: 'x', hex: '0101' as never }] }]).join('\n')).toMatch(/options name enemy units/);
  });

  it('sees opportunity fire against 11.1-11.11: by the moving side, twice by one unit, by a pinned unit, into a city hex, and a stopped mover left free', () => {
    const { env } = sosFuzzEnv();
    const sov = ids.filter((id) => id.startsWith('sov-') && env.facts(id).combat);
    const [firer, second] = sov;
    const from = game.state.pieces[firer!]!.at!;
    const clear = env.map.hexes.find((h) => isClearHex(env.tec, h.terrain))!.id;
    const city = env.map.hexes.find((h) => h.terrain.includes('city'))!.id;
    const fire = (hex: string, firers: string[], extra: object = {}) => ({ type: 'opportunity-fire', from, hex, movers: [german], firers: firers.map((id) => ({ id })), result: '-', ...extra });
    const check = (window: string, events: object[], before: SosGame = game, after: SosGame = game) => sosOpportunityFireProblems(env, window, before, after, events as never).join('\n');
    expect(check('T01/german-movement', [fire(clear, [firer!]), fire(clear, [second!], { visibleTo: ['german'] })])).toBe('');
    expect(check('T01/soviet-movement', [fire(clear, [firer!])])).toMatch(/fired by the soviet, the side that moves/);
    expect(check('T01/german-attack', [fire(clear, [firer!])])).toMatch(/not a movement, exploit movement or reserves window/);
    expect(check('T01/german-movement', [fire(clear, [firer!]), fire(clear, [firer!])])).toMatch(/fires a second time in one phase/);
    const recorded = { ...game, state: { ...game.state, opportunityFired: [{ unit: firer!, turn: 1, phase: 3, untilTurn: 1, untilPhase: 5 }] } };
    expect(check('T01/german-movement', [fire(clear, [firer!])], recorded)).toMatch(/already fired in this phase/);
    expect(check('T01/german-movement', [fire(clear, [firer!])], moved({ [firer!]: from }, { pinned: true }))).toMatch(/was pinned/);
    expect(check('T01/german-movement', [fire(city, [firer!])])).toMatch(/neither a clear hex nor a balka hex/);
    expect(check('T01/german-movement', [{ type: 'move-stopped-by-fire', at: clear, units: [german] }])).toMatch(/is neither pinned nor eliminated nor back in its box/);
    expect(check('T01/german-movement', [{ type: 'move-stopped-by-fire', at: clear, units: [german] }], game, moved({ [german]: game.state.pieces[german]!.at }, { pinned: true }))).toBe('');
  });
});
