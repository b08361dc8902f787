import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseKbOrders, withKbRule } from '#games/kharkov-battles/orders/parse';
import { KB_KINDS, KbOrderSchema } from '#games/kharkov-battles/orders/schema';
import { KbStandingSchema } from '#games/kharkov-battles/orders/standing';
import { turnFileJsonSchema } from '#turnfile/json-schema';
import { parseTurnFile } from '#turnfile/parse';

const SCHEMAS = { order: KbOrderSchema, standing: KbStandingSchema };

/** The YAML turn files of the title's page (docs/kharkov-battles.md), in order. */
const DOC_FILES = [...readFileSync(new URL('../../../docs/kharkov-battles.md', import.meta.url), 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);

describe('the turn files of the title page read as they are written (docs/kharkov-battles.md)', () => {
  it('has its four examples: a movement phase, a combat phase, standing orders, an answer', () => {
    expect(DOC_FILES.map((f) => /window: (\S+)/.exec(f)![1])).toEqual(['T12/axis-movement', 'T13/soviet-combat', 'T12/axis-movement', 'T12/soviet-retreat-1']);
  });

  it.each(DOC_FILES.map((f, i) => [i, f]))('example %i parses as a turn file, with no problem', (_i, text) => {
    const r = parseTurnFile(text, SCHEMAS);
    expect(r.ok ? [] : r.issues).toEqual([]);
    const file = (r as Extract<typeof r, { ok: true }>).file;
    expect(parseKbOrders(file.orders, file.standing).issues).toEqual([]);
  });

  it('reads the movement example as the rules mean it: the branches of the assault, a printed hex as written', () => {
    const r = parseTurnFile(DOC_FILES[0]!, SCHEMAS);
    if (!r.ok) throw new Error('does not parse');
    const { orders } = parseKbOrders(r.file.orders, r.file.standing);
    expect(orders[0]).toEqual({ build: { hex: 'KB3412' } });
    const assault = orders[2] as { assault: { target: string; air: number; then: unknown[]; else: unknown[] } };
    expect([assault.assault.target, assault.assault.air]).toEqual(['3620', 1]);
    expect(assault.assault.then).toEqual([
      { move: { unit: 'ger-3sstk-1', path: ['3721'] } },
      { overrun: { unit: 'ger-lah-2', path: ['3620', '3721', '3722'], target: '3722' } },
    ]);
    expect(assault.assault.else).toEqual([{ move: { unit: 'ger-320-inf', path: ['3519', '3520'], ifBlocked: 'stop' } }]);
  });
});

describe('orders of every kind', () => {
  it.each<[string, unknown]>([
    ['5.3 interdiction', { interdict: { hex: 'KB3412' } }],
    ['15.21 breakdown', { breakdown: { division: 'ger-320-inf' } }],
    ['15.22 recombination', { recombine: { hex: '3412', division: 'ger-320-inf' } }],
    ['9.2 an HQ flipped', { support: { hq: 'ger-hq-48pzk' } }],
    ['9.32 a PanzerKorps and its three divisions', { panzerKorps: { hq: 'ger-hq-48pzk', divisions: ['ger-6pz', 'ger-11pz', 'ger-17pz'] } }],
    ['17.0 a reinforcement to an Entry Area', { reinforce: { unit: 'sov-3gtk', area: 'S1' } }],
    ['17.0 a reinforcement to its hex', { reinforce: { unit: 'sov-3gtk', hex: '4820' } }],
    ['17.0 a reinforcement to the first area listed', { reinforce: { unit: 'sov-3gtk' } }],
    ['16.21 a unit rebuilt where it stands', { replace: { unit: 'ger-lah-1' } }],
    ['16.32 a rifle division from the pool', { replace: { unit: 'sov-62rd', hex: '3617' } }],
    ['16.34 a division in place of a regiment', { replace: { unit: 'ger-320-inf', regiment: 'ger-br-1' } }],
    ['16.33 an HQ returned', { returnHq: { unit: 'sov-hq-6a', hex: '3631' } }],
    ['16.35 a silhouette unit returned', { returnSilhouette: { unit: 'ger-503-tiger', hex: '3505' } }],
    ['20.1 an Ersatz battalion', { ersatz: { hex: 'KB3505' } }],
    ['18.14 building', { build: { hex: '3412' } }],
    ['18.21 a Pontoon Bridge', { pontoon: { hex: '1905', across: '1906' } }],
    ['18.22 a bridge removed', { removeBridge: { hex: '1905', across: '1906' } }],
    ['18.17 an FZ removed', { removeFz: { hex: '3412' } }],
    ['10.2 a tactical move', { move: { unit: 'ger-lah-1', path: ['3517', '3518'] } }],
    ['11.1 a Mobile Infiltration', { move: { unit: 'ger-lah-1', path: ['3517'], infiltrate: true } }],
    ['11.2 a Mobile Assault after an approach', { assault: { unit: 'ger-lah-1', path: ['3517'], target: '3518', else: [{ move: { unit: 'ger-lah-2', path: ['3516'] } }] } }],
    ['11.3 an overrun', { overrun: { unit: 'sov-1gtk', path: ['3517', '3518'], target: '3517' } }],
    ['12.0 a Prepared Assault', { attack: { attackers: ['sov-62gd'], targets: ['3617', '3618'], air: 0, tigers: [] } }],
    ['5.21 a decision: an Air Point', { airDefense: { commit: 1 } }],
    ['6.22 a decision: participants', { participants: { units: ['sov-62gd'] } }],
    ['12.62 a decision: two steps from one unit', { losses: { units: ['ger-lah-1', 'ger-lah-1'] } }],
    ['12.73 a decision: a Breakout Attempt', { retreat: { hold: 0, breakout: true } }],
    ['12.8 a decision: no advance', { advance: [] }],
    ['11.32 a decision: eliminated rather than displaced', { displace: { eliminate: true } }],
  ])('%s', (_what, order) => {
    const r = parseKbOrders([order]);
    expect(r.issues).toEqual([]);
    expect(r.orders).toHaveLength(1);
    expect(r.orders[0]).not.toBeNull();
  });

  it('reads a printed label in capitals and keeps it for the map to resolve', () => {
    expect(parseKbOrders([{ build: { hex: 'kh3017' } }]).orders).toEqual([{ build: { hex: 'KH3017' } }]);
  });

  it('nests conditional orders three levels deep, and refuses a fourth', () => {
    const nest = (depth: number): unknown =>
      depth === 0 ? { move: { unit: 'ger-lah-1', path: ['3518'] } } : { assault: { unit: `ger-pz-${depth}`, target: '3518', then: [nest(depth - 1)] } };
    expect(parseKbOrders([nest(3)]).issues).toEqual([]);
    expect(parseKbOrders([nest(4)]).issues).toEqual([
      { path: ['orders', 0, 'assault', 'then', 0, 'assault', 'then', 0, 'assault', 'then', 0, 'assault', 'then'], code: 'branches-too-deep', message: 'conditional orders nest at most 3 deep', rule: 'KB 11.2' },
    ]);
  });
});

describe('a bad file: every problem at once, each with its path, code and rule', () => {
  it('reports every bad order and the bad standing orders in one answer', () => {
    const r = parseKbOrders(
      [
        { move: { unit: 'ger-lah-1', path: ['3517', 'KB3517'], strategic: true, infiltrate: true } },
        { assault: { unit: 'ger-lah-1', path: ['3518'], target: 'KB3518', air: 2, retreat: ['3619', '3720', '3821', '3922'] } },
        { overrun: { unit: 'ger-lah-2', path: ['3517'], target: '3518', then: [{ mvoe: {} }] } },
        { attack: { attackers: ['sov-62gd', 'sov-62gd'], targets: ['3617', 'KB3617'], air: 3, follow: ['sov-62gd'] } },
        { panzerKorps: { hq: 'ger-hq-48pzk', divisions: ['a', 'b', 'c', 'd'] } },
        { reinforce: { unit: 'sov-3gtk', area: 'S1', hex: '4820' } },
        { interdict: { hex: '361' } },
        { march: { unit: 'x' } },
        'move',
        { build: { hex: '3412' }, move: { unit: 'x', path: ['3412'] } },
      ],
      { air: { budget: -1, preparedAssault: [{ city: false }] }, retreat: { policy: 'run' }, breakout: 'sometimes', colour: 'red' },
    );
    const got = r.issues.map((i) => [i.path.join('.'), i.code, i.rule ?? null]);
    expect(got).toEqual([
      ['orders.0.move.path.1', 'hex-repeated', 'KB 10.0'],
      ['orders.0.move.infiltrate', 'strategic-infiltration', 'KB 10.31'],
      ['orders.0.move.path', 'infiltration-one-hex', 'KB 11.1'],
      ['orders.1.assault.air', 'out-of-range', 'KB 5.21'],
      ['orders.1.assault.retreat', 'retreat-too-long', 'KB 11.26'],
      ['orders.1.assault.path', 'target-on-path', 'KB 11.2'],
      ['orders.2.overrun.then.0', 'invalid-value', 'KB 11.3'],
      ['orders.2.overrun.target', 'target-not-on-path', 'KB 11.31'],
      ['orders.3.attack.attackers.1', 'unit-repeated', 'KB 12.0'],
      ['orders.3.attack.air', 'out-of-range', 'KB 5.21'],
      ['orders.3.attack.targets.1', 'hex-repeated', 'KB 12.21'],
      ['orders.3.attack.follow.0', 'attacker-follows', 'KB 12.23'],
      ['orders.4.panzerKorps.divisions', 'too-many-divisions', 'KB 9.32'],
      ['orders.5.reinforce', 'area-and-hex', 'KB 17.0'],
      ['orders.6.interdict.hex', 'invalid-format', 'KB 5.3'],
      ['orders.7', 'not-an-order', null],
      ['orders.8', 'not-an-order', null],
      ['orders.9', 'not-an-order', null],
      ['standing.air.budget', 'out-of-range', 'KB 5.21'],
      ['standing.air.preparedAssault.0', 'invalid-value', 'KB 5.21'],
      ['standing.retreat.policy', 'invalid-value', 'KB 12.72'],
      ['standing.breakout', 'invalid-value', 'KB 12.73'],
      ['standing.colour', 'unknown-key', null],
    ]);
    expect(r.orders.every((o) => o === null)).toBe(true);
    expect(r.standing).toBeNull();
    for (const i of r.issues) expect(i.message.length).toBeGreaterThan(5);
  });

  it('names the order kinds when an order is not one of them', () => {
    const [issue] = parseKbOrders([{ march: { unit: 'x' } }]).issues;
    expect(issue!.message).toMatch(/^"march" is not an order of this title; the kinds are interdict, .*, attack, airDefense, .*displace$/);
  });

  it('answers an order body of the wrong shape and a key named like a built-in, without throwing', () => {
    const r = parseKbOrders([{ overrun: [] }, { assault: 'north' }], { toString: 'x' });
    expect(r.issues.map((i) => [i.path.join('.'), i.code, i.rule ?? null])).toEqual([
      ['orders.0.overrun', 'invalid-type', 'KB 11.3'],
      ['orders.1.assault', 'invalid-type', 'KB 11.2'],
      ['standing.toString', 'unknown-key', null],
    ]);
  });

  it('refuses standing orders that contradict themselves: two entries for a hex, a hex both preferred and avoided', () => {
    const r = parseKbOrders([], {
      participants: [{ hex: '3617', units: ['sov-62gd'] }, { hex: 'KB3617', units: ['sov-3gtk'] }],
      retreat: { prefer: ['3518', '3519'], avoid: ['KB3519'], hexes: [{ hex: '3617', hold: 1 }, { hex: '3617', prefer: ['3716'], avoid: ['3716'] }] },
      advance: { hexes: [{ from: '3617', path: ['3517'] }, { from: '3617', path: ['3516'] }] },
    });
    expect(r.issues.map((i) => [i.path.join('.'), i.code, i.rule ?? null])).toEqual([
      ['standing.participants.1.hex', 'hex-repeated', 'KB 6.22'],
      ['standing.retreat.hexes.1.prefer.0', 'prefer-and-avoid', 'KB 12.72'],
      ['standing.retreat.hexes.1.hex', 'hex-repeated', 'KB 12.72'],
      ['standing.retreat.prefer.1', 'prefer-and-avoid', 'KB 12.72'],
      ['standing.advance.hexes.1.from', 'hex-repeated', 'KB 12.8'],
    ]);
    expect(r.standing).toBeNull();
  });

  it('keeps the good orders of a file with bad ones', () => {
    const r = parseKbOrders([{ build: { hex: '3412' } }, { build: { hex: 'x' } }, { removeFz: { hex: '3413' } }]);
    expect(r.orders).toEqual([{ build: { hex: '3412' } }, null, { removeFz: { hex: '3413' } }]);
    expect(r.issues.map((i) => i.path)).toEqual([['orders', 1, 'build', 'hex']]);
  });

  it('gives the turn-file reader the same codes, the rules the schemas carry, and the rest by withKbRule', () => {
    const text = ['format: umpire-turn/1', 'game: g_K7X2', 'side: axis', 'window: T12/axis-movement', 'orders:', '  - assault: {unit: ger-lah-1, target: 3518, air: 2}', '  - overrun: {unit: ger-lah-2, path: [3517], target: 3518}', '  - move: {path: [3517]}'].join('\n');
    const r = parseTurnFile(text, SCHEMAS);
    expect(r.ok).toBe(false);
    const issues = (r as Extract<typeof r, { ok: false }>).issues.map((i) => [i.path.join('.'), i.code, i.rule ?? null, i.line]);
    expect(issues).toEqual([
      ['orders.0.assault.air', 'out-of-range', 'KB 5.21', 6],
      ['orders.1.overrun.target', 'target-not-on-path', 'KB 11.31', 7],
      ['orders.2.move.unit', 'missing', null, 8],
    ]);
    const read = (r as Extract<typeof r, { ok: false }>).issues;
    expect(read.map(withKbRule).map((i) => i.rule)).toEqual(['KB 5.21', 'KB 11.31', 'KB 10.0']);
    expect(read[0]!.message).toBe('at most one Air Point a side in a Mobile Assault, found 2');
  });
});

describe('the JSON Schema editors are given for the title\'s files', () => {
  it('describes every kind of order, the branches of an assault and the standing orders', () => {
    const schema = turnFileJsonSchema({ id: 'kharkov-battles', orderSchema: KbOrderSchema, standingSchema: KbStandingSchema }) as { properties: Record<string, { items?: { anyOf?: unknown[] } }> };
    const orders = schema.properties.orders!;
    expect(orders.items?.anyOf).toHaveLength(KB_KINDS.length);
    const text = JSON.stringify(orders);
    for (const kind of KB_KINDS) expect(text).toContain(`"${kind}"`);
    expect(text).toContain('"then"');
    expect(JSON.stringify(schema.properties.standing)).toContain('"lossOrder"');
  });
});

describe('what a file shows across its orders', () => {
  const problems = (orders: unknown[]) => parseKbOrders(orders).issues.map((i) => [i.path.join('.'), i.code, i.rule]);
  const mv = (unit: string, path: string[], extra: object = {}) => ({ move: { unit, path, ...extra } });

  it('10.31: a unit moving by Strategic Movement makes no other move, assault or overrun in the phase', () => {
    expect(problems([mv('ger-lah-1', ['3517'], { strategic: true }), { assault: { unit: 'ger-lah-1', target: '3518' } }, mv('ger-lah-2', ['3416'])])).toEqual([
      ['orders.1.assault', 'strategic-and-tactical', 'KB 10.31'],
    ]);
  });

  it('11.1: a unit that infiltrates may not assault or overrun in the same phase, in either order', () => {
    expect(problems([mv('ger-lah-1', ['3517'], { infiltrate: true }), { overrun: { unit: 'ger-lah-1', path: ['3518'], target: '3518' } }])).toEqual([['orders.1.overrun', 'infiltration-and-assault', 'KB 11.1']]);
    expect(problems([{ assault: { unit: 'ger-lah-1', target: '3518' } }, mv('ger-lah-1', ['3517'], { infiltrate: true })])).toEqual([['orders.1.move', 'infiltration-and-assault', 'KB 11.1']]);
  });

  it('11.2: one Mobile Assault a unit a phase, its own branches included; the two branches of one assault never both run', () => {
    expect(problems([{ assault: { unit: 'ger-lah-1', target: '3518' } }, { assault: { unit: 'ger-lah-1', target: '3519' } }])).toEqual([['orders.1.assault', 'second-assault', 'KB 11.2']]);
    expect(problems([{ assault: { unit: 'ger-lah-1', target: '3518', then: [{ assault: { unit: 'ger-lah-1', target: '3619' } }] } }])).toEqual([['orders.0.assault.then.0.assault', 'second-assault', 'KB 11.2']]);
    const either = { assault: { unit: 'ger-lah-1', target: '3518', then: [{ assault: { unit: 'ger-lah-2', target: '3619' } }], else: [{ assault: { unit: 'ger-lah-2', target: '3518' } }] } };
    expect(problems([either])).toEqual([]);
  });

  it('12.0: no unit attacks twice and no hex is attacked twice; 12.23: a unit follows one result, and not one it attacks in', () => {
    expect(
      problems([
        { attack: { attackers: ['sov-62gd', 'sov-3gtk'], targets: ['3617'] } },
        { attack: { attackers: ['sov-3gtk'], targets: ['KB3617', '3618'], follow: ['sov-62gd', 'sov-hq'] } },
        { attack: { attackers: ['sov-25gd'], targets: ['3619'], follow: ['sov-hq'] } },
      ]),
    ).toEqual([
      ['orders.1.attack.attackers.0', 'attacks-twice', 'KB 12.0'],
      ['orders.1.attack.targets.0', 'attacked-twice', 'KB 12.0'],
      ['orders.1.attack.follow.0', 'attacker-follows', 'KB 12.23'],
      ['orders.2.attack.follow.0', 'follows-twice', 'KB 12.23'],
    ]);
  });

  it('5.31, 20.1, 16.35: one Air Point a hex, one Ersatz battalion a turn, three silhouette units a turn', () => {
    const back = (unit: string) => ({ returnSilhouette: { unit, hex: '3505' } });
    expect(problems([{ interdict: { hex: '3412' } }, { interdict: { hex: 'KB3412' } }, { ersatz: { hex: '3505' } }, { ersatz: { hex: '3617' } }, back('a'), back('b'), back('c'), back('d')])).toEqual([
      ['orders.1.interdict.hex', 'interdicted-twice', 'KB 5.31'],
      ['orders.3.ersatz', 'one-ersatz-a-turn', 'KB 20.1'],
      ['orders.7.returnSilhouette', 'too-many-silhouettes', 'KB 16.35'],
    ]);
  });
});
