import { describe, expect, it } from 'vitest';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import type { SosPieceState } from '#games/streets-of-stalingrad/state/types';
import { tankRepairHex } from '#games/streets-of-stalingrad/windows/movement/tank-repair-place';
import { sosExchangedProblems, sosRemovedLeadersProblems } from './sos-fuzz-consolidation-invariants';
import { sosFuzzEnv } from './sos-fuzz-env';
import { sosInfiltrationProblems } from './sos-fuzz-infiltration-invariants';
import { sosTankRepairProblems } from './sos-fuzz-tank-repair-invariants';
import { sosFuzzTitle } from './sos-fuzz-title';
import { sosWithdrawalRecordProblems, sosWithdrawnProblems } from './sos-fuzz-withdrawal-invariants';

/** The invariants of the campaign's orders (SoS 20.x, 21.5x, 13.x, 16.72), each shown failing on a position made to break it. */
const { env } = sosFuzzEnv();
const game = sosFuzzTitle().ruleset.setup('scenario-3');
const ids = Object.keys(game.state.pieces).sort();
const mapHex = (id: string) => /^\d{4}$/.test(game.state.pieces[id]!.at ?? '');
const find = (side: string, type: string, more: (id: string) => boolean = () => true) => ids.find((id) => env.counter(id).side === side && env.counter(id).type === type && mapHex(id) && more(id))!;
const moved = (g: SosGame, to: Record<string, Partial<SosPieceState>>): SosGame => ({ ...g, state: { ...g.state, pieces: { ...g.state.pieces, ...Object.fromEntries(Object.entries(to).map(([id, p]) => [id, { ...g.state.pieces[id]!, ...p }])) } } });
const dead = { at: null, eliminated: true };

