import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { commandControlPhase, commandStandings, removeOocMarkers } from '#games/kharkov-battles/command/command-control';
import { commitByAttack, scenarioCommitment } from '#games/kharkov-battles/command/commitment';
import { commandRefusal } from '#games/kharkov-battles/command/restrictions';
import { armyBoundRow, southOfArmyBound } from '#games/kharkov-battles/command/army-bounds';
import { southOfBound } from '#games/kharkov-battles/rules/movement/step';
import type { KbState } from '#games/kharkov-battles/state/types';
import { withUnits } from '#games/kharkov-battles/state/update';
import { d10, tables } from './combat-tables-fixture';
import { gridMap, position, type Piece } from './state-fixtures';

const h = hexId;
// Along one hex row the distance is the difference of the columns: 1211 to 1214 is 3 hexes.
const map = gridMap({ rows: [10, 14], cols: [8, 24] });
const TABLE = tables().commandControl;

const RED_RD = 'sov-100-rd-kb';
const RED_RD_2 = 'sov-183-rd-kb';
const YELLOW_RD = 'sov-167-rd-kb';
const YELLOW_RD_2 = 'sov-232-rd-kb';
const BEIGE_GUARDS_RD = 'sov-52g-rd-kb';
const RED_HQ = 'sov-40a-hq-kb'; // Command Range 3
const YELLOW_HQ = 'sov-38a-hq-kb'; // Command Range 3
const LAH = 'ger-1-lah';

const standing = (at: Record<string, Piece[]>, o: { state?: (s: KbState) => KbState; hidden?: boolean } = {}) => {
  const p = position(map, at);
  const state = o.state ? o.state(p.state) : p.state;
  return Object.fromEntries(commandStandings(p.ctx, state, { hiddenStrength: o.hidden }).map((s) => [s.unit, `${s.why} (${s.rule})`]));
};

describe('Command & Control: who must roll (13.2, 13.21, 13.22)', () => {
  it('a unit four hexes from the nearest Axis unit needs no command', () => {
    expect(standing({ '1210': [LAH], '1214': [RED_RD] })).toEqual({ [RED_RD]: 'no-enemy-within-3 (KB 13.2)' });
  });

  it('a unit three hexes from an Axis unit, with no HQ about, rolls', () => {
    expect(standing({ '1211': [LAH], '1214': [RED_RD] })).toEqual({ [RED_RD]: 'out-of-command (KB 13.2)' });
  });

  it('enemy units in between do not block the count (13.2 Note)', () => {
    expect(standing({ '1211': [LAH], '1212': ['ger-2-lah'], '1214': [RED_RD] })[RED_RD]).toBe('out-of-command (KB 13.2)');
  });

  it('within the Command Range of an HQ of its own colour it functions normally; the other army\'s HQ will not do (13.22)', () => {
    expect(standing({ '1211': [LAH], '1214': [RED_RD], '1217': [RED_HQ] })[RED_RD]).toBe('in-command-range (KB 13.22)');
    expect(standing({ '1211': [LAH], '1214': [RED_RD], '1218': [RED_HQ] })[RED_RD]).toBe('out-of-command (KB 13.2)');
    expect(standing({ '1211': [LAH], '1214': [RED_RD], '1215': [YELLOW_HQ] })[RED_RD]).toBe('out-of-command (KB 13.2)');
  });

  it('a beige reserve unit takes any committed HQ (13.22)', () => {
    expect(standing({ '1211': [LAH], '1214': [BEIGE_GUARDS_RD], '1215': [YELLOW_HQ] })[BEIGE_GUARDS_RD]).toBe('in-command-range (KB 13.22)');
  });

  it('an uncommitted HQ commands no one (13.11, 2.8)', () => {
    const uncommitted = (s: KbState) => withUnits(s, { [RED_HQ]: { committed: false } });
    expect(standing({ '1211': [LAH], '1214': [RED_RD], '1216': [RED_HQ] }, { state: uncommitted })[RED_RD]).toBe('out-of-command (KB 13.2)');
  });

  it('in Third Kharkov, and with the hidden-strength option, any Soviet HQ will do (20.3, 2.72)', () => {
    const third = (s: KbState): KbState => ({ ...s, scenario: 'third-kharkov' });
    expect(standing({ '1211': [LAH], '1214': [RED_RD], '1215': [YELLOW_HQ] }, { state: third })[RED_RD]).toBe('in-command-range (KB 13.22)');
    expect(standing({ '1211': [LAH], '1214': [RED_RD], '1215': [YELLOW_HQ] }, { hidden: true })[RED_RD]).toBe('in-command-range (KB 13.22)');
  });

  it('a unit in a completed Soviet Fortified Zone is exempt; one still Building is not (13.21)', () => {
    const fz = (building: 0 | 3) => (s: KbState): KbState => ({ ...s, markers: { ...s.markers, fortifiedZones: [{ hex: h('1214'), side: 'soviet', building }] } });
    expect(standing({ '1211': [LAH], '1214': [RED_RD] }, { state: fz(0) })[RED_RD]).toBe('in-fortified-zone (KB 13.21)');
    expect(standing({ '1211': [LAH], '1214': [RED_RD] }, { state: fz(3) })[RED_RD]).toBe('out-of-command (KB 13.2)');
  });

  it('uncommitted units and HQs are not asked', () => {
    expect(standing({ '1211': [LAH], '1214': [RED_RD, RED_HQ] }, { state: (s) => withUnits(s, { [RED_RD]: { committed: false } }) })).toEqual({});
  });

  it('Popov Out of Gas: an orange or pink mechanized unit rolls wherever it stands (20.1 optional)', () => {
    const outOfGas = (s: KbState) => withUnits(s, { 'sov-popov-hq': { outOfGas: true } });
    const at = { '1010': [LAH], '1424': ['sov-4g-tc-kb', 'sov-1g-tc-kb'], '1423': ['sov-popov-hq'] };
    expect(standing(at, { state: outOfGas })).toEqual({ 'sov-4g-tc-kb': 'popov-out-of-gas (KB 20.1)', 'sov-1g-tc-kb': 'no-enemy-within-3 (KB 13.2)' });
    expect(standing(at)).toEqual({ 'sov-4g-tc-kb': 'no-enemy-within-3 (KB 13.2)', 'sov-1g-tc-kb': 'no-enemy-within-3 (KB 13.2)' });
  });
});

