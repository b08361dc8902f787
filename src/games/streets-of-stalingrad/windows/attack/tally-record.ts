import type { Tally } from '../bombardment/indirect-groups';

/** A spotting tally as plain JSON, for a phase stopped for a decision to keep (14.22, 14.24: the limits hold over the phase). */
export interface TallyRecord {
  opAf: [string, number][];
  leaderUnits: [string, number][];
  targetOf: [string, string][];
  hexUnits: [string, number][];
  formationUnits: [string, number][];
}

export const tallyRecord = (t: Tally): TallyRecord => ({ opAf: [...t.opAf], leaderUnits: [...t.leaderUnits], targetOf: [...t.targetOf], hexUnits: [...t.hexUnits], formationUnits: [...t.formationUnits] });

export const tallyOf = (r: TallyRecord): Tally => ({ opAf: new Map(r.opAf), leaderUnits: new Map(r.leaderUnits), targetOf: new Map(r.targetOf), hexUnits: new Map(r.hexUnits), formationUnits: new Map(r.formationUnits) });
