import { describe, expect, it } from 'vitest';
import { walkPath, type PathWalk } from '#games/streets-of-stalingrad/movement/walk-path';
import { compileSosCounters } from '../../../scenarios/streets-of-stalingrad/compile/counters';
import { counter, rawSosCounters, sosCounters } from './counters-fixture';
import { sosTables } from './tables-fixture';
import { enter, walk } from './walk-fixture';

/**
 * The differences found by the reading of the counters and of a stack's walk
 * (docs/rules-audit-streets-of-stalingrad.md, "Reading of the counters and a stack's walk
 * (2.2x, 8.0x)"), one test a row, named for the row id.
 */
const file = sosCounters();
const of = (id: string) => counter(file, id);

describe('reading of the counters (SoS 2.2x, 9.73, 14.33, 16.7, 21.2)', () => {
  // SoS 9.73: "German infantry, Soviet Guards, and Soviet Marine infantry units have color bars
  // behind their regiment and battalion numbers"; (a) "two or more ... Soviet Guards or Marine
  // infantry units that belong to the same battalion".
  it('C-13: every Soviet Guards infantry unit carries a battalion colour bar, shared within its battalion', () => {
    const guards = file.counters.filter((c) => c.soviet === 'guards');
    expect(guards.length).toBeGreaterThan(0);
    expect(guards.filter((c) => !c.formation.battalion || !c.stripes.battalion).map((c) => c.id)).toEqual([]);
    const perBattalion = new Map<string, number>();
    for (const c of guards) perBattalion.set(c.formation.battalion!, (perBattalion.get(c.formation.battalion!) ?? 0) + 1);
    expect([...perBattalion.values()].some((n) => n >= 2)).toBe(true);
  });

  // SoS 14.33: "German IF artillery unit's color bar and OP triangle in light green."
  it("C-17: a German independent IF artillery unit has the LI OP's light green colour bar, and the compile step holds it", () => {
    expect(of('ger-nebelwerfer').barLightGreen).toBe(true);
    const raw = rawSosCounters();
    const nw = raw.counters.find((u) => u.id === 'ger-nebelwerfer')!;
    delete nw.barLightGreen;
    expect(() => compileSosCounters(raw)).toThrow(/ger-nebelwerfer: a German independent IF unit has a light green colour bar \(SoS 14\.33\)/);
  });

  // SoS 16.71: "The Soviet tank repair unit must be placed on any one hex of the eight industrial
  // hexes of the Dzherzhinsky Tractor Factory. Once placed, it may never move."
  // SoS 16.72: "Beginning with the 16 September turn ... place it on the Soviet tank repair unit."
  // SoS 21.2: "Soviet reinforcements and replacements start inside the specific East Bank box listed".
  it('C-30: the tank repair unit is placed on the map, not brought in on 16 September, and a reinforcement names its box', () => {
    expect(of('sov-tank-repair').entry).toEqual({ at: 'map' });
    const raw = rawSosCounters();
    const yelin = raw.counters.find((u) => u.id === 'sov-yelin')!;
    yelin.entry = { at: 'reinforcement', date: '09-14' };
    expect(() => compileSosCounters(raw)).toThrow(/sov-yelin: a Soviet reinforcement starts in the East Bank box listed for it \(SoS 21\.2\)/);
  });
});

/** SoS 8.0: a stack's walk, on the reconstructed TEC. */
const tec = sosTables().tec;
const outcome = (w: PathWalk): string => {
  const v = walkPath(tec, w);
  return v.ok ? `spends ${v.spent}, breakthrough ${v.breakthroughMovement}` : `refused at path[${v.index}]: ${v.code} (${v.rule})`;
};

describe("reading of a stack's walk (SoS 8.01-8.09, 6.5)", () => {
  // SoS 8.51: "Armored units may move through enemy ZOC hexes without stopping. This is called
  // breakthrough movement." 8.56: "Armored units pay an additional 2 MP for each enemy ZOC hex
  // exited during breakthrough movement." 8.09 (b): only "An armored unit using breakthrough movement" goes on.
  it('W-09: an armored stack that goes through an enemy ZOC hex is in breakthrough movement and pays 2 MP to leave it', () => {
    const through = walk([enter('clear', { intoZoc: true }), enter('clear', { fromZoc: true })], { movers: ['vehicle'], armored: true, availableMp: 18 });
    expect(outcome(through)).toBe('spends 4, breakthrough true');
    const endsThere = walk([enter('clear'), enter('clear', { intoZoc: true })], { movers: ['vehicle'], armored: true, availableMp: 18 });
    expect(outcome(endsThere)).toBe('spends 2, breakthrough false');
  });

  // SoS 6.5: "All units, except armored types, must stop as soon as they enter an enemy ZOC hex";
  // 8.06: "A stack of units moves together as a group".
  it('W-10: a stack stops in an enemy ZOC hex when any of its units must, whatever order its units are listed in', () => {
    const path = [enter('clear', { intoZoc: true }), enter('clear', { fromZoc: true })];
    expect(outcome(walk(path, { movers: ['foot', 'leader'] }))).toBe('refused at path[1]: stopped-in-zoc (SoS 8.09, 6.5)');
    expect(outcome(walk(path, { movers: ['leader', 'foot'] }))).toBe('refused at path[1]: stopped-in-zoc (SoS 8.09, 6.5)');
  });

  // SoS 18.16: "Leader units may only move through enemy ZOC hexes if they are isolated or move with
  // a friendly armored unit as breakthrough movement." 14.93: "OP units alone may enter an enemy ZOC
  // but must stop in that hex. OP units alone may not move through an enemy ZOC hex but may move
  // through a 'breakthru' marker hex."
  it('W-11: a leader or OP moving alone stops in the first enemy ZOC hex it enters (unless the leader is isolated)', () => {
    const path = [enter('clear', { intoZoc: true }), enter('clear', { fromZoc: true })];
    expect(outcome(walk(path, { movers: ['leader'], availableMp: 16 }))).toBe('refused at path[1]: stopped-in-zoc (SoS 18.16, 14.93)');
    expect(outcome(walk(path, { movers: ['leader'], availableMp: 16, isolatedLeader: true }))).toBe('spends 2, breakthrough false');
    const marker = [enter('clear', { intoZoc: true, to: { terrain: ['clear'], breakthru: true } }), enter('clear', { fromZoc: true })];
    expect(outcome(walk(marker, { movers: ['leader'], availableMp: 16 }))).toBe('spends 2, breakthrough false');
  });
});
