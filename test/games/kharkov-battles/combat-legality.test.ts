import { describe, expect, it } from 'vitest';
import { attackerIssues, type AttackerFacts } from '#games/kharkov-battles/combat/attack-eligibility';
import { mobileAssaultCost, mobileAssaultIssues, type MobileAssaultLegalityFacts } from '#games/kharkov-battles/combat/mobile-assault-legality';
import { OVERRUN_EXTRA_MP, overrunIssues, type OverrunFacts } from '#games/kharkov-battles/combat/overrun';

/** Who may assault, overrun or attack (KB 11.2, 11.3, 12.0 and the rules they name). */

const X: MobileAssaultLegalityFacts = {
  side: 'axis', mechanized: true, multiStep: true, fullySupported: true, supply: 'operational', tactical: true,
  assaultedThisPhase: false, infiltratedThisPhase: false, weather: 'clear', onlyTargetControls: true,
  target: { townOrCity: false, marsh: false }, originMarsh: false, acrossMajorOrDnepr: false,
  originUses: 0, targetUses: 0, mpLeft: 4, entryCost: 1,
};

describe('E4a, the Mobile Tactical Movement example (11.2)', () => {
  it('X, German mechanized, in hex B in the EZOC of Z only, may Mobile Assault Z for 2 + 1 (clear) = 3 MP: 3 + 1 + 3 = 7 in all', () => {
    expect(mobileAssaultCost(1)).toBe(3);
    expect(3 + 1 + mobileAssaultCost(1)).toBe(7);
    expect(mobileAssaultIssues({ ...X, mpLeft: 8 - 3 - 1 })).toEqual([]);
  });
});

describe('Mobile Assault legality (11.2, 11.22-11.24, 19.14, 20.2)', () => {
  it.each<[string, Partial<MobileAssaultLegalityFacts>, string]>([
    ['a non-mechanized unit', { mechanized: false }, 'not-mobile-assault-unit'],
    ['a one-step unit', { multiStep: false }, 'not-mobile-assault-unit'],
    ['an Axis unit without full support', { fullySupported: false }, 'not-fully-supported'],
    ['a Soviet unit Out of Supply', { side: 'soviet', supply: 'out-of-supply' }, 'not-operational'],
    ['a Soviet unit in Second Kharkov', { side: 'soviet', sovietMobileAssaultBanned: true }, 'no-soviet-mobile-assault'],
    ['a unit by Strategic Movement', { tactical: false }, 'not-tactical'],
    ['a second assault', { assaultedThisPhase: true }, 'second-mobile-assault'],
    ['after Mobile Infiltration', { infiltratedThisPhase: true }, 'mobile-assault-after-infiltration'],
    ['a Mud turn', { weather: 'mud' }, 'mobile-assault-in-mud'],
    ['a unit in another enemy stack\'s ZOC too', { onlyTargetControls: false }, 'other-enemy-zoc'],
    ['into a town', { target: { townOrCity: true, marsh: false } }, 'mobile-assault-into-town'],
    ['into Marsh', { target: { townOrCity: false, marsh: true } }, 'mobile-assault-marsh'],
    ['from Marsh', { originMarsh: true }, 'mobile-assault-marsh'],
    ['across a Major River', { acrossMajorOrDnepr: true }, 'mobile-assault-across-river'],
    ['from a hex used twice', { originUses: 2 }, 'origin-used-twice'],
    ['into a hex targeted twice', { targetUses: 2 }, 'target-used-twice'],
    ['with 2 MP for a cost of 3', { mpLeft: 2 }, 'not-enough-mp'],
  ])('refuses %s', (_, f, code) => {
    expect(mobileAssaultIssues({ ...X, ...f }).map((i) => i.code)).toEqual([code]);
  });

  it('a Soviet Operational mechanized unit needs no support', () => {
    expect(mobileAssaultIssues({ ...X, side: 'soviet', fullySupported: false })).toEqual([]);
  });
});

const O: OverrunFacts = { multiStep: true, tactical: true, supply: 'operational', infiltratedThisPhase: false, targetUnits: 1, targetExertsZoc: false, targetTownOrCity: false, acrossMajorOrDnepr: false };

