import { solveLinear } from './linear-solve';

export interface Pt {
  x: number;
  y: number;
}

/** x' = a·x + b·y + c, y' = d·x + e·y + f. */
export interface Affine {
  coef: [number, number, number, number, number, number];
  apply(p: Pt): Pt;
}

/** Least-squares affine map taking each `from` point as close as possible to its `to`. */
export function fitAffine(from: readonly Pt[], to: readonly Pt[]): Affine {
  if (from.length < 3 || from.length !== to.length) throw new Error('affine fit needs 3 or more point pairs');
  const ata = [[0, 0, 0], [0, 0, 0], [0, 0, 0]];
  const atx = [0, 0, 0];
  const aty = [0, 0, 0];
  from.forEach((p, i) => {
    const row = [p.x, p.y, 1];
    const q = to[i]!;
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) ata[r]![c]! += row[r]! * row[c]!;
      atx[r]! += row[r]! * q.x;
      aty[r]! += row[r]! * q.y;
    }
  });
  const [a, b, c] = solveLinear(ata, atx) as [number, number, number];
  const [d, e, f] = solveLinear(ata, aty) as [number, number, number];
  return {
    coef: [a, b, c, d, e, f],
    apply: (p) => ({ x: a * p.x + b * p.y + c, y: d * p.x + e * p.y + f }),
  };
}
