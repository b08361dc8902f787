import { describe, expect, it } from 'vitest';
import { adjudicate, check, codes, fragment } from './movement-window-fixture';

const move = (units: string[], path: string[]) => ({ move: { units, path } });

describe('SoS 21.2: reinforcements placed in a box at the start of the owner\'s Movement Phase', () => {
  it('the 42nd Guards (due 14 September, East Bank Central box) enter on turn 2 and cross in the same phase', () => {
    const s = fragment({});
    const r = adjudicate(2, 'soviet-movement', s, [move(['sov-1-42g'], ['0326', '0426']), { enter: { units: ['sov-1-42g'], box: 'EB-C' } }]);
    expect(r.events.map((e) => e.type)).toEqual(['reinforcements-placed', 'moved']);
    expect(r.state.pieces['sov-1-42g']!.at).toBe('0426');
  });

  it('not before their date, not in another box than the card lists, not a unit already in play', () => {
    const s = fragment({ 'sov-1-270-nkvd': '1238' });
    expect(codes(check(1, 'soviet-movement', s, [{ enter: { units: ['sov-1-42g'], box: 'EB-C' } }]))).toEqual([['not-due', 'orders.0.enter.units.0']]);
    expect(codes(check(2, 'soviet-movement', s, [{ enter: { units: ['sov-1-42g', 'sov-1-270-nkvd'], box: 'EB-N' } }]))).toEqual([['wrong-box', 'orders.0.enter.units.0'], ['not-a-reinforcement', 'orders.0.enter.units.1']]);
  });
});

describe('SoS 8.6: crossing the Volga', () => {
  it('E10 (8.65): "the first stack enters cliff hex 0426 at 2 MP (half its available MP this phase), the second stack at 3 MP, and the third stack at 4 MP" (arrow #8, Exploit Movement Phase 14)', () => {
    const s = fragment({ 'sov-1-42g': 'EB-C', 'sov-2-42g': 'EB-C', 'sov-3-42g': 'EB-C' });
    const r = adjudicate(2, 'soviet-exploit-movement', s, [move(['sov-1-42g'], ['0326', '0426']), move(['sov-2-42g'], ['0326', '0426']), move(['sov-3-42g'], ['0326', '0426'])]);
    expect(r.events.map((e) => e['mp'])).toEqual([2, 3, 4]);
  });

  it('8.61, 8.70: a crossing ends on the West Bank or in a box, never on the Volga', () => {
    const s = fragment({ 'sov-1-42g': 'EB-C' });
    expect(codes(check(2, 'soviet-movement', s, [move(['sov-1-42g'], ['0326'])]))).toEqual([['ends-in-volga', 'orders.0.move.path.0']]);
  });

  it('E79 (8.66): ten Soviet combat units crossing along arrow #9 in Movement Phase 10: the first nine cross, the tenth may not', () => {
    const ten = ['sov-1-42g', 'sov-2-42g', 'sov-3-42g', 'sov-1-39g', 'sov-2-39g', 'sov-1-270-nkvd', 'sov-2-270-nkvd', 'sov-militia', 'sov-flamethrower', 'sov-aa'];
    const s = fragment(Object.fromEntries(ten.map((id) => [id, 'EB-C'])));
    // three stacks of three land at 0427 (4, 5 and 6 MP: 8.65) and go on inland; the tenth unit would be the tenth through the arrow
    const orders = [
      move(ten.slice(0, 3), ['0327', '0427', '0428']),
      move(ten.slice(3, 6), ['0327', '0427', '0527']),
      move(ten.slice(6, 9), ['0327', '0427', '0528']),
      move(ten.slice(9), ['0327', '0427']),
    ];
    expect(codes(check(2, 'soviet-movement', s, orders.slice(0, 3)))).toEqual([]);
    expect(codes(check(2, 'soviet-movement', s, orders))).toEqual([['arrow-full', 'orders.3.move.path.1']]);
  });

  it('E79 (8.66): at most one combat unit a West Bank hex through a Volga hex with no arrow', () => {
    const s = fragment({ 'sov-1-42g': 'EB-C', 'sov-2-42g': 'EB-C' });
    // 0330 to 0430: a Volga hex with no arrow into the West Bank (arrows #8 to #10 land at 0426-0428)
    const one = check(2, 'soviet-movement', s, [move(['sov-1-42g'], ['0330', '0430'])]);
    expect(one).toEqual([]);
    expect(codes(check(2, 'soviet-movement', s, [move(['sov-1-42g'], ['0330', '0430']), move(['sov-2-42g'], ['0330', '0430'])]))).toEqual([['shore-full', 'orders.1.move.path.1']]);
  });
});

describe('SoS 8.46, 21.2: the German off-map boxes', () => {
  it('a unit in off-map box 2 enters the map along road 2 at the road rate in Movement Phase 3, not in the Exploit Movement Phase', () => {
    const s = fragment({ 'ger-71-5-191': 'GB-2' });
    const r = adjudicate(1, 'german-movement', s, [move(['ger-71-5-191'], ['4545', '4445'])]);
    expect(r.events).toMatchObject([{ type: 'moved', to: '4445', steps: [{ to: '4545', parts: [{ rule: 'SoS 8.14' }] }, { to: '4445', parts: [{ rule: 'SoS 8.14' }] }] }]);
    expect(codes(check(1, 'german-exploit-movement', s, [move(['ger-71-5-191'], ['4545'])]))).toEqual([['box-phase', 'orders.0.move.path.0']]);
  });
});

describe('SoS 8.41: the Volga and the East Bank are the Soviet\'s', () => {
  it('a German unit on the bank may never move into a Volga River hex', () => {
    const s = fragment({ 'ger-71-5-191': '0426' });
    expect(codes(check(1, 'german-movement', s, [move(['ger-71-5-191'], ['0326'])]))).toEqual([['german-volga', 'orders.0.move.path.0']]);
  });
});
