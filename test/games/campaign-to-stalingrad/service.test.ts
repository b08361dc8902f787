import { afterEach, describe, expect, it } from 'vitest';
import { rulesetFor, rulesets } from '#games';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { verifyArchive } from '#archive/verify';
import { Replay } from '#archive/verify/replay';
import { createService } from '#service/create-service';
import { seededEntropy, steppingClock } from '../../support/fixed-ports';
import { tempStore, type TempStore } from '../../support/temp-store';
import { scriptedOrders } from './support/play';

let db: TempStore | undefined;
afterEach(() => db?.dispose());

describe('Campaign To Stalingrad through the service', () => {
  it('plays the first two turns of Fall Blau, both sides attacking every turn, and the archive verifies', async () => {
    db = tempStore();
    const service = createService({ db, rulesets, clock: steppingClock(), entropy: seededEntropy('cts') });
    const game = await service.createGame({ scenario: 'campaign-to-stalingrad/fall-blau', players: [{ side: 'axis' }, { side: 'soviet' }] });
    const token = (side: string) => game.players.find((p) => p.side === side)!.token;
    const windows: string[] = [];
    const battlesBy: Record<string, number> = { axis: 0, soviet: 0 };
    for (let n = 0; n < 8; n++) {
      const summary = await service.summary(game.id);
      if (!summary.window) break;
      windows.push(summary.window);
      const state = (await service.view(game.id, { kind: 'referee' })) as CtsState;
      for (const side of summary.waitingFor) {
        const orders = scriptedOrders(cts, state, side, { moves: 4, battles: 2 });
        if (state.phase === 'combat') battlesBy[side]! += orders.length;
        const file = { format: 'umpire-turn/1', game: game.id, side, window: summary.window, entropy: `${side} ${n}`, orders };
        const r = await service.submitTurn({ gameId: game.id, text: JSON.stringify(file), bearer: token(side), channel: 'http' });
        if (!r.ok) throw new Error(`${side} ${summary.window}: ${r.status} ${r.code} ${JSON.stringify(r.errors)}`);
      }
    }
    expect(windows).toEqual([
      'T01/axis-movement', 'T01/axis-combat', 'T01/soviet-movement', 'T01/soviet-combat',
      'T02/axis-movement', 'T02/axis-combat', 'T02/soviet-movement', 'T02/soviet-combat',
    ]);
    expect(battlesBy.axis).toBeGreaterThanOrEqual(2);
    expect(battlesBy.soviet).toBeGreaterThanOrEqual(2);

    const full = await service.archive(game.id, { kind: 'referee' });
    const report = verifyArchive(full, rulesetFor);
    expect(report.failure).toBeUndefined();
    expect(report).toMatchObject({ ok: true, scope: 'full' });
    expect(full.steps).toHaveLength(8);
  });

  it('a game created with weather: rolled (CtS 25.0) records the option in its archive, rolls turn 2\'s weather, and its replay rolls it again: a replay that drops the option fails', async () => {
    db = tempStore();
    const service = createService({ db, rulesets, clock: steppingClock(), entropy: seededEntropy('cts weather') });
    const game = await service.createGame({ scenario: 'campaign-to-stalingrad/fall-blau', players: [{ side: 'axis' }, { side: 'soviet' }], options: { weather: 'rolled' } });
    const token = (side: string) => game.players.find((p) => p.side === side)!.token;
    for (let n = 0; n < 4; n++) {
      const summary = await service.summary(game.id);
      for (const side of summary.waitingFor) {
        const file = { format: 'umpire-turn/1', game: game.id, side, window: summary.window, entropy: `${side} ${n}`, orders: [] };
        const r = await service.submitTurn({ gameId: game.id, text: JSON.stringify(file), bearer: token(side), channel: 'http' });
        if (!r.ok) throw new Error(`${side} ${summary.window}: ${r.status} ${r.code} ${JSON.stringify(r.errors)}`);
      }
    }
    expect((await service.summary(game.id)).window).toBe('T02/axis-movement');
    const state = (await service.view(game.id, { kind: 'referee' })) as CtsState;
    expect(state.weatherLog?.map((r) => r.turn)).toEqual([1, 2]);

    const full = await service.archive(game.id, { kind: 'referee' });
    expect(full.game.options).toEqual({ weather: 'rolled' });
    const turnTwo = full.steps.at(-1)!;
    expect(turnTwo.transcript.map((d) => d.label)).toContain('T02/admin/weather');
    expect(turnTwo.events).toContainEqual(expect.objectContaining({ type: 'weather', rule: 'CtS 25.0', turn: 2, month: 'July', weather: state.weather }));
    expect(verifyArchive(full, rulesetFor)).toMatchObject({ ok: true, scope: 'full' });
    // the replay reads the option from the archive: rules that set the game up without it replay another game
    const blind = { ...cts, setup: (scenario: string) => cts.setup(scenario, undefined) };
    expect(verifyArchive(full, (id) => (id === cts.id ? blind : rulesetFor(id)))).toMatchObject({ ok: false, failure: { check: 'replay' } });
  });

  it('a game created with the optional rules on is replayed with them: the archive verifies, and the same archive without them does not', async () => {
    db = tempStore();
    const service = createService({ db, rulesets, clock: steppingClock(), entropy: seededEntropy('cts-optional') });
    const options = { rivers: 'on', artilleryBarrage: 'on', hqLimits: 'on', offMapSupply: 'on', sovietArmor: 'on', commandControl: 'on' }; // CtS 39.0, CtS 40.0, CtS 41.0, CtS 43.0, CtS 44.0, CtS 45.0
    const game = await service.createGame({ scenario: 'campaign-to-stalingrad/fall-blau', players: [{ side: 'axis' }, { side: 'soviet' }], options });
    const token = (side: string) => game.players.find((p) => p.side === side)!.token;
    for (let n = 0; n < 2; n++) {
      const summary = await service.summary(game.id);
      const state = (await service.view(game.id, { kind: 'referee' })) as CtsState;
      expect(state.rules).toEqual(options);
      for (const side of summary.waitingFor) {
        const file = { format: 'umpire-turn/1', game: game.id, side, window: summary.window, entropy: `${side} ${n}`, orders: scriptedOrders(cts, state, side, { moves: 4, battles: 2 }) };
        const r = await service.submitTurn({ gameId: game.id, text: JSON.stringify(file), bearer: token(side), channel: 'http' });
        if (!r.ok) throw new Error(`${side} ${summary.window}: ${r.status} ${r.code} ${JSON.stringify(r.errors)}`);
      }
    }
    const full = await service.archive(game.id, { kind: 'referee' });
    expect(full.game.options).toEqual(options);
    expect(verifyArchive(full, rulesetFor)).toMatchObject({ ok: true, scope: 'full' });
    // the options are bound to the log (a copy without them fails its hash) ...
    expect(verifyArchive({ ...full, game: { ...full.game, options: {} } }, rulesetFor)).toMatchObject({ ok: false, failure: { check: 'log', field: 'game' } });
    // ... and the replay sets the game up with them: without them its first state is another
    const replayed = (chosen: Record<string, unknown>) => {
      const started = Replay.start({ ...full, game: { ...full.game, options: chosen } }, cts, full.game.gameSalt!);
      if ('problem' in started) throw new Error(started.problem);
      return started.replay.step(full.steps[0]!);
    };
    expect(replayed(options)).toBeNull();
    expect(replayed({})).toMatch(/the replayed state before the step hashes to/);
  });
});
