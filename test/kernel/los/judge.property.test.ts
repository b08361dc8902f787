import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DrawnFeature, Relief } from '#kernel/los/features';
import { at } from '#kernel/los/geometry';
import { judgeLos, type LosPurpose, type LosViewer } from '#kernel/los/judge';
import { createLosTerrain, pairKey, type LosTerrainData } from '#kernel/los/model';
import { traceLine, type Contact } from '#kernel/los/trace';
import { hexId } from '#kernel/ids';
import { farPair, GRID, hex, innerPair, SPEC, terrainData, TOLERANCE } from './world';

const purpose = fc.constantFrom<LosPurpose>('fire', 'spot');
const empty: LosTerrainData = { grid: SPEC, tolerance: TOLERANCE, hexes: {} };
const withHex = (d: LosTerrainData, h: string, x: { features?: readonly DrawnFeature[]; relief?: Relief }): LosTerrainData =>
  ({ ...d, hexes: { ...d.hexes, [h]: { ...d.hexes[h], ...x } } });

/** A line from a to b and one hex whose inside it crosses, with a point of the line inside that hex (in the hex's own frame). */
const crossing = innerPair
  .map(([a, b]) => ({ a, b, through: traceLine(GRID, a, b, TOLERANCE).hexes.filter((c) => c.contact === 'through') }))
  .filter((x) => x.through.length > 0)
  .chain((x) => fc.record({ a: fc.constant(x.a), b: fc.constant(x.b), c: fc.constantFrom(...x.through) }))
  .map(({ a, b, c }) => {
    const start = GRID.center(a);
    const end = GRID.center(b);
    const centre = GRID.center(c.hex);
    // the line's nearest point to the hex's centre lies inside the hex when the line crosses it
    const d = { x: end.x - start.x, y: end.y - start.y };
    const t = ((centre.x - start.x) * d.x + (centre.y - start.y) * d.y) / (d.x * d.x + d.y * d.y);
    const p = at(start, end, t);
    const len = Math.hypot(d.x, d.y);
    return { a, b, hex: c.hex, on: { x: p.x - centre.x, y: p.y - centre.y }, dir: { x: d.x / len, y: d.y / len } };
  });

/** A line from a to b and a hex between them that it meets only by the given contact. */
const touching = (contact: Contact) => innerPair
  .map(([a, b]) => ({ a, b, hexes: traceLine(GRID, a, b, TOLERANCE).hexes.filter((c) => c.contact === contact) }))
  .filter((x) => x.hexes.length > 0)
  .chain((x) => fc.record({ a: fc.constant(x.a), b: fc.constant(x.b), hex: fc.constantFrom(...x.hexes.map((c) => c.hex)) }));

describe('line of sight is reciprocal ("If unit A can see unit B, B can see A", SoS 9.31)', () => {
  it('for any map, any two hexes and either purpose', () => {
    fc.assert(fc.property(terrainData, hex, hex, purpose, (data, a, b, p) => {
      const t = createLosTerrain(data);
      expect(judgeLos(t, a, b, p).clear).toBe(judgeLos(t, b, a, p).clear);
    }));
  });
});

describe('SoS 9.35, 9.37: the ends', () => {
  it('terrain drawn in the firer\'s or the target\'s hex never changes the verdict', () => {
    fc.assert(fc.property(terrainData, farPair, fc.array(feature(), { minLength: 1, maxLength: 3 }), purpose, (data, [a, b], fs, p) => {
      const before = judgeLos(createLosTerrain(data), a, b, p).clear;
      const after = judgeLos(createLosTerrain(withHex(withHex(data, a, { features: fs }), b, { features: fs })), a, b, p).clear;
      expect(after).toBe(before);
    }));
  });

  it('adjacent hexes always see each other, whatever is drawn and whatever the override table says', () => {
    const ruling = fc.constantFrom<'clear' | 'blocked' | undefined>('clear', 'blocked', undefined);
    fc.assert(fc.property(terrainData, hex, fc.nat(5), ruling, purpose, (data, a, d, los, p) => {
      const b = GRID.step(a, d);
      if (!b) return;
      const t = createLosTerrain(los ? { ...data, overrides: { [pairKey(a, b)]: { los, note: 'club ruling' } } } : data);
      for (const [x, y] of [[a, b], [b, a]] as const) expect(judgeLos(t, x, y, p).reason).toEqual({ why: 'adjacent', rule: 'SoS 9.37' });
    }));
  });
});

