import { TablesSchema, type Tables } from '../../../src/games/campaign-to-stalingrad/data/schema';
import { ratioColumn } from '../../../src/kernel/combat/ratio-column';
import { checkStepLossTable } from '../../../src/kernel/combat/step-loss/table';

/** tables.yaml, checked: the CRT has six results of each kind per column and rising columns. */
export function compileTables(yaml: unknown): Tables {
  const t = TablesSchema.parse(yaml);
  const problems = checkStepLossTable(t.crt, 6);
  if (problems.length > 0) throw new Error(`tables.yaml crt: ${problems.join('; ')}`);
  ratioColumn(1, 1, t.crt.columns); // throws unless the headings are ratios that rise
  return t;
}
