import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { Dice } from '#kernel/engine/dice';
import type { CaucasusDisplay, ControlTrack } from '#games/campaign-to-stalingrad/data/caucasus-display';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CaucasusMarkers } from '#games/campaign-to-stalingrad/state/caucasus-markers';
import { resolveBoxBattle, type BoxBattleInput, type BoxUnit } from '#games/campaign-to-stalingrad/rules/caucasus/box-battle';
import { trackTerrainShift } from '#games/campaign-to-stalingrad/rules/caucasus/terrain';
import { boxReplacementRefusal } from '#games/campaign-to-stalingrad/rules/caucasus/replacements';
import { realBundle } from './support/real-bundle';
import { tinyWorld } from './support/tiny-world';

/**
 * Second reading of the Caucasus Campaign Display (34.0-34.9) against the functions of
 * rules/caucasus/ (docs/rules-audit-campaign-to-stalingrad.md, "Reading of The Caucasus
 * Campaign Display (34)"). Each `it.fails` is a row where the code differs from the rulebook
 * text: it fails today and passes once the code follows the text.
 */
const display = realBundle.caucasusDisplay!;

/** Dice by label (FixedDice fails on any other die, a reroll among them). */
const dice = (white: number, black: number): Dice => new FixedDice({ 'K/white#1': white, 'K/white#2': white, 'K/black': black });

/** The units of one box (34.1): counters of a fragment, read as the box battle takes them. */
const world = tinyWorld({
  units: [
    { id: 'gi', side: 'axis', nationality: 'german', type: 'infantry', faces: ['8-4-4', '4-2-4'], hex: '1510' },
    { id: 'gi2', side: 'axis', nationality: 'german', type: 'infantry', faces: ['8-4-4', '4-2-4'], hex: '1510' },
    { id: 'ri', side: 'axis', nationality: 'rumanian', type: 'infantry', faces: ['4-4-4', '2-2-4'], hex: '1510' },
    { id: 'ri2', side: 'axis', nationality: 'rumanian', type: 'infantry', faces: ['4-4-4', '2-2-4'], hex: '1510' },
    { id: 'rd1', side: 'soviet', type: 'rifle', faces: ['6-4-4', '3-2-4'], hex: '1510' },
    { id: 'rd2', side: 'soviet', type: 'rifle', faces: ['6-4-4', '3-2-4'], hex: '1510' },
    { id: 'rd3', side: 'soviet', type: 'rifle', faces: ['6-4-4', '3-2-4'], hex: '1510' },
  ],
});
const pick = (...ids: string[]): BoxUnit[] => ids.map((id) => ({ spec: world.ctx.units.get(id)!, state: world.state.units[id]! }));
/** A box battle with nothing but the units: clear weather, no terrain, no Maximum Effort, Ground Support or Determined Defense. */
const plain: Omit<BoxBattleInput, 'side' | 'attackers' | 'defenders' | 'source'> = { terrain: null, weather: 'clear', maximumEffort: 0, groundSupport: null, determinedDefense: 0, tables: realBundle.tables };
const battle = (over: Partial<BoxBattleInput>): BoxBattleInput => ({ side: 'axis', attackers: pick('gi', 'gi2'), defenders: pick('rd1', 'rd2'), source: 'depot', ...plain, ...over });