describe('SoS 9.33, 9.34: a blocking feature on the line', () => {
  it('a blocking feature drawn exactly on the line blocks it, and the verdict names its hex and rule', () => {
    fc.assert(fc.property(crossing, fc.constantFrom('city', 'forest', 'suburb', 'tartar-wall'), purpose, ({ a, b, hex: h, on }, kind, p) => {
      const dot: DrawnFeature = { kind: kind as DrawnFeature['kind'], shape: 'line', points: [on, { x: on.x + 1e-3, y: on.y }] };
      const v = judgeLos(createLosTerrain(withHex(empty, h, { features: [dot] })), a, b, p);
      expect(v.clear).toBe(false);
      expect(v.reason).toMatchObject({ why: 'feature', hex: h, kind });
    }));
  });

  it('a feature that does not block (a balka, a road) never does, on the line or not', () => {
    fc.assert(fc.property(crossing, fc.constantFrom('balka', 'road', 'railroad'), ({ a, b, hex: h, on }, kind) => {
      const dot: DrawnFeature = { kind: kind as DrawnFeature['kind'], shape: 'line', points: [on, { x: on.x + 1e-3, y: on.y }] };
      expect(judgeLos(createLosTerrain(withHex(empty, h, { features: [dot] })), a, b).clear).toBe(true);
    }));
  });

  it('a feature beside the line blocks when within 1/16 inch of it, not when further (9.34)', () => {
    const gap = fc.double({ min: 0.02, max: 1.9, noNaN: true });
    fc.assert(fc.property(crossing, gap, fc.boolean(), ({ a, b, hex: h, on, dir }, k, left) => {
      const s = left ? 1 : -1;
      const off = k * TOLERANCE;
      // a short wall parallel to the line, `off` to one side
      const p0 = { x: on.x - s * dir.y * off, y: on.y + s * dir.x * off };
      const wall: DrawnFeature = { kind: 'tartar-wall', shape: 'line', points: [p0, { x: p0.x + dir.x * 1e-3, y: p0.y + dir.y * 1e-3 }] };
      const v = judgeLos(createLosTerrain(withHex(empty, h, { features: [wall] })), a, b);
      expect(v.clear).toBe(k > 1 + 1e-9);
    }));
  });
});

describe('SoS 9.33 #8: hill tops', () => {
  it('a line across a hill top between the ends (in through one side, out through another) is blocked', () => {
    fc.assert(fc.property(crossing, purpose, ({ a, b, hex: h }, p) => {
      const v = judgeLos(createLosTerrain(withHex(empty, h, { relief: 'hill-top' })), a, b, p);
      expect(v.reason).toMatchObject({ why: 'hill-top', hex: h, rule: 'SoS 9.33 #8' });
    }));
  });

  it('a line run exactly along a side of a hill top between the ends is blocked (9.33 example 2, 1550 -> 1448 past 1549)', () => {
    fc.assert(fc.property(touching('along'), purpose, ({ a, b, hex: h }, p) => {
      const v = judgeLos(createLosTerrain(withHex(empty, h, { relief: 'hill-top' })), a, b, p);
      expect(v.reason).toMatchObject({ why: 'hill-top', hex: h, contact: 'along', rule: 'SoS 9.33 #8' });
    }));
  });

  it('a line that touches only a corner of a hill top, or passes within 1/16 inch of it outside, passes through none of its sides: clear', () => {
    fc.assert(fc.property(fc.oneof(touching('corner'), touching('near')), purpose, ({ a, b, hex: h }, p) => {
      const v = judgeLos(createLosTerrain(withHex(empty, h, { relief: 'hill-top' })), a, b, p);
      expect(v.clear).toBe(true);
    }));
  });

  it('0202 -> 0308 passes within the tolerance of hill top 0304 without entering it: clear; 0202 -> 0307 touches its corner: clear', () => {
    const t = createLosTerrain(withHex(empty, '0304', { relief: 'hill-top' }));
    expect(traceLine(GRID, hexId('0202'), hexId('0308'), TOLERANCE).hexes.find((c) => c.hex === '0304')?.contact).toBe('near');
    expect(judgeLos(t, hexId('0202'), hexId('0308')).clear).toBe(true);
    expect(traceLine(GRID, hexId('0202'), hexId('0307'), TOLERANCE).hexes.find((c) => c.hex === '0304')?.contact).toBe('corner');
    expect(judgeLos(t, hexId('0202'), hexId('0307')).clear).toBe(true);
  });

  it('a line from or to a hill top passes one of its sides: the hill top itself never blocks it', () => {
    fc.assert(fc.property(farPair, purpose, ([a, b], p) => {
      expect(judgeLos(createLosTerrain(withHex(withHex(empty, a, { relief: 'hill-top' }), b, { relief: 'hill-top' })), a, b, p).clear).toBe(true);
    }));
  });
});

