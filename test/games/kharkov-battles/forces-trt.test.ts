import { describe, expect, it } from 'vitest';
import { compileTrts, loadTrts } from '../../../scenarios/kharkov-battles/compile/trt';
import { readForcesSource } from '../../../scenarios/kharkov-battles/compile/units';

const trts = loadTrts();
const star = trts['operation-star'];
const k = trts['second-kharkov'];
const l = trts['third-kharkov'];
const turnsOf = (t: typeof star): number[] => t.turns.map((x) => x.turn);
const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

describe('the Turn Record Tracks (KB 3.1.8)', () => {
  it('are reconstructed and say so', () => {
    for (const t of [star, k, l]) {
      expect(t.provenance).toBe('reconstructed');
      expect(t.note).toMatch(/Fitted to/);
    }
  });
  it('20.1: Operation Star runs from turn 0 to turn 16; 20.2: K from 1 to 6; 20.3: L from 11 to 16', () => {
    expect(turnsOf(star)).toEqual(range(0, 16));
    expect(turnsOf(k)).toEqual(range(1, 6));
    expect(turnsOf(l)).toEqual(range(11, 16));
  });
  it('20.1: Operation Star turn 0 has one Soviet Air Point', () => {
    expect(star.turns[0]!.air.soviet).toBe(1);
  });
  it('1.1: the dates run 30 Jan 1943 to 21 Mar 1943 (Operation Star) and 12 to 29 May 1942 (K)', () => {
    expect(star.turns[0]!.dates).toBe('30 Jan - 1 Feb 1943');
    expect(star.turns[16]!.dates).toBe('19 Mar - 21 Mar 1943');
    expect(k.turns[0]!.dates).toBe('12 May - 14 May 1942');
    expect(l.turns[0]!.dates).toBe('4 Mar - 6 Mar 1943');
  });
  it('19.15: Mud never raises a side\'s Air Points', () => {
    for (const t of [star, k, l]) {
      for (const turn of t.turns) {
        expect(turn.airMud.axis, `${t.scenario} ${turn.turn}`).toBeLessThanOrEqual(turn.air.axis);
        expect(turn.airMud.soviet, `${t.scenario} ${turn.turn}`).toBeLessThanOrEqual(turn.air.soviet);
      }
    }
  });
  it('19.11: a \'MUD?\' range goes with Clear or Freeze, never with Mud', () => {
    for (const t of [star, k, l]) for (const turn of t.turns.filter((x) => x.mudOn !== undefined)) expect(turn.weather).not.toBe('mud');
    expect(star.turns.some((x) => x.mudOn !== undefined)).toBe(true);
  });
  it('20.2: the Axis gets Support Points strictly from the K TRT, so every K turn prints them', () => {
    for (const turn of k.turns) expect(turn.supportPoints, `turn ${turn.turn}`).toBeGreaterThan(0);
  });
  it('20.2: K has no replacements, so its TRT gives the Soviet player no RPs', () => {
    for (const turn of k.turns) expect(turn.sovietReplacements, `turn ${turn.turn}`).toEqual({ mech: 0, nonMech: 0 });
  });
  it('20.3: the Soviet player receives RPs in L as the TRT shows, turn 11 included', () => {
    const t11 = l.turns.find((x) => x.turn === 11)!;
    expect(t11.sovietReplacements.mech + t11.sovietReplacements.nonMech).toBeGreaterThan(0);
  });
  it('20.3: L plays turns 11-16 of the same KB track as Operation Star', () => {
    for (const turn of l.turns) expect(turn).toEqual(star.turns.find((x) => x.turn === turn.turn));
  });
  it('15.13, 16.33, 16.35: HQs and German silhouettes come back five turns on; one HQ per nationality, three silhouettes a turn', () => {
    for (const t of [star, k, l]) expect(t.returns).toEqual({ turnsAhead: 5, hqPerNationality: 1, germanSilhouettesPerTurn: 3 });
  });
});

describe('bad TRT data gets a clear answer', () => {
  const source = readForcesSource('trt.yaml');
  it('a \'MUD?\' range on a Mud turn is refused with the rule', () => {
    const bad = source.replace('[1, "12 May - 14 May 1942", clear,', '[1, "12 May - 14 May 1942", "mud MUD?0-2",');
    expect(bad).not.toBe(source);
    expect(() => compileTrts(bad)).toThrow(/'MUD\?' goes with Clear or Freeze/);
  });
  it('more Air Points under Mud than without is refused', () => {
    const bad = source.replace('[1, "12 May - 14 May 1942", clear, 4/3, 2/1,', '[1, "12 May - 14 May 1942", clear, 4/3, 5/1,');
    expect(bad).not.toBe(source);
    expect(() => compileTrts(bad)).toThrow(/Mud reduces axis Air Points/);
  });
  it('an unreadable weather entry is refused, naming the turn', () => {
    const bad = source.replace('[1, "12 May - 14 May 1942", clear,', '[1, "12 May - 14 May 1942", sunny,');
    expect(() => compileTrts(bad)).toThrow(/second-kharkov turn 1: weather "sunny"/);
  });
});
