import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { ENGINE_BEFORE_FERRIES, FERRY_ENGINE } from '#games/campaign-to-stalingrad/data/engine-bundle';
import { scenarioMap } from '#kernel/engine/ruleset';

/**
 * A game is drawn on the map its engine plays (the reports, the SVG, the game page): a cts-2
 * game on the map before the ferry sites of 4.4.4, whose road crossed the Don at Boguchar
 * (3129|3229), a cts-3 game on the map where that crossing is a ferry site.
 */
describe('the map a Campaign To Stalingrad game is drawn on', () => {
  it.each([
    [FERRY_ENGINE, 'ferry'],
    [ENGINE_BEFORE_FERRIES, 'road'],
  ])('a game of engine %s is drawn with a %s at 3129|3229', (engine, feature) => {
    const state = cts.setup('fall-blau', {}, engine);
    const map = scenarioMap(cts, 'campaign-to-stalingrad/fall-blau', state)!;
    expect(map.hexsides['3129|3229']).toContain(feature);
  });

  it('without a state (nothing replayed) it is the newest map', () => {
    expect(scenarioMap(cts, 'campaign-to-stalingrad/fall-blau')!.hexsides['3129|3229']).toContain('ferry');
  });
});
