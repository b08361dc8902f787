import { z } from 'zod';

const Hex = z.string().regex(/^\d{4}$/);
const ByHex = z.record(Hex, z.array(z.string()));

/**
 * A scenario's `setup`: either hex -> units (Operation Blue, where each counter's army is
 * printed on it), or army code -> hex -> units (Operation Uranus, where the same counters
 * serve other armies; each placement then records its army).
 */
export const SetupSource = z.union([ByHex, z.record(z.string().regex(/^[A-Za-z0-9-]+$/), ByHex)]);
export type SetupSource = z.infer<typeof SetupSource>;

export interface CompiledPlacement {
  unit: string;
  hex: string;
  army?: string;
}

const isByHex = (s: SetupSource): s is z.infer<typeof ByHex> => Object.keys(s).every((k) => /^\d{4}$/.test(k));

/** The placements in hex order (then in the order written), armies kept when given. */
export function compileSetup(src: SetupSource): CompiledPlacement[] {
  const rows: CompiledPlacement[] = isByHex(src)
    ? Object.entries(src).flatMap(([hex, units]) => units.map((unit) => ({ unit, hex })))
    : Object.entries(src).flatMap(([army, byHex]) =>
        Object.entries(byHex as Record<string, string[]>).flatMap(([hex, units]) => units.map((unit) => ({ unit, hex, army }))),
      );
  const seen = new Map<string, string>();
  for (const r of rows) {
    if (seen.has(r.unit)) throw new Error(`set-up: ${r.unit} is placed twice (${seen.get(r.unit)} and ${r.hex}); no unit appears more than once (2.15)`);
    seen.set(r.unit, r.hex);
  }
  return rows.map((r, i) => ({ r, i })).sort((a, b) => (a.r.hex < b.r.hex ? -1 : a.r.hex > b.r.hex ? 1 : a.i - b.i)).map(({ r }) => r);
}