describe('Overrun (11.31, 11.33, 11.34)', () => {
  it('a lone HQ, cadre or other unit without a ZOC may be overrun for one extra Movement Point', () => {
    expect(overrunIssues(O)).toEqual([]);
    expect(OVERRUN_EXTRA_MP).toBe(1);
  });

  it.each<[string, Partial<OverrunFacts>, string]>([
    ['by a one-step unit', { multiStep: false }, 'not-multi-step'],
    ['by Strategic Movement', { tactical: false }, 'not-tactical'],
    ['by an Out of Supply unit', { supply: 'out-of-supply' }, 'overrun-out-of-supply'],
    ['by an Isolated unit', { supply: 'isolated' }, 'overrun-out-of-supply'],
    ['after Mobile Infiltration', { infiltratedThisPhase: true }, 'overrun-after-infiltration'],
    ['of two cadres together', { targetUnits: 2 }, 'target-not-alone'],
    ['of a unit with a ZOC (in a Fortified Zone, 18.12)', { targetExertsZoc: true }, 'target-has-zoc'],
    ['in a town', { targetTownOrCity: true }, 'overrun-town-or-city'],
    ['across the Dnepr', { acrossMajorOrDnepr: true }, 'overrun-across-river'],
  ])('refuses an Overrun %s', (_, f, code) => {
    expect(overrunIssues({ ...O, ...f }).map((i) => i.code)).toEqual([code]);
  });
});

const A: AttackerFacts = {
  side: 'axis', role: 'combat', fullySupported: true, unsupportedMechanizedInHex: false, replacementMarker: false, uncommitted: false, outOfCommand: false,
  silhouetteMechanized: false, defenderMarsh: false, hexside: { impassable: false, dnepr: false, pontoon: false, roadOrRail: false }, freeze: false,
};

describe('designating attackers (12.0)', () => {
  it('E5g: stack 1\'s AG battalion (silhouette) may not attack E in Marsh, the hexside has no road; it may in Freeze or across a road', () => {
    const ag = { ...A, silhouetteMechanized: true, defenderMarsh: true };
    expect(attackerIssues(ag, ['attacks', 0, 'attackers', 1])).toEqual([
      { path: ['attacks', 0, 'attackers', 1], code: 'silhouette-into-marsh', message: 'a silhouette-only mechanized unit attacks into Marsh only across a road or railroad hexside', rule: 'KB 12.33' },
    ]);
    expect(attackerIssues({ ...ag, freeze: true }, [])).toEqual([]);
    expect(attackerIssues({ ...ag, hexside: { ...ag.hexside, roadOrRail: true } }, [])).toEqual([]);
  });

  it.each<[string, Partial<AttackerFacts>, string]>([
    ['an Ersatz battalion', { role: 'ersatz' }, 'ersatz-attacks'],
    ['an Axis stack without full support', { fullySupported: false }, 'not-fully-supported'],
    ['a hex with an unsupported mechanized unit', { unsupportedMechanizedInHex: true }, 'unsupported-mechanized-in-hex'],
    ["a unit with a 'Repl' marker", { replacementMarker: true }, 'replacements-this-turn'],
    ['an uncommitted Soviet unit', { side: 'soviet', uncommitted: true }, 'uncommitted'],
    ['across an Impassable hexside', { hexside: { ...A.hexside, impassable: true } }, 'across-impassable'],
    ['across the Dnepr', { hexside: { ...A.hexside, dnepr: true } }, 'across-dnepr'],
  ])('refuses %s', (_, f, code) => {
    expect(attackerIssues({ ...A, ...f }, []).map((i) => i.code)).toEqual([code]);
  });

  it('the Dnepr by a Pontoon bridge may be attacked across (12.36, 18.21); a Soviet unit needs no support', () => {
    expect(attackerIssues({ ...A, hexside: { ...A.hexside, dnepr: true, pontoon: true } }, [])).toEqual([]);
    expect(attackerIssues({ ...A, side: 'soviet', fullySupported: false }, [])).toEqual([]);
  });
});

describe('KB 15.15: Axis combat units attack only with full support via a friendly HQ (9.3, 9.4)', () => {
  it('without it an Axis unit may neither Mobile Assault nor be designated for a Prepared Assault; with it, both', () => {
    expect(mobileAssaultIssues({ ...X, fullySupported: false }).map((i) => i.code)).toEqual(['not-fully-supported']);
    expect(attackerIssues({ ...A, fullySupported: false }, []).map((i) => i.code)).toEqual(['not-fully-supported']);
    expect(mobileAssaultIssues({ ...X, fullySupported: true })).toEqual([]);
    expect(attackerIssues({ ...A, fullySupported: true }, [])).toEqual([]);
  });
});
