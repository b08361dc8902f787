import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSosOrders } from '#games/streets-of-stalingrad/orders/parse';
import { SOS_KINDS, SosOrderSchema } from '#games/streets-of-stalingrad/orders/schema';
import { SosStandingSchema } from '#games/streets-of-stalingrad/orders/standing';
import { windowProblems } from '#games/streets-of-stalingrad/sequence/window-orders';
import { pauseWindow } from '#games/streets-of-stalingrad/sequence/pauses';
import { decisionWindow, turnPlan, type WindowEntry } from '#games/streets-of-stalingrad/sequence/windows';
import { parseTurnFile } from '#turnfile/parse';

const SCHEMAS = { order: SosOrderSchema, standing: SosStandingSchema };

/** The YAML turn files of the title's page (docs/streets-of-stalingrad.md), in order. */
const DOC_FILES = [...readFileSync(new URL('../../../docs/streets-of-stalingrad.md', import.meta.url), 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);

/** The problems of one order, as [path, code, rule]. */
const problems = (order: unknown): [string, string, string | undefined][] => parseSosOrders([order]).issues.map((i) => [i.path.join('.'), i.code, i.rule]);

describe('the turn files of the title page read as they are written (docs/streets-of-stalingrad.md)', () => {
  it('has its four examples: a movement phase, an attack phase, a reaction policy, a defence answer', () => {
    expect(DOC_FILES.map((f) => /window: (\S+)/.exec(f)![1])).toEqual(['T03/german-movement', 'T05/german-attack', 'T02/soviet-bombardment-2', 'T05/soviet-defense-1']);
  });

  it.each(DOC_FILES.map((f, i) => [i, f]))('example %i parses as a turn file, with no problem, and fits its window', (_i, text) => {
    const r = parseTurnFile(text, SCHEMAS);
    expect(r.ok ? [] : r.issues).toEqual([]);
    const file = (r as Extract<typeof r, { ok: true }>).file;
    const parsed = parseSosOrders(file.orders, file.standing, file.side as 'german' | 'soviet');
    expect(parsed.issues).toEqual([]);
    const [, turn, name] = /^T(\d\d)\/(.+)$/.exec(file.window)!;
    const entry = turnPlan('scenario-1', Number(turn))!.find((e): e is WindowEntry => e.kind === 'window' && e.name === name);
    const window = entry ? decisionWindow(entry, Number(turn)) : pauseWindow(Number(turn), 'soviet', 'defense', 1, 'the attacks');
    expect(window.waitingFor).toEqual([file.side]);
    expect(windowProblems(window, parsed.orders)).toEqual([]);
  });

  it('reads the movement example hex by hex, a printed hex as written (its leading 0 kept)', () => {
    const r = parseTurnFile(DOC_FILES[0]!, SCHEMAS);
    if (!r.ok) throw new Error('does not parse');
    const { orders } = parseSosOrders(r.file.orders);
    expect(orders[1]).toEqual({ move: { units: ['ger-24pz-1'], path: ['0731', '0732', '0733'], losses: ['ger-24pz-1'] } });
    expect((orders[2] as { move: { path: string[] } }).move.path).toEqual(['GB-1', '0901', '0902']);
  });

  it('reads the attack example: direct fire by hex, IF with its spotter, Stukas, the Close Assault', () => {
    const r = parseTurnFile(DOC_FILES[1]!, SCHEMAS);
    if (!r.ok) throw new Error('does not parse');
    const attack = (parseSosOrders(r.file.orders).orders[0] as { attack: Record<string, unknown> }).attack;
    expect(attack.indirect).toEqual([{ units: ['ger-71-art-1'], spotter: 'ger-71-op' }]);
    expect(attack.stukas).toEqual({ count: 2, spotter: 'ger-lw-op' });
    expect(attack.closeAssault).toBe(true);
  });
});

describe('orders of every kind', () => {
  it.each<[string, unknown]>([
    ['3.1 the game declared over', { endGame: true }],
    ['21.5 a withdrawal', { withdraw: { units: ['ger-29mot-1'] } }],
    ['21.53 replacement points paid for a missing unit', { withdraw: { points: 6 } }],
    ['20.1 a consolidation', { consolidate: { unit: 'sov-a', for: 'sov-b', hex: '0531' } }],
    ['14.45 a bombardment on the WBBT', { bombard: { target: '0531', indirect: [{ units: ['ger-art'], spotter: 'ger-op' }], table: 'wbbt' } }],
    ['14.84 interdiction', { bombard: { target: '0531', indirect: [{ units: ['ger-art'], spotter: 'ger-op' }], interdict: true } }],
    ['15.3 Stukas on an East Bank box (the EBBT)', { bombard: { target: 'EB-C', stukas: { count: 3, spotter: 'ger-lw-op' } } }],
    ['14.28 East Bank IF at a cliff hex, no spotter', { bombard: { target: '0104', indirect: [{ units: ['sov-art'], spotter: 'self' }], table: 'crt' } }],
    ['21.2 reinforcements into a box', { enter: { units: ['sov-284-1'], box: 'EB-C' } }],
    ['8.71 dismount', { dismount: { units: ['ger-mot-1'] } }],
    ['8.73 remount', { remount: { units: ['ger-mot-1'] } }],
    ['8.6 a Volga crossing from a box', { move: { units: ['sov-284-1'], path: ['EB-C', '0331', '0332'] } }],
    ['16.4 a transport', { move: { units: ['sov-a'], path: ['0331'], transport: 'sov-truck' } }],
    ['10.0 a breakthrough attack', { breakthrough: { target: '0630', attackers: ['ger-a'] } }],
    ['9.64 an attack marker', { markAttack: { hex: '0531', by: 'ger-a' } }],
    ['17.34 engineers start a fortification', { build: { units: ['ger-a'], kind: 'fortification', hex: '0531' } }],
    ['17.24 a minefield removed', { build: { units: ['ger-a'], kind: 'minefield', hex: '0531', remove: true } }],
    ['16.53 the River Flotilla placed with the crossers', { flotilla: { units: ['sov-rf-1'], at: '0230', takeLosses: true } }],
    ['16.55 the River Flotilla in an attack', { attack: { target: '0426', flotilla: [{ units: ['sov-rf-1'], from: '0326' }] } }],
    ['16.55 the River Flotilla on the WBBT', { attack: { target: '0426', flotilla: [{ units: ['sov-rf-1'], from: '0326' }], table: 'wbbt' } }],
    ['17.38 a fortification placed at set-up', { placeWork: { kind: 'fortification', hex: '0531' } }],
    ['9.6 an attack by IF alone', { attack: { target: '0531', indirect: [{ units: ['ger-art'], spotter: 'ger-a' }] } }],
    ['13.0 Herman infiltrates', { infiltrate: { target: '0531', units: ['sov-herman', 'sov-13gd-42-1'], path: ['0431'], unit: 'ger-a', back: ['0331'] } }],
    ['9.4, 9.5 the defence answer', { defense: { attacks: [{ hex: '0531', fire: [{ units: ['sov-a'], at: '0631' }] }] } }],
    ['12.0 no counter-attack', { counterAttack: { units: [] } }],
    ['9.88 hold and lose one', { retreat: { hold: true, sacrifice: 'sov-a' } }],
    ['9.87 retreat', { retreat: { path: ['0532'] } }],
  ])('%s', (_what, order) => {
    expect(parseSosOrders([order]).issues).toEqual([]);
  });

  it('answers every kind the title has', () => {
    expect(SOS_KINDS).toEqual(['place', 'placeWork', 'endGame', 'withdraw', 'consolidate', 'bombard', 'enter', 'replace', 'dismount', 'remount', 'move', 'breakthrough', 'markAttack', 'join', 'flotilla', 'build', 'repairTank', 'attack', 'infiltrate', 'defense', 'counterAttack', 'retreat']);
  });
});

describe('every bad order is refused with its path, a stable code and its rule', () => {
  it.each<[string, unknown, [string, string, string | undefined][]]>([
    ['not an order of this title', { assault: {} }, [['orders.0', 'not-an-order', undefined]]],
    ['two keys', { move: {}, attack: {} }, [['orders.0', 'not-an-order', undefined]]],
    ['a hex with a map prefix', { markAttack: { hex: 'KB0531', by: 'ger-a' } }, [['orders.0.markAttack.hex', 'invalid-format', 'SoS 9.64']]],
    ['a step that stays in its hex', { move: { units: ['ger-a'], path: ['0531', '0531'] } }, [['orders.0.move.path.1', 'step-in-place', 'SoS 8.0']]],
    ['an empty path', { move: { units: ['ger-a'], path: [] } }, [['orders.0.move.path', 'too-short', 'SoS 8.0']]],
    ['a unit named twice', { move: { units: ['ger-a', 'ger-a'], path: ['0531'] } }, [['orders.0.move.units.1', 'unit-repeated', 'SoS 8.0']]],
    ['losses of a unit that does not move', { move: { units: ['ger-a'], path: ['0531'], losses: ['ger-b'] } }, [['orders.0.move.losses.0', 'loss-not-moving', 'SoS 11.9']]],
    ['deployment through a box', { move: { units: ['ger-a'], path: ['GB-1', '0901'], mode: 'deployment' } }, [['orders.0.move.mode', 'deployment-box', 'SoS 8.23']]],
    ['a transport carrying itself', { move: { units: ['sov-t'], path: ['0331'], transport: 'sov-t' } }, [['orders.0.move.transport', 'transport-carries-itself', 'SoS 16.4']]],
    ['reinforcements onto a hex', { enter: { units: ['sov-a'], box: '0531' } }, [['orders.0.enter.box', 'not-a-box', 'SoS 21.2']]],
    ['replacements onto a hex', { replace: { units: ['sov-a'], box: '0531' } }, [['orders.0.replace.box', 'not-a-box', 'SoS 21.2']]],
    ['an attack with no firer', { attack: { target: '0531' } }, [['orders.0.attack', 'no-firer', 'SoS 9.6']]],
    ['a Close Assault by IF alone', { attack: { target: '0531', indirect: [{ units: ['ger-art'], spotter: 'ger-op' }], closeAssault: true } }, [['orders.0.attack.closeAssault', 'close-assault-without-direct-fire', 'SoS 9.67']]],
    ['IF without a spotter', { attack: { target: '0531', indirect: [{ units: ['ger-art'] }] } }, [['orders.0.attack.indirect.0.spotter', 'missing', 'SoS 14.2']]],
    ['fire from the target hex', { attack: { target: '0531', fire: [{ units: ['ger-a'], from: '0531' }] } }, [['orders.0.attack.fire.0.from', 'fire-from-target', 'SoS 9.6']]],
    ['a unit firing twice at one target', { attack: { target: '0531', fire: [{ units: ['ger-a'], from: '0631' }], indirect: [{ units: ['ger-a'], spotter: 'ger-op' }] } }, [['orders.0.attack.indirect.0.units.0', 'unit-repeated', 'SoS 9.18']]],
    ['losses of a unit not in the attack', { attack: { target: '0531', fire: [{ units: ['ger-a'], from: '0631' }], losses: ['ger-b'] } }, [['orders.0.attack.losses.0', 'not-attacking', 'SoS 9.58']]],
    ['an advance by a unit not in the attack', { attack: { target: '0531', fire: [{ units: ['ger-a'], from: '0631' }], advance: ['ger-b'] } }, [['orders.0.attack.advance.0', 'not-attacking', 'SoS 9.85']]],
    ['no Stukas', { attack: { target: '0531', stukas: { count: 0, spotter: 'ger-lw-op' } } }, [['orders.0.attack.stukas.count', 'out-of-range', 'SoS 15.1']]],
    ['a bombardment of a hex with no table', { bombard: { target: '0531', indirect: [{ units: ['ger-art'], spotter: 'ger-op' }] } }, [['orders.0.bombard.table', 'missing', 'SoS 14.45']]],
    ['a table for an East Bank box', { bombard: { target: 'EB-N', stukas: { count: 1, spotter: 'ger-lw-op' }, table: 'crt' } }, [['orders.0.bombard.table', 'table-for-box', 'SoS 14.5']]],
    ['interdiction with a table', { bombard: { target: '0531', indirect: [{ units: ['ger-art'], spotter: 'ger-op' }], table: 'crt', interdict: true } }, [['orders.0.bombard.interdict', 'interdict-with-table', 'SoS 14.84']]],
    ['a table that is not one', { bombard: { target: '0531', indirect: [{ units: ['ger-art'], spotter: 'ger-op' }], table: 'ebbt' } }, [['orders.0.bombard.table', 'invalid-value', 'SoS 14.45']]],
    ['Herman alone', { infiltrate: { target: '0531', units: ['sov-herman'], path: ['0431'], unit: 'ger-a', back: ['0331'] } }, [['orders.0.infiltrate.units', 'infiltration-pair', 'SoS 13.1']]],
    ['a withdrawal of nothing', { withdraw: {} }, [['orders.0.withdraw', 'empty-withdrawal', 'SoS 21.52']]],
    ['an unknown key', { dismount: { units: ['ger-a'], hex: '0531' } }, [['orders.0.dismount.hex', 'unknown-key', 'SoS 8.71']]],
  ])('%s', (_what, order, expected) => {
    expect(problems(order)).toEqual(expected);
  });

  it('reports every problem of a file at once, each order on its own', () => {
    const r = parseSosOrders([{ move: { units: ['ger-a'], path: ['0531'] } }, { attack: { target: '0531' } }, { markAttack: { hex: '531', by: 'ger-a' } }]);
    expect(r.orders[0]).not.toBeNull();
    expect(r.orders.slice(1)).toEqual([null, null]);
    expect(r.issues.map((i) => i.path[1])).toEqual([1, 2]);
    for (const i of r.issues) expect(i.message.length).toBeGreaterThan(5);
  });
});

describe('the answers to the pauses', () => {
  it.each<[string, unknown, [string, string, string | undefined][]]>([
    ['two entries for one attacked hex', { defense: { attacks: [{ hex: '0531' }, { hex: '0531' }] } }, [['orders.0.defense.attacks.1.hex', 'hex-repeated', 'SoS 9.41']]],
    ['a unit that retreats and fires', { defense: { attacks: [{ hex: '0531', retreat: [{ units: ['sov-a'], path: ['0532'] }], fire: [{ units: ['sov-a'], at: '0631' }] }] } }, [['orders.0.defense.attacks.0.fire.0.units.0', 'retreated-unit-fires', 'SoS 9.42']]],
    ['fire at its own hex', { defense: { attacks: [{ hex: '0531', fire: [{ units: ['sov-a'], at: '0531' }] }] } }, [['orders.0.defense.attacks.0.fire.0.at', 'fire-at-own-hex', 'SoS 9.55']]],
    ['a retreat before combat to a bad hex', { defense: { attacks: [{ hex: '0531', retreat: [{ units: ['sov-a'], path: ['53'] }] }] } }, [['orders.0.defense.attacks.0.retreat.0.path.0', 'invalid-format', 'SoS 9.4']]],
    ['a retreat after P that is neither', { retreat: { hold: true } }, [['orders.0.retreat.sacrifice', 'missing', 'SoS 9.88']]],
    ['a retreat that also holds', { retreat: { path: ['0532'], hold: true, sacrifice: 'sov-a' } }, [['orders.0.retreat.hold', 'retreat-and-hold', 'SoS 9.88']]],
    ['an empty retreat answer', { retreat: {} }, [['orders.0.retreat', 'missing', 'SoS 9.87']]],
  ])('%s', (_what, order, expected) => {
    expect(problems(order)).toEqual(expected);
  });
});
