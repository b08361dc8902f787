import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DosOrder } from '#games/drive-on-stalingrad/orders/order';
import { StandingOrders } from '#games/drive-on-stalingrad/orders/standing';

describe('order schemas (they become the JSON Schema editors use)', () => {
  it.each([
    [{ move: { unit: 'ger-gd', path: ['2624', '2623'] } }, true],
    [{ move: { units: ['a', 'b'], path: ['N3635'] } }, true],
    [{ move: { unit: 'a', units: ['b'], path: ['2624'] } }, false],
    [{ move: { unit: 'a', path: [] } }, false],
    [{ attack: { target: '2625', units: ['a'], losses: ['a'], advance: 'all', ifTargetOccupied: true } }, true],
    [{ attack: { target: '2625', units: ['a'], advance: ['a'] } }, true],
    [{ attack: { target: '2625', units: [] } }, false],
    [{ attack: { target: '2625', units: ['a'], advance: 'some' } }, false],
    [{ declare: { phaseOrder: 'movement-first' } }, true],
    [{ declare: { phaseOrder: 'move-first' } }, false],
    [{ move: { unit: 'a', path: ['2624'] }, attack: { target: '2625', units: ['a'] } }, false],
  ])('%j valid: %s', (order, valid) => expect(DosOrder.safeParse(order).success).toBe(valid));

  it('export to JSON Schema with their descriptions', () => {
    const order = JSON.stringify(z.toJSONSchema(DosOrder));
    expect(order).toContain('DoS 11.38');
    expect(order).toContain('DoS 9.5');
    expect(JSON.stringify(z.toJSONSchema(StandingOrders))).toContain('DoS 11.33');
  });
});