describe('reading of Combat Procedure (CtS 34.1)', () => {
  it('K12 (fixed): 11.5 "The Axis Player may reroll any CRT die roll of 1": the Axis may keep his 1s', () => {
    // the standard battle asks the attacker (standing order `rerollOnes`); the box battle takes
    // the same choice (`rerollOnes`), so no reroll die is asked for
    const b = resolveBoxBattle(battle({ rerollOnes: false }), new FixedDice({ 'K/white#1': 1, 'K/white#2': 1, 'K/black': 4 }), 'K');
    expect(b.whiteDice.map((d) => d.value)).toEqual([1, 1]);
  });

  it('K15 (the battle before Determined Defense): a Soviet attack on a mixed German and Rumanian box at 2-1, white 4 4, black 5: D1 + D1, Advance 2', () => {
    // 18 to 8: 2-1; both sides two divisions, two white dice (10.3); one German, one Rumanian: no 11.5 reroll
    const b = resolveBoxBattle(battle({ side: 'soviet', attackers: pick('rd1', 'rd2', 'rd3'), defenders: pick('gi', 'ri') }), dice(4, 5), 'K');
    expect([b.attack, b.defense, b.column, b.advance, b.success]).toEqual([18, 8, '2-1', 2, true]);
  });

  it('K15 (fixed): 12.5 [Change] "If a mixed stack of German and Axis allied units perform a Determined Defense, then all the extra step losses ... must come from German units or else the normal procedure applies": German units that can take the extra losses give the Axis rate', () => {
    // the doubled D1 + D1 is D4: two extra steps, which the German division's two steps can take,
    // so the Advance 2 falls by two hexes (the Axis rate) to 0 and the marker stays (34.1 (3));
    // the two extra losses are the German division's
    const b = resolveBoxBattle(battle({ side: 'soviet', attackers: pick('rd1', 'rd2', 'rd3'), defenders: pick('gi', 'ri'), determinedDefense: 1 }), dice(4, 5), 'K');
    expect(b).toMatchObject({ determinedDefense: 1, advance: 0, success: false, germanExtra: 2 });
  });

  it('K15 (fixed): 12.5 [Change] "or else the normal procedure applies": a German division of one step cannot take two extra losses, so the advance falls by one hex only', () => {
    const [gi] = pick('gi');
    const reduced = { spec: gi!.spec, state: { ...gi!.state, steps: 1 } };
    const b = resolveBoxBattle(battle({ side: 'soviet', attackers: pick('rd1', 'rd2', 'rd3'), defenders: [reduced, ...pick('ri', 'ri2')], determinedDefense: 1 }), dice(4, 5), 'K');
    // 18 to 10: 1 1/2-1, A1/D1 + A1/D1, Advance 2; doubled: two extra steps, the German has one
    expect(b).toMatchObject({ column: '1 1/2-1', determinedDefense: 1, advance: 1, success: true, losses: { defender: 4 } });
    expect(b.germanExtra).toBeUndefined();
  });
});

describe('reading of Soviet Replacements (CtS 34.6)', () => {
  it('K42 (fixed): 34.6 "one infantry type replacement per turn in the Caucasus Box", 21.5 (4) [Change] "Naval and NKVD replacements may be used as regular infantry replacements": an NKVD replacement may enter', () => {
    // the Replacement Table's NKVD column is `nkvd` (tables.yaml); replacements.ts looked for `soviet-nkvd`
    expect(realBundle.tables.replacements.soviet.columns).toContain('nkvd');
    expect(boxReplacementRefusal('nkvd', 'caucasus', 1, 0)).toBeNull();
  });
});

describe('reading of Soviet Control Markers (CtS 34.8)', () => {
  /** The terrain a box battle on `track` is fought over when `attacker` attacks. */
  const terrainFor = (d: CaucasusDisplay, m: CaucasusMarkers, t: ControlTrack, attacker: CtsSide) => trackTerrainShift(d, m, t, attacker);

  it('K47 (agrees): an Axis attack is fought over the space just right of the Axis marker, where the Soviet marker is assumed', () => {
    // marker on Krasnodar: Maykop (*) is the Soviet's space
    expect(terrainFor(display, { caucasus: 'krasnodar' }, 'caucasus', 'axis')).toMatchObject({ value: -1 });
  });

  it('K48 (fixed): 34.8 with 11.1 "Certain terrain features are beneficial to the defender": the Axis defending a Soviet attack has the terrain of his own marker\'s space', () => {
    // the Axis marker on Pyatigorsk (*): the Soviet attacks to take Pyatigorsk back, the Axis defends
    // there; trackTerrainShift gave the space right of the marker whoever defended (Mozdok, no mark)
    expect(terrainFor(display, { caucasus: 'pyatigorsk' }, 'caucasus', 'soviet')).toMatchObject({ value: -1, rule: 'CtS 34.8' });
  });

  it('K49 (fixed): 34.5 with 34.8: the Axis holding every space defends the last one, Grozny (*), against a Soviet attack', () => {
    // the code gave none: no space right of the marker
    expect(terrainFor(display, { caucasus: 'grozny' }, 'caucasus', 'soviet')).toMatchObject({ value: -1 });
    // with the marker off the track the Axis holds no space to defend
    expect(terrainFor(display, {}, 'caucasus', 'soviet')).toBeNull();
  });
});