describe('Command & Control: the roll (13.2, 20.1) and the OOC marker (4.1 D)', () => {
  it('a unit out of command rolls 2: halt, marked OOC', () => {
    const { ctx, state } = position(map, { '1211': [LAH], '1214': [RED_RD] });
    const r = commandControlPhase(ctx, state, TABLE, d10({ [`T01/soviet-command/${RED_RD}`]: 2 }));
    expect(r.events).toEqual([{ kind: 'command-control-roll', unit: RED_RD, why: 'out-of-command', label: `T01/soviet-command/${RED_RD}`, die: 2, modifiers: [], modified: 2, result: 'halt', ooc: true, rule: 'KB 13.2' }]);
    expect(r.state.units[RED_RD]!.marks.ooc).toBe(true);
    expect(state.units[RED_RD]!.marks.ooc).toBe(false);
  });

  it('a Guards unit adds one: a 5 becomes 6, normal, no marker', () => {
    const { ctx, state } = position(map, { '1211': [LAH], '1214': [BEIGE_GUARDS_RD] });
    const r = commandControlPhase(ctx, state, TABLE, d10([5]));
    expect(r.events[0]).toMatchObject({ die: 5, modifiers: [{ reason: 'guards', drm: 1, rule: 'KB 13.2' }], modified: 6, result: 'normal', ooc: false });
    expect(r.state).toBe(state);
  });

  it("Popov's Guards tank corps rolls with -3 and no Guards +1: an 8 becomes 5, hold (20.1)", () => {
    const p = position(map, { '1010': [LAH], '1424': ['sov-4g-tc-kb'], '1423': ['sov-popov-hq'] });
    const state = withUnits(p.state, { 'sov-popov-hq': { outOfGas: true } });
    const r = commandControlPhase(p.ctx, state, TABLE, d10([8]));
    expect(r.events[0]).toMatchObject({ why: 'popov-out-of-gas', die: 8, modifiers: [{ reason: 'popov-out-of-gas', drm: -3, rule: 'KB 20.1' }], modified: 5, result: 'hold', ooc: true });
  });

  it('units in command roll no die', () => {
    const { ctx, state } = position(map, { '1211': [LAH], '1214': [RED_RD], '1216': [RED_HQ] });
    expect(commandControlPhase(ctx, state, TABLE, d10([])).events).toEqual([]);
  });

  it('the End Turn Phase takes every OOC marker off', () => {
    const { state } = position(map, { '1214': [RED_RD, YELLOW_RD] });
    const marked = withUnits(state, { [RED_RD]: { marks: { ...state.units[RED_RD]!.marks, ooc: true } } });
    expect(Object.values(removeOocMarkers(marked).units).map((u) => u.marks.ooc)).toEqual([false, false]);
  });

  it('property: one more Axis unit never spares a roll, one more committed HQ never adds one', () => {
    const hexes = map.hexIds();
    const soviet = [RED_RD, RED_RD_2, YELLOW_RD, YELLOW_RD_2, BEIGE_GUARDS_RD];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...hexes), { minLength: 5, maxLength: 5 }),
        fc.constantFrom(...hexes),
        fc.constantFrom(...hexes),
        fc.constantFrom(RED_HQ, YELLOW_HQ),
        (sovHexes, axisHex, extraHex, hq) => {
          const at: Record<string, Piece[]> = {};
          sovHexes.forEach((x, i) => (at[x] ??= []).push(soviet[i]!));
          if (at[axisHex] || at[extraHex]) return;
          const rolling = (extra: Record<string, Piece[]>): Set<string> => {
            const { ctx, state } = position(map, { ...at, [axisHex]: [LAH], ...extra });
            return new Set(commandStandings(ctx, state).filter((s) => s.rolls).map((s) => s.unit));
          };
          const base = rolling({});
          for (const u of base) expect(rolling({ [extraHex]: ['ger-2-lah'] }).has(u)).toBe(true);
          for (const u of rolling({ [extraHex]: [hq] })) expect(base.has(u)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('Commitment (13.12, 13.13, 20.2)', () => {
  const uncommitted = (ids: string[]) => (s: KbState) => withUnits(s, Object.fromEntries(ids.map((id) => [id, { committed: false, supply: 'out-of-supply' as const }])));

  it('an Axis attack on an uncommitted unit commits its whole army (icon colour) at once, Operational', () => {
    const p = position(map, { '1214': [YELLOW_RD, RED_RD], '1216': [YELLOW_RD_2, YELLOW_HQ] });
    const state = uncommitted([YELLOW_RD, YELLOW_RD_2, YELLOW_HQ, RED_RD])(p.state);
    const r = commitByAttack(p.ctx, state, YELLOW_RD);
    expect(r.ok && r.events).toEqual([{ kind: 'army-committed', colour: 'yellow', by: YELLOW_RD, units: [YELLOW_RD, YELLOW_RD_2, YELLOW_HQ], rule: 'KB 13.12' }]);
    if (!r.ok) return;
    expect([YELLOW_RD, YELLOW_RD_2, YELLOW_HQ].map((id) => [r.state.units[id]!.committed, r.state.units[id]!.supply])).toEqual([[true, 'operational'], [true, 'operational'], [true, 'operational']]);
    expect(r.state.units[RED_RD]!.committed).toBe(false);
  });

  it('attacking a committed unit changes nothing; an Axis or unknown unit is refused', () => {
    const { ctx, state } = position(map, { '1214': [RED_RD], '1210': [LAH] });
    expect(commitByAttack(ctx, state, RED_RD)).toEqual({ ok: true, state, events: [] });
    expect(commitByAttack(ctx, state, LAH)).toMatchObject({ ok: false, refusals: [{ code: 'not-soviet', rule: 'KB 13.0' }] });
    expect(commitByAttack(ctx, state, 'sov-999-rd')).toMatchObject({ ok: false, refusals: [{ code: 'unknown-unit' }] });
  });

  it('Second Kharkov: every Soviet unit on the map is committed in the Soviet Command Phase of turn 3, not before (20.2)', () => {
    const p = position(map, { '1214': [RED_RD], '1216': [YELLOW_RD] });
    const at = (turn: number) => uncommitted([RED_RD, YELLOW_RD])({ ...p.state, scenario: 'second-kharkov', map: 'KH', at: { turn, stage: 'soviet', phase: 'command' } });
    expect(scenarioCommitment(p.ctx, at(2))).toMatchObject({ ok: true, events: [] });
    const r = scenarioCommitment(p.ctx, at(3));
    expect(r.ok && r.events).toEqual([{ kind: 'all-committed', units: [RED_RD, YELLOW_RD], rule: 'KB 20.2' }]);
    expect(r.ok && r.state.units[YELLOW_RD]!.committed).toBe(true);
    expect(scenarioCommitment(p.ctx, { ...at(3), scenario: 'operation-star' })).toMatchObject({ ok: true, events: [] });
  });
});

describe('what commitment and command forbid (13.11, 13.2)', () => {
  const { ctx, state } = position(map, { '1214': [RED_RD, YELLOW_RD], '1210': [LAH] });
  const s = withUnits(state, { [YELLOW_RD]: { committed: false }, [RED_RD]: { marks: { ...state.units[RED_RD]!.marks, ooc: true } } });

  it('an uncommitted unit may neither move nor attack', () => {
    expect(commandRefusal(ctx, s, YELLOW_RD, 'move')).toMatchObject({ code: 'uncommitted', rule: 'KB 13.11' });
    expect(commandRefusal(ctx, s, YELLOW_RD, 'attack')).toMatchObject({ code: 'uncommitted', rule: 'KB 13.11' });
  });

  it('an OOC unit may not attack; after a hold it may move, after a halt it may not; a marker kept without its result reads as a halt', () => {
    const result = (r: 'halt' | 'hold') => withUnits(s, { [RED_RD]: { marks: { ...s.units[RED_RD]!.marks, oocResult: r } } });
    expect(commandRefusal(ctx, result('hold'), RED_RD, 'attack')).toMatchObject({ code: 'out-of-command', rule: 'KB 13.2' });
    expect(commandRefusal(ctx, result('hold'), RED_RD, 'move')).toBeNull();
    expect(commandRefusal(ctx, result('halt'), RED_RD, 'move')).toMatchObject({ code: 'out-of-command' });
    const { oocResult: _, ...stored } = s.units[RED_RD]!.marks;
    const older = withUnits(s, { [RED_RD]: { marks: stored as typeof s.units[string]['marks'] } });
    expect(commandRefusal(ctx, older, RED_RD, 'move')).toMatchObject({ code: 'out-of-command' });
  });

  it('committed units in command, and Axis units, are free', () => {
    expect(commandRefusal(ctx, state, RED_RD, 'attack')).toBeNull();
    expect(commandRefusal(ctx, s, LAH, 'move')).toBeNull();
  });
});

describe('Operation Star: the 38th Army stays north of row 49 (20.1 item 7, digest A40)', () => {
  const north = gridMap({ rows: [47, 50], cols: [10, 14] });
  const { ctx, state } = position(north, { '4912': [YELLOW_RD], '5012': [RED_RD], '4812': [YELLOW_RD_2] });

  it('a 38th Army unit may move into row 49 but not row 48; other armies may', () => {
    expect(armyBoundRow(ctx, state, YELLOW_RD)).toBe(49);
    expect(armyBoundRow(ctx, state, RED_RD)).toBeNull();
    const mover = { southernmostRow: armyBoundRow(ctx, state, YELLOW_RD)! };
    expect(southOfBound(mover, h('4911'), h('4912'))).toBe(false);
    expect(southOfBound(mover, h('4811'), h('4912'))).toBe(true);
    expect(southOfBound(mover, h('4811'), h('4711'))).toBe(false); // north, out of the south
    expect(southOfBound(mover, h('4810'), h('4811'))).toBe(true);
  });

  it('a 38th Army unit left south of row 49 must move north; in other scenarios the bound does not hold', () => {
    expect(southOfArmyBound(ctx, state)).toEqual([YELLOW_RD_2]);
    expect(southOfArmyBound(ctx, { ...state, scenario: 'third-kharkov' })).toEqual([]);
    expect(armyBoundRow(ctx, { ...state, scenario: 'third-kharkov' }, YELLOW_RD)).toBeNull();
  });
});
