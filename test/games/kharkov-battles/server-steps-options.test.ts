import { describe, expect, it } from 'vitest';
import { kbGameOptions, SERVER_RECORD_AT_START } from '#games/kharkov-battles/server-steps/index';
import { readOptions } from '#games/kharkov-battles/server-steps/options';
import { turnPlan } from '#games/kharkov-battles/sequence/windows';

describe('the game options a scenario may be created with (KB 20.1-20.3, 9.2)', () => {
  it("Operation Star offers its two Optional Historical Limitations (20.1), the Support Points by agreement (9.2) and the Hidden Strength rule (2.72), each off by default", () => {
    expect(kbGameOptions('operation-star').map((o) => [o.name, o.values, o.default, o.rule])).toEqual([
      ['historicalFuel', ['off', 'on'], 'off', 'KB 20.1'],
      ['historicalTurnZero', ['off', 'on'], 'off', 'KB 20.1'],
      ['supportPoints', ['table', 'trt'], 'table', 'KB 9.2'],
      ['hiddenStrength', ['off', 'on'], 'off', 'KB 2.72'],
    ]);
  });

  it('Second Kharkov (Support Points strictly from the TRT, 20.2) and Third Kharkov (none needed, 20.3) offer only the Hidden Strength rule (2.72)', () => {
    for (const s of ['second-kharkov', 'third-kharkov'] as const) expect(kbGameOptions(s).map((o) => o.name)).toEqual(['hiddenStrength']);
    expect(readOptions('third-kharkov', { hiddenStrength: 'on' }).hiddenStrength).toBe(true);
  });

  it('the options read as the turn plan takes them: the fuel rule adds its notes to the plan of turn 6', () => {
    const read = readOptions('operation-star', { historicalFuel: 'on' });
    expect(read).toEqual({ historicalFuel: true, historicalTurnZero: false, historicalSupport: false, hiddenStrength: false });
    const a3 = turnPlan('operation-star', 6, read)!.find((e) => e.kind === 'automatic' && e.step === 'A.3')!;
    expect(a3.notes.join(' ')).toMatch(/Popov fuel roll/);
    // an option a scenario does not offer is at its default
    expect(readOptions('third-kharkov', { historicalFuel: 'on', supportPoints: 'trt' })).toEqual({ historicalFuel: false, historicalTurnZero: false, historicalSupport: false, hiddenStrength: false });
  });

  it('the record at the start: no edge duty checked, no count, no result', () => {
    expect(SERVER_RECORD_AT_START('second-kharkov')).toEqual({ edges: { lastTurn: null, streak: { axis: 0, soviet: 0 }, lapsed: { axis: null, soviet: null } }, vp: null, result: null });
  });
});
