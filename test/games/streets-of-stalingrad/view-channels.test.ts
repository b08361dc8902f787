import { describe, expect, it } from 'vitest';
import { visibleEvents } from '../../../src/archive/redact';
import { buildMapScene, renderMapSvg } from '#report';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { GameEvent } from '#kernel/engine/events';
import { side } from '#kernel/ids';
import { sosEnv } from '#games/streets-of-stalingrad/game/env';
import { HIDDEN_UNIT, sosEventVisibility } from '#games/streets-of-stalingrad/view/event-visibility';
import { data, fragment, HEX, losOf, rulesetWith } from './view-fixture';

/**
 * SoS 7.0: every channel shows each side only what it may see. The German copy of a step's
 * events (the kernel's redaction by `visibleTo`), the German scene of the map reports and the
 * German view's JSON never name a Soviet unit hidden from him.
 */
const env = sosEnv(data);
const look = { inLos: losOf([]), badWeather: false };
const german = (events: GameEvent[]) => visibleEvents(events, { side: 'german' } as never);
const soviet = (events: GameEvent[]) => visibleEvents(events, { side: 'soviet' } as never);
const publicCopy = (events: GameEvent[]) => visibleEvents(events, { side: null } as never);

describe('the events of a step as each side may read them (SoS 7.0, 7.5)', () => {
  // the Soviet militia in a city hex no German sees; the NKVD battalion in a clear hex, seen from the air (7.4)
  const g = fragment({ 'sov-militia': HEX.city, 'sov-1-270-nkvd': HEX.clear, 'ger-71-5-191': HEX.clear2 });
  const fired: GameEvent = { type: 'opportunity-fire', rule: 'SoS 11.1', firers: ['sov-militia', 'sov-1-270-nkvd'], at: HEX.clear2, result: 'P' };

  it('SoS 7.0: an event naming the hidden militia goes to the Soviet as it is and to the German with the id read as hidden-unit; the public sees neither', () => {
    const out = sosEventVisibility(env, g.state, [fired], look);
    expect(soviet(out)).toEqual([{ ...fired, visibleTo: ['soviet'] }]);
    expect(german(out)).toEqual([{ ...fired, firers: [HIDDEN_UNIT, 'sov-1-270-nkvd'], visibleTo: ['german'] }]);
    expect(publicCopy(out)).toEqual([]);
  });

  it('SoS 7.5: a unit that reveals itself in the event (`reveals`) is named to both; an event naming only seen units is left public', () => {
    const revealing = { ...fired, reveals: ['sov-militia'] };
    expect(sosEventVisibility(env, g.state, [revealing], look)).toEqual([revealing]);
    const seen = { type: 'pinned', rule: 'SoS 9.111', unit: 'sov-1-270-nkvd' };
    expect(sosEventVisibility(env, g.state, [seen], look)).toEqual([seen]);
  });

  it('SoS 7.0: an event already given to one side keeps its limit', () => {
    const own: GameEvent = { type: 'set-up', side: 'soviet', units: ['sov-militia'], visibleTo: ['soviet'] };
    expect(sosEventVisibility(env, g.state, [own], look)).toEqual([own]);
  });
});

describe('a hidden Soviet unit in the German channels (SoS 7.0, 7.2)', () => {
  const ruleset = rulesetWith({ inLos: losOf([[HEX.clear2, HEX.city]]) });
  const g = fragment({ 'sov-militia': HEX.city, 'sov-1-270-nkvd': HEX.clear, 'ger-71-5-191': HEX.clear2 });

  it('is in no German scene, only face down, and in the referee\'s', () => {
    const scene = ruleset.scene!(g, { kind: 'side', side: side('german') });
    expect(JSON.stringify(scene)).not.toContain('sov-militia');
    expect(scene.pieces.find((p) => p.hex === HEX.city)).toMatchObject({ side: 'soviet', factors: '?', designation: '10 NKVD flag', stackCount: 1 });
    expect(scene.pieces.find((p) => p.unit === 'sov-1-270-nkvd')).toMatchObject({ hex: HEX.clear, factors: '4-4-2-8', size: 'II' });
    expect(ruleset.scene!(g, { kind: 'referee' }).pieces.map((p) => p.unit)).toContain('sov-militia');
  });

  it('is not drawn in the German SVG of the map, where its stack shows face down', () => {
    const content = ruleset.scene!(g, { kind: 'side', side: side('german') });
    const svg = renderMapSvg(buildMapScene({ map: ruleset.map!, content, events: [], title: 'Streets of Stalingrad', caption: 'scenario #1', copy: 'German copy' }));
    expect(svg).not.toContain('sov-militia');
    expect(svg).not.toContain('Workers');
    expect(svg).toContain('10 NKVD flag');
  });

  it('is nowhere in the German view\'s JSON, nor in the public view', () => {
    expect(JSON.stringify(ruleset.view(g, side('german')))).not.toContain('sov-militia');
    expect(JSON.stringify(ruleset.view(g, null))).not.toContain('sov-militia');
    expect(JSON.stringify(ruleset.view(g, side('soviet')))).toContain('sov-militia');
  });

  it('is named in no German event of a game walked from its set-ups through the first turn', () => {
    let game = ruleset.setup('scenario-1');
    const events: GameEvent[] = [];
    for (let i = 0; i < 30 && ruleset.window(game); i++) {
      const w = ruleset.window(game)!;
      const r = ruleset.adjudicate(game, [{ side: w.waitingFor[0]!, orders: w.id.endsWith('soviet-setup') ? [{ place: { units: ['sov-militia'], hex: HEX.city } }] : [] }], new FixedDice([]));
      events.push(...r.events);
      game = r.state;
    }
    expect(events.some((e) => JSON.stringify(e).includes('sov-militia'))).toBe(false);
    expect(JSON.stringify(german(events))).not.toContain('sov-militia');
  });

  it('the scene marks what lies on the counters it shows and the markers on the map (9.11, 9.02a, 10.6)', () => {
    const marked = fragment({ 'ger-71-5-191': HEX.clear2 }, { 'ger-71-5-191': { pinned: true } });
    const withMarkers = { ...marked, state: { ...marked.state, markers: { attack: [HEX.city], breakthru: [HEX.clear] } } };
    const scene = ruleset.scene!(withMarkers, { kind: 'side', side: side('german') });
    expect(scene.markers.map((m) => [m.hex, m.kind])).toEqual([[HEX.clear2, 'pinned'], [HEX.city, 'attack'], [HEX.clear, 'breakthru']]);
  });
});
