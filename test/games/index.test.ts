import { describe, expect, it } from 'vitest';
import { rulesetFor, rulesets } from '../../src/games';

describe('the title registry', () => {
  it('finds Drive on Stalingrad by id and nothing else by a wrong id', () => {
    expect(rulesets.map((r) => r.id)).toEqual(['drive-on-stalingrad']);
    expect(rulesetFor('drive-on-stalingrad')?.engineVersion).toBe('dos-1');
    expect(rulesetFor('no-such-game')).toBeUndefined();
  });
});
