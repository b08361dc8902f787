import { describe, expect, it } from 'vitest';
import { monthOfTurn } from '#games/drive-on-stalingrad/rules/weather/calendar';
import { blue, bundle } from './bundle-fixture';

const weather = bundle.tables.weather!;

describe('DoS weather table (5.2 III, 10.0: not in the text, reconstructed)', () => {
  it('is marked reconstructed and rolls a d6 for every month, naming defined states only', () => {
    expect(weather.provenance).toBe('reconstructed');
    for (let m = 1; m <= 12; m++) {
      const row = weather.table[String(m)]!;
      expect(row, `month ${m}`).toHaveLength(6);
      for (const s of row) expect(Object.keys(weather.states)).toContain(s);
    }
  });

  it('keeps the states the text implies: normal weather as printed (9.19), and frozen marsh and rivers (11.17, 11.19)', () => {
    expect(weather.states.normal).toMatchObject({ frozen: false });
    expect(weather.states.normal!.cost ?? {}).toEqual({});
    expect(weather.states.freezing).toMatchObject({ frozen: true });
    expect(Object.values(weather.states).filter((s) => s.frozen).length).toBeGreaterThan(0);
  });

  it('gives Operation Blue normal weather on game turn 1 and a dry summer (no frozen state from June to September)', () => {
    expect(blue.startDate).toBe('1942-06-28');
    expect(weather.initial[String(monthOfTurn(blue.startDate!, 1))]).toBe('normal');
    for (let turn = 2; turn <= blue.turns; turn++) {
      const row = weather.table[String(monthOfTurn(blue.startDate!, turn))]!;
      for (const s of row) expect(weather.states[s]!.frozen, `GT${turn}`).toBe(false);
    }
  });

  it('opens a 19 November game in freezing weather and rolls snow only from November on', () => {
    expect(weather.initial['11']).toBe('freezing');
    for (const m of ['5', '6', '7', '8', '9', '10']) expect(weather.table[m]).not.toContain('snow');
  });

  it('lists Operation Blue\'s own rules (digest §2.2)', () => {
    expect(blue.specialRules).toEqual(['ground-support-aircraft', 'black-sea-movement', 'manych-flood', 'o-ring', 'one-time-sequences']);
  });
});