describe('the Streets of Stalingrad campaign-order invariants can fail', () => {
  it('sees an exchange whose counters do not match (20.4), whose unit stays in play or whose unit taken is not in the hex (20.1, 20.2); a leader removed with his formation still in play (20.7)', () => {
    const unit = find('german', 'infantry');
    const hex = game.state.pieces[unit]!.at!;
    const twin = ids.find((id) => id !== unit && env.counter(id).type === 'infantry' && env.counter(id).side === 'german' && env.counter(id).af === env.counter(unit).af && env.counter(id).df === env.counter(unit).df)!;
    const tank = find('german', 'tank');
    const before = moved(game, { [twin]: dead, [tank]: dead });
    const after = moved(before, { [unit]: dead, [twin]: { at: hex, eliminated: false } });
    const ev = (taken: string) => [{ type: 'units-exchanged', side: 'german', unit, for: taken, hex, visibleTo: ['german'] }];
    expect(sosExchangedProblems(env, 'T10/german-administrative', before, after, ev(twin))).toEqual([]);
    const found = [
      ...sosExchangedProblems(env, 'T10/german-administrative', before, moved(after, { [tank]: { at: hex, eliminated: false } }), ev(tank)),
      ...sosExchangedProblems(env, 'T10/german-movement', before, before, ev(twin)),
    ].join('\n');
    expect(found).toMatch(/the counters do not match: .* \(SoS 20.4\)/);
    expect(found).toMatch(/not an Administrative window \(SoS 20.1\)/);
    expect(found).toMatch(new RegExp(`${unit} is not among the eliminated after it`));
    expect(found).toMatch(new RegExp(`${twin} is not in ${hex} after it`));
    const leader = find('german', 'leader');
    expect(sosRemovedLeadersProblems(env, { ...game, state: { ...game.state, consolidationRemoved: [leader] } }).join('\n')).toMatch(/removed with his formation yet is in play/);
    expect(sosRemovedLeadersProblems(env, moved({ ...game, state: { ...game.state, consolidationRemoved: [leader] } }, { [leader]: dead }))).toEqual([]);
  });

  it('sees a withdrawn unit back in play or among the eliminated, a withdrawal kept that may not be (21.51, 21.54), and a unit withdrawn with another formation', () => {
    const [pak, other] = [ids.find((id) => id.includes('670'))!, find('german', 'infantry')];
    const record = { units: { [pak]: 3 }, substituted: {}, done: [], kept: ['670-pak'], early: [] };
    const withdrawn = moved({ ...game, state: { ...game.state, withdrawals: record } }, { [pak]: { at: null, eliminated: false } });
    expect(sosWithdrawalRecordProblems(env, withdrawn).join('\n')).toMatch(/the 670-pak withdrawal is kept but may not be/);
    const back = sosWithdrawalRecordProblems(env, moved(withdrawn, { [pak]: { at: game.state.pieces[pak]!.at } })).join('\n');
    expect(back).toMatch(/was withdrawn yet stands at/);
    expect(sosWithdrawalRecordProblems(env, moved(withdrawn, { [pak]: dead })).join('\n')).toMatch(/yet is among the eliminated/);
    const ev = [{ type: 'units-withdrawn', side: 'german', withdrawal: '670-pak', units: [pak, other] }];
    const found = sosWithdrawnProblems(env, 'T15/german-administrative', game, withdrawn, ev).join('\n');
    expect(found).toMatch(new RegExp(`${other} is withdrawn with the 670-pak withdrawal but is of none`));
    expect(found).toMatch(new RegExp(`${other} was withdrawn but is not on record as withdrawn`));
    expect(found).not.toMatch(new RegExp(`${pak} `));
    // SoS 20.1: an eliminated unit taken in by an exchange at the start of the phase may be withdrawn after it; one not taken in may not
    const wasDead = moved(game, { [pak]: dead });
    const withdrawOnly = [{ type: 'units-withdrawn', side: 'german', withdrawal: '670-pak', units: [pak] }];
    expect(sosWithdrawnProblems(env, 'T15/german-administrative', wasDead, withdrawn, withdrawOnly).join('\n')).toMatch(new RegExp(`${pak} was withdrawn but was not in play`));
    const exchanged = [{ type: 'units-exchanged', side: 'german', unit: other, for: pak, hex: game.state.pieces[other]!.at, visibleTo: ['german'] }, ...withdrawOnly];
    expect(sosWithdrawnProblems(env, 'T15/german-administrative', wasDead, withdrawn, exchanged)).toEqual([]);
  });

  it("sees Herman's infiltration before 26 September, twice a phase, or ending off its way back (13.1, 13.3, 13.8)", () => {
    const herman = ids.find((id) => env.counter(id).leader?.kind === 'herman')!;
    const infantry = ids.find((id) => env.counter(id).side === 'soviet' && env.counter(id).type === 'infantry' && mapHex(id))!;
    const start = game.state.pieces[infantry]!.at!;
    const before = moved(game, { [herman]: { at: start } });
    const move = { type: 'infiltration-move', units: [herman, infantry], from: start, path: [start], reveals: [herman, infantry] };
    const back = { type: 'infiltration-return', units: [herman, infantry], from: start, path: [start] };
    const found = sosInfiltrationProblems(env, 'T10/soviet-exploit-attack', before, moved(before, { [herman]: { at: '0101' } }), [move, move, back]).join('\n');
    expect(found).toMatch(/only in a Soviet Exploit Attack Phase from 26 September/);
    expect(found).toMatch(/2 infiltrations in T10\/soviet-exploit-attack/);
    expect(found).toMatch(new RegExp(`${herman}, back from the infiltration, stands at 0101, not ${start}`));
  });

  it('sees a tank repaired off a repair turn, one not eliminated, or placed away from the tank repair unit (16.72)', () => {
    const tank = find('soviet', 'tank');
    const hex = tankRepairHex(env, game.state)!;
    const before = moved(game, { [tank]: dead });
    const after = moved(before, { [tank]: { at: hex, eliminated: false } });
    const ev = (at: string) => [{ type: 'tank-repaired', unit: tank, hex: at, visibleTo: ['soviet'] }, { type: 'tank-repaired', unit: tank, visibleTo: ['german'] }];
    expect(sosTankRepairProblems(env, 'T04/soviet-movement', before, after, ev(hex))).toEqual([]);
    const found = [...sosTankRepairProblems(env, 'T05/soviet-movement', game, game, ev('0101'))].join('\n');
    expect(found).toMatch(/only in the Soviet Movement Phase of a repair turn/);
    expect(found).toMatch(/repaired, was not eliminated/);
    expect(found).toMatch(/was placed in 0101, not on the tank repair unit/);
  });
});
