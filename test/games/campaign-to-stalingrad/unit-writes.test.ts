import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { inOneStretch, inOwnStretch, unitsThen, unitsVersion, writeUnit, writeUnits } from '#games/campaign-to-stalingrad/state/unit-writes';
import { canonicalJson } from '#kernel/canonical';
import { sha256Hex } from '#kernel/canonical/hash';
import { StepDice } from '#kernel/dice';
import { scriptedWindow } from './support/scripted-window';

const start = (): CtsState => cts.setup('fall-blau');
const ids = (s: CtsState): string[] => Object.keys(s.units);

describe('one working copy of the units record for a stretch of the rules', () => {
  it('outside a stretch every write makes a new record and leaves the one it was given as it was', () => {
    const s = start();
    const [a, b] = ids(s);
    const was = canonicalJson(s);
    const one = writeUnit(s, a!, unitWith(s.units[a!]!, { disrupted: true }));
    const two = writeUnit({ ...s, units: one }, b!, unitWith(s.units[b!]!, { disrupted: true }));
    expect(one).not.toBe(s.units);
    expect(two).not.toBe(one);
    expect(one[b!]).toBe(s.units[b!]);
    expect(canonicalJson(s)).toBe(was);
    expect(Object.keys(two)).toEqual(ids(s));
  });

  it('inside one, the first write copies the record it finds and every later one writes into that copy, moving its version on', () => {
    const s = start();
    const [a, b, c] = ids(s);
    const was = canonicalJson(s);
    inOneStretch(() => {
      const one = writeUnit(s, a!, unitWith(s.units[a!]!, { disrupted: true }));
      expect(one).not.toBe(s.units);
      const v1 = unitsVersion(one);
      const s1 = { ...s, units: one };
      const two = writeUnits(s1, [
        [b!, unitWith(s.units[b!]!, { disrupted: true })],
        [c!, unitWith(s.units[c!]!, { disrupted: true })],
      ]);
      expect(two).toBe(one);
      expect(unitsVersion(two)).toBe(v1 + 2);
      expect([two[a!]!.disrupted, two[b!]!.disrupted, two[c!]!.disrupted]).toEqual([true, true, true]);
      // a stretch inside it joins it
      expect(inOneStretch(() => writeUnit({ ...s1, units: two }, a!, unitWith(two[a!]!, { frozen: true })))).toBe(one);
    });
    expect(canonicalJson(s)).toBe(was);
  });

  it('a record made in one stretch is copied, not written, by the next', () => {
    const s = start();
    const [a] = ids(s);
    const made = inOneStretch(() => writeUnit(s, a!, unitWith(s.units[a!]!, { disrupted: true })));
    const kept = canonicalJson(made);
    const next = inOneStretch(() => writeUnit({ ...s, units: made }, a!, unitWith(made[a!]!, { frozen: true })));
    expect(next).not.toBe(made);
    expect(canonicalJson(made)).toBe(kept);
  });

  it('the units of a position read through unitsThen stay as they were when later writes go into the same copy', () => {
    const s = start();
    const [a, b] = ids(s);
    inOneStretch(() => {
      const one = writeUnit(s, a!, unitWith(s.units[a!]!, { disrupted: true }));
      const s1 = { ...s, units: one };
      const then = unitsThen(one);
      const wasA = one[a!];
      writeUnits(s1, [
        [a!, unitWith(one[a!]!, { frozen: true })],
        [b!, unitWith(one[b!]!, { disrupted: true })],
        [a!, unitWith(one[a!]!, { steps: 0 })],
      ]);
      expect(one[a!]!.steps).toBe(0);
      expect(then.get(a!)).toBe(wasA);
      expect(then.get(b!)).toBe(s.units[b!]);
      expect(then.ids()).toEqual(ids(s));
      expect(() => writeUnit(s1, 'no-such-unit', s.units[a!]!)).toThrow(/no unit no-such-unit/);
    });
  });

  it('a stretch of its own inside an open one copies the open one\'s record, and the open one goes on writing in place after it', () => {
    const s = start();
    const [a, b] = ids(s);
    inOneStretch(() => {
      const one = writeUnit(s, a!, unitWith(s.units[a!]!, { disrupted: true }));
      const s1 = { ...s, units: one };
      const kept = canonicalJson(one);
      const own = inOwnStretch(() => {
        const first = writeUnit(s1, b!, unitWith(one[b!]!, { disrupted: true }));
        // the first write of the own stretch copies, later ones write into that copy
        expect(writeUnit({ ...s1, units: first }, a!, unitWith(first[a!]!, { frozen: true }))).toBe(first);
        return first;
      });
      expect(own).not.toBe(one);
      expect(canonicalJson(one)).toBe(kept);
      expect(writeUnit(s1, b!, unitWith(one[b!]!, { frozen: true }))).toBe(one);
    });
  });

  it('checking a file walks its orders on a working copy of its own: the position checked stays as it was, inside an open stretch too, and the issues are those of a copy', () => {
    let state = start();
    let walked = 0;
    for (let i = 0; i < 8; i++) {
      const next = scriptedWindow(state);
      if (!next) break;
      const { window, side, orders } = next;
      const before = canonicalJson(state);
      const file = { side, orders: [...orders, ...orders] }; // every order twice: the second of each is refused on the state the first leaves
      const issues = cts.check(state, file);
      expect(canonicalJson(state)).toBe(before);
      expect(canonicalJson(issues)).toBe(canonicalJson(cts.check(structuredClone(state), file)));
      // the open stretch's working copy, handed to check(), is not written by its walk
      const inside = inOneStretch(() => {
        const units = writeUnits(state, []);
        const issuesThere = cts.check({ ...state, units }, file);
        expect(canonicalJson(units)).toBe(canonicalJson(state.units));
        return issuesThere;
      });
      expect(canonicalJson(inside)).toBe(canonicalJson(issues));
      expect(canonicalJson(state)).toBe(before);
      if (orders.length > 0 && issues.length > 0) walked++;
      const dice = new StepDice({ seedHex: sha256Hex(`unit writes ${window.id}`), ctxHex: sha256Hex(`unit writes ctx ${window.id}`) });
      state = cts.adjudicate(state, [{ side, orders }], dice).state;
    }
    expect(walked).toBeGreaterThan(0);
  });

  it('the battles of played Combat windows leave the positions they were given as they were', () => {
    let state = start();
    let combats = 0;
    for (let i = 0; i < 8; i++) {
      const next = scriptedWindow(state);
      if (!next) break;
      const { window, side, orders } = next;
      const before = canonicalJson(state);
      const dice = new StepDice({ seedHex: sha256Hex(`unit writes ${window.id}`), ctxHex: sha256Hex(`unit writes ctx ${window.id}`) });
      const r = cts.adjudicate(state, [{ side, orders }], dice);
      expect(canonicalJson(state)).toBe(before);
      if (r.events.some((e) => e.type === 'battle')) combats++;
      // the same window from a copy of its position: the same position and events
      const again = cts.adjudicate(structuredClone(state), [{ side, orders }], new StepDice({ seedHex: sha256Hex(`unit writes ${window.id}`), ctxHex: sha256Hex(`unit writes ctx ${window.id}`) }));
      expect(canonicalJson(again.state)).toBe(canonicalJson(r.state));
      expect(canonicalJson(again.events)).toBe(canonicalJson(r.events));
      state = r.state;
    }
    expect(combats).toBeGreaterThan(0);
  });
});
