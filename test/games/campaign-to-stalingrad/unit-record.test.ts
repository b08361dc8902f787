import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import type { CtsState, UnitState } from '#games/campaign-to-stalingrad/state/types';
import { unitRecord, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { canonicalJson } from '#kernel/canonical';
import { sha256Hex } from '#kernel/canonical/hash';
import { StepDice } from '#kernel/dice';
import { scriptedWindow } from './support/scripted-window';

/** Every member of a unit record, in the one order every record has them. */
const MEMBERS = ['id', 'hex', 'where', 'steps', 'disrupted', 'outOfSupply', 'activated', 'frozen', 'retreatedThisPhase', 'attacked', 'defended', 'leftMapTurn', 'returnTurn', 'mobile', 'box'];

const offMap: UnitState = { id: 'ger-11pz', hex: null, where: 'off-map', steps: 2, disrupted: true, outOfSupply: false, activated: false, frozen: false, retreatedThisPhase: true, attacked: true, defended: false, leftMapTurn: 4 };

/** The scripted game's windows (six moves and three battles a window, fixed dice), each state after one. */
function playedStates(windows: number): CtsState[] {
  let state = cts.setup('fall-blau');
  const out = [state];
  for (let i = 0; i < windows; i++) {
    const next = scriptedWindow(state);
    if (!next) break;
    const { window, side, orders } = next;
    const dice = new StepDice({ seedHex: sha256Hex(`unit record ${window.id}`), ctxHex: sha256Hex(`unit record ctx ${window.id}`) });
    state = cts.adjudicate(state, [{ side, orders }], dice).state;
    out.push(state);
  }
  return out;
}

describe('the unit record: one set of members in one order', () => {
  it('every unit of every state of a played game lists the same members in the same order', () => {
    const states = playedStates(10);
    expect(states.length).toBe(11);
    for (const s of states) for (const u of Object.values(s.units)) expect(Object.keys(u)).toEqual(MEMBERS);
  });

  it('a copy holds every member of the unit it copies, and its JSON is the unit\'s', () => {
    const copy = unitRecord(offMap);
    expect(Object.keys(copy)).toEqual(MEMBERS);
    for (const k of Object.keys(offMap) as (keyof UnitState)[]) expect(copy[k]).toBe(offMap[k]);
    expect(canonicalJson(copy)).toBe(canonicalJson(offMap));
    expect(copy).not.toBe(offMap);
  });

  it('a member a unit does not have is left out of its JSON, as before', () => {
    const onMap = unitWith(offMap, { where: 'map', hex: null, leftMapTurn: undefined });
    expect(Object.keys(onMap)).toEqual(MEMBERS);
    expect(canonicalJson(onMap)).not.toContain('leftMapTurn');
    expect(canonicalJson(onMap)).not.toContain('returnTurn');
    expect(canonicalJson(onMap)).not.toContain('mobile'); // 28.2: only an Artillery Division on its mobile side has it
    expect(canonicalJson(onMap)).not.toContain('box'); // 33.0: only a unit in an Off Map Box has one
    expect(canonicalJson(unitWith(onMap, { where: 'withdrawn', returnTurn: 7 }))).toContain('"returnTurn":7');
  });
});
