import { parse } from 'yaml';
import { z } from 'zod';
import { TrtSchema, type Trt } from '../../../src/games/kharkov-battles/data/trt';
import { KbScenarioIdSchema, type KbScenarioId } from '../../../src/games/kharkov-battles/data/ids';
import { readForcesSource } from './units';

const Row = z.tuple([z.number().int(), z.string(), z.string(), z.string(), z.string(), z.number().int(), z.string()]);
const TrtFileSchema = z.object({
  provenance: z.enum(['printed', 'reconstructed']),
  note: z.string(),
  tracks: z.array(
    z.object({
      scenario: KbScenarioIdSchema,
      note: z.string(),
      returns: z.unknown(),
      turns: z.array(Row),
    }),
  ),
});

/** "4/3": axis / soviet (or mech / non-mech). */
function pair(s: string, where: string): [number, number] {
  const m = /^(\d+)\/(\d+)$/.exec(s);
  if (!m) throw new Error(`${where}: "${s}" is not two numbers a/b`);
  return [Number(m[1]), Number(m[2])];
}

/** "freeze" or "freeze MUD?0-2" (KB 19.11: the roll range is always 0..n). */
function weather(s: string, where: string): { weather: string; mudOn?: number } {
  const m = /^(clear|freeze|mud)(?: MUD\?0-(\d))?$/.exec(s);
  if (!m) throw new Error(`${where}: weather "${s}" is not clear/freeze/mud with an optional MUD?0-n`);
  return m[2] === undefined ? { weather: m[1]! } : { weather: m[1]!, mudOn: Number(m[2]) };
}

/** Compiles trt.yaml (text) into one checked Turn Record Track per scenario (KB 3.1.8). */
export function compileTrts(source: string): Record<KbScenarioId, Trt> {
  const file = TrtFileSchema.parse(parse(source));
  const out: Partial<Record<KbScenarioId, Trt>> = {};
  for (const t of file.tracks) {
    if (out[t.scenario]) throw new Error(`trt.yaml: two tracks for ${t.scenario}`);
    out[t.scenario] = TrtSchema.parse({
      scenario: t.scenario,
      provenance: file.provenance,
      note: `${file.note} ${t.note}`,
      returns: t.returns,
      turns: t.turns.map(([turn, dates, w, air, airMud, sp, rp]) => {
        const where = `trt.yaml ${t.scenario} turn ${turn}`;
        const [ax, so] = pair(air, where);
        const [mx, ms] = pair(airMud, where);
        const [mech, nonMech] = pair(rp, where);
        return {
          turn,
          dates,
          ...weather(w, where),
          air: { axis: ax, soviet: so },
          airMud: { axis: mx, soviet: ms },
          supportPoints: sp,
          sovietReplacements: { mech, nonMech },
        };
      }),
    });
  }
  for (const s of KbScenarioIdSchema.options) if (!out[s]) throw new Error(`trt.yaml: no track for ${s}`);
  return out as Record<KbScenarioId, Trt>;
}

/** The tracks of scenarios/kharkov-battles/trt.yaml. */
export const loadTrts = (): Record<KbScenarioId, Trt> => compileTrts(readForcesSource('trt.yaml'));
