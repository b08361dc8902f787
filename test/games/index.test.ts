import { describe, expect, it } from 'vitest';
import { rulesetFor, rulesets } from '#games';

describe('the title registry', () => {
  it('finds each title by id and nothing else by a wrong id', () => {
    expect(rulesets.map((r) => r.id)).toEqual(['drive-on-stalingrad', 'campaign-to-stalingrad', 'kharkov-battles', 'streets-of-stalingrad']);
    expect(rulesetFor('drive-on-stalingrad')?.engineVersion).toBe('dos-2');
    expect(rulesetFor('campaign-to-stalingrad')?.scenarios.map((s) => s.id)).toEqual(['fall-blau', 'operation-uranus', 'campaign']);
    expect(rulesetFor('kharkov-battles')?.scenarios.map((s) => s.id)).toEqual(['operation-star', 'second-kharkov', 'third-kharkov']);
    expect(rulesetFor('streets-of-stalingrad')?.scenarios.map((s) => s.id)).toEqual(['scenario-1', 'scenario-2', 'scenario-3', 'scenario-4', 'scenario-5', 'scenario-6', 'scenario-7', 'scenario-8']);
    expect(rulesetFor('no-such-game')).toBeUndefined();
  });
});
