import { describe, expect, it } from 'vitest';
import { rulesets } from '#games';
import type { Declaration, Ruleset, UnitOptions } from '#kernel/engine/ruleset';
import { composerPart } from '#web/game-page/script/composer';
import { composerOfferParts } from '#web/game-page/script/offer-parts';
import { unansweredWindows } from '../support/unanswered-windows';

/**
 * The game page's composer on Kharkov Battles (src/web/game-page/script/*-order.ts, run here
 * on the side's options as the page receives them): every order it offers in the first
 * windows of 'Operation Star' passes check(), written as Kharkov Battles writes it: a Mobile
 * Assault is one unit's {unit, target} (KB 11.2), an attack {attackers, targets} (KB 12.2).
 */
type Offer = { kind: string; unit: string; hex: string; label: string; order: Record<string, any> };
type Facts = { title: string; accepts: string[]; waiting: boolean; declarations: Declaration[]; declared: number };
const composer = new Function('hexName', `${[...composerOfferParts, composerPart].join('\n')}\nreturn { offersIn: offersIn, declarationFor: declarationFor, describe: describe, assaultUnits: assaultUnits };`)((id: string) => id) as {
  offersIn(u: UnitOptions, w: Facts): Offer[];
  declarationFor(kind: string, w: Facts): { order: unknown } | undefined;
  describe(o: unknown): string;
  assaultUnits(o: unknown): string[];
};

const r = rulesets.find((x) => x.id === 'kharkov-battles')! as Ruleset;

/** Of a unit's many destinations, the first and the last; every other offer whole. */
function sampled(offers: Offer[]): Offer[] {
  const seen = new Map<string, Offer[]>();
  const out: Offer[] = [];
  for (const o of offers) {
    if (o.kind !== 'move') out.push(o);
    else seen.set(o.unit, [...(seen.get(o.unit) ?? []), o]);
  }
  for (const list of seen.values()) out.push(...new Set([list[0]!, list[list.length - 1]!]));
  return out;
}

describe("Kharkov Battles: the composer's offers", () => {
  const found: Offer[] = [];
  const refused: string[] = [];
  const needsTargets: Offer[] = [];
  for (const state of unansweredWindows(r, 'operation-star', 3)) {
    const w = r.window(state);
    if (!w) continue;
    for (const side of r.sides) {
      const facts: Facts = { title: r.id, accepts: w.accepts, waiting: w.waitingFor.includes(side), declarations: r.declarations?.(state, side) ?? [], declared: 0 };
      for (const offer of sampled(r.options(state, side).flatMap((u) => composer.offersIn(u, facts)))) {
        found.push(offer);
        const d = composer.declarationFor(offer.kind, facts);
        const issues = r.check(state, { side, orders: [...(d?.order ? [d.order] : []), offer.order] });
        // KB 12.1: every enemy stack whose ZOC holds an attacker must be attacked this phase, by it or
        // by others: a duty of the whole file (the options say it in the unit's notes), which another
        // attack of the file meets; an offer checked alone cannot
        const oneTarget = offer.kind === 'attack' && issues.length > 0 && issues.every((i) => i.code === 'attack-determination');
        if (oneTarget) needsTargets.push(offer);
        else if (issues.length) refused.push(`${w.id} ${side} ${offer.label}: ${issues.map((i) => `${i.code} ${i.message}`).join('; ')}`);
      }
    }
  }

  it('every order offered in the first windows passes check()', () => {
    expect(found.length).toBeGreaterThan(0);
    expect(refused.slice(0, 10)).toEqual([]);
    expect(needsTargets.length, 'attacks that need a second target hex').toBeLessThan(found.filter((o) => o.kind === 'attack').length);
  });

  it('KB 11.2: a Mobile Assault is offered as one unit\'s {unit, target}, and the composer reads it back', () => {
    const assaults = found.filter((o) => o.kind === 'assault');
    expect(assaults.length).toBeGreaterThan(0);
    for (const a of assaults) {
      expect(a.order).toEqual({ assault: { unit: a.unit, target: a.hex } });
      expect(composer.assaultUnits(a.order)).toEqual([a.unit]);
      expect(composer.describe(a.order)).toBe(`${a.unit} mobile assault on ${a.hex}`);
    }
  });

  it('KB 12.2: an attack is offered as {attackers, targets}', () => {
    const attacks = found.filter((o) => o.kind === 'attack');
    expect(attacks.length).toBeGreaterThan(0);
    for (const a of attacks) expect(a.order).toEqual({ attack: { attackers: [a.unit], targets: [a.hex] } });
  });
});

describe("the composer's assault orders of Drive on Stalingrad keep their shape", () => {
  it('DoS 9.23: the force of a German mobile assault, {units, target}', () => {
    expect(composer.assaultUnits({ assault: { units: ['a', 'b'], target: '0101' } })).toEqual(['a', 'b']);
    expect(composer.describe({ assault: { units: ['a', 'b'], target: '0101' } })).toBe('a, b mobile assault on 0101');
  });
});
