import { describe, expect, it } from 'vitest';
import { run } from '../../bench/sos-adjudicate.bench';

/**
 * The Streets of Stalingrad adjudication bench still sets up and runs on the rules as they are
 * (a rule that rolls a new die in its positions must be given it): no time is asserted here.
 */
describe('bench sos.adjudicate.*', () => {
  it('prints its five figures, with a movement file of six moves, one opportunity fire and three attacks resolved', async () => {
    const figures = await run();
    expect(figures.map((f) => f.name)).toEqual([
      'sos.adjudicate.t01-german-movement',
      'sos.adjudicate.t01-german-movement.moves',
      'sos.adjudicate.t01-german-movement-under-of',
      'sos.adjudicate.t01-german-movement-under-of.fires',
      'sos.adjudicate.t01-german-attack',
    ]);
    expect(figures.find((f) => f.name.endsWith('.moves'))!.value).toBe(6);
    expect(figures.find((f) => f.name.endsWith('.fires'))!.value).toBeGreaterThan(0);
  }, 60_000);
});