describe('SoS 9.38, 14.26: elevation only ever opens lines', () => {
  it('a hill top or slope top sees over blocking terrain in an adjacent slope hex the line crosses, and is seen from the other end', () => {
    const nextToA = crossing.filter(({ a, hex: h }) => GRID.distance(a, h) === 1);
    fc.assert(fc.property(nextToA, fc.constantFrom<Relief>('hill-top', 'slope-top'), purpose, ({ a, b, hex: h }, top, p) => {
      const t = createLosTerrain(withHex(withHex(empty, a, { relief: top }), h, { relief: 'slope', features: [{ kind: 'forest', shape: 'area' }] }));
      for (const [x, y] of [[a, b], [b, a]] as const) {
        const v = judgeLos(t, x, y, p);
        expect(v.clear).toBe(true);
        expect(v.seenOver).toEqual([{ hex: h, kind: 'forest', rule: 'SoS 9.38' }]);
      }
      // not a slope: the forest blocks
      const flat = createLosTerrain(withHex(withHex(empty, a, { relief: top }), h, { features: [{ kind: 'forest', shape: 'area' }] }));
      expect(judgeLos(flat, b, a, p).clear).toBe(false);
    }));
  });

  it('making hexes slopes and an end a hill top or slope top never blocks a clear line', () => {
    const raise = fc.array(hex, { maxLength: 8 });
    fc.assert(fc.property(terrainData, farPair, raise, fc.constantFrom<Relief>('hill-top', 'slope-top'), purpose, (data, [a, b], slopes, top, p) => {
      const flat = { ...data, hexes: Object.fromEntries(Object.entries(data.hexes).map(([h, x]) => [h, { features: x.features }])) };
      if (!judgeLos(createLosTerrain(flat), a, b, p).clear) return;
      let raised: LosTerrainData = flat;
      for (const s of slopes) raised = withHex(raised, s, { relief: 'slope' });
      raised = withHex(raised, a, { relief: top });
      expect(judgeLos(createLosTerrain(raised), a, b, p).clear).toBe(true);
    }));
  });

  it('whatever a unit can fire across, a spotter in its hex can see across (14.26 only adds)', () => {
    fc.assert(fc.property(terrainData, farPair, (data, [a, b]) => {
      const t = createLosTerrain(data);
      if (judgeLos(t, a, b, 'fire').clear) expect(judgeLos(t, a, b, 'spot').clear).toBe(true);
    }));
  });
});

describe('the override table', () => {
  it('a ruling for a pair more than one hex apart wins over the geometry, either way round, and its note is the reason', () => {
    fc.assert(fc.property(terrainData, farPair, fc.constantFrom<'clear' | 'blocked'>('clear', 'blocked'), purpose, (data, [a, b], los, p) => {
      const t = createLosTerrain({ ...data, overrides: { [pairKey(a, b)]: { los, note: 'club ruling' } } });
      for (const [x, y] of [[a, b], [b, a]] as const) {
        const v = judgeLos(t, x, y, p);
        expect(v.clear).toBe(los === 'clear');
        expect(v.reason).toEqual({ why: 'override', rule: 'override', note: 'club ruling' });
      }
    }));
  });
});

describe('an override scoped to a purpose and a viewer (SoS 14.25: "An OP unit on hex 1039 ... can also see")', () => {
  it('holds for that purpose and viewer only; any other line between the pair is judged on the drawing', () => {
    const look = fc.constantFrom<[LosPurpose, LosViewer]>(['fire', 'non-op'], ['spot', 'non-op'], ['spot', 'op']);
    fc.assert(fc.property(terrainData, farPair, fc.constantFrom<'clear' | 'blocked'>('clear', 'blocked'), look, look, (data, [a, b], los, [purpose, viewer], [p, v]) => {
      const only = viewer === 'op' ? { purpose, viewer } : { purpose };
      const scoped = createLosTerrain({ ...data, overrides: { [pairKey(a, b)]: { los, note: 'SoS 14.25', only } } });
      const drawn = createLosTerrain(data);
      const applies = p === purpose && (viewer !== 'op' || v === 'op');
      for (const [x, y] of [[a, b], [b, a]] as const) {
        const got = judgeLos(scoped, x, y, p, v);
        if (applies) expect(got.reason).toEqual({ why: 'override', rule: 'override', note: 'SoS 14.25' });
        else expect(got).toEqual(judgeLos(drawn, x, y, p, v));
      }
    }));
  });

  it('an OP unit never fires (SoS 2.25: no AF or DF): its line is judged only for spotting', () => {
    const t = createLosTerrain(empty);
    expect(() => judgeLos(t, hexId('0202'), hexId('0505'), 'fire', 'op')).toThrow(/OP unit .* never fires \(SoS 2\.25\)/);
    expect(judgeLos(t, hexId('0202'), hexId('0505'), 'spot', 'op').clear).toBe(true);
  });
});

function feature(): fc.Arbitrary<DrawnFeature> {
  return fc.constantFrom<DrawnFeature>(
    { kind: 'city', shape: 'area' },
    { kind: 'forest', shape: 'area' },
    { kind: 'tartar-wall', shape: 'line', points: [{ x: -0.9, y: 0 }, { x: 0.9, y: 0 }] },
  );
}
