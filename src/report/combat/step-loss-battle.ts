import { z } from 'zod';
import type { BattleShape } from './event-shapes';

/**
 * A battle read on a step-loss table (Campaign To Stalingrad 10.2-10.5): the attackers and
 * defenders by unit id, one or more target hexes, white and black dice, each side's losses
 * in steps and the advance the black die allows. The reports read it as a BattleShape; the
 * unit-by-unit losses, retreats and advances follow the battle as their own events and are
 * folded into its row and its arrows by step-loss-followers.ts.
 */
const die = z.looseObject({ label: z.string(), first: z.number().optional(), reroll: z.number().optional(), value: z.number() });

export const StepLossBattleShape = z.looseObject({
  type: z.string(),
  rule: z.string().optional(),
  side: z.string().optional(),
  targets: z.array(z.string().min(1)).min(1),
  from: z.array(z.string().min(1)).optional(),
  attackers: z.array(z.string()),
  defenders: z.array(z.string()).default([]),
  attack: z.number().optional(),
  defense: z.number().optional(),
  rawColumn: z.string().optional(),
  column: z.string(),
  shifts: z.array(z.looseObject({ value: z.number(), reason: z.string(), rule: z.string().optional(), kind: z.string().optional() })).default([]),
  dice: z.looseObject({ white: z.array(die), black: die }),
  results: z.array(z.string()),
  maximumEffort: z.number().optional(),
  determinedDefense: z.number().optional(),
  losses: z.looseObject({ attacker: z.number(), defender: z.number() }),
  advance: z.number(),
  text: z.string().optional(),
});

const steps = (n: number): string => `${n} step${n === 1 ? '' : 's'}`;
const dieLine = (d: z.infer<typeof die>) => ({
  label: d.reroll !== undefined && d.first !== undefined ? `${d.label} (${d.first} rerolled)` : d.label,
  value: d.value,
});

/** The step-loss battle `e` as the reports' BattleShape, or null when `e` is not one. */
export function fromStepLossBattle(e: unknown): BattleShape | null {
  const r = StepLossBattleShape.safeParse(e);
  if (!r.success) return null;
  const b = r.data;
  const rule = b.rule !== undefined;
  const notes: BattleShape['notes'] = [];
  if (b.targets.length > 1) notes.push({ text: `the battle attacks ${b.targets.length} hexes: ${b.targets.join(', ')}` });
  if (b.maximumEffort) notes.push({ text: `Maximum Effort ${b.maximumEffort}`, rule: 'CtS 11.6' });
  if (b.determinedDefense) notes.push({ text: `Determined Defense ${b.determinedDefense}`, rule: 'CtS 12.5' });
  return {
    type: b.type,
    ...(b.rule ? { rule: b.rule } : {}),
    ...(b.side ? { side: b.side } : {}),
    target: b.targets[0]!,
    ...(b.from ? { from: b.from } : {}),
    attackers: b.attackers.map((unit) => ({ unit })),
    defenders: b.defenders.map((unit) => ({ unit })),
    ...(b.attack !== undefined ? { attack: b.attack } : {}),
    ...(b.defense !== undefined ? { defense: Math.round(b.defense * 100) / 100 } : {}),
    ...(b.rawColumn ? { raw: b.rawColumn } : {}),
    shifts: b.shifts,
    drms: [],
    final: b.column,
    column: b.column,
    dice: [...b.dice.white, b.dice.black].map(dieLine),
    result: `${b.results.join('+')} (advance ${b.advance})`,
    losses: (['attacker', 'defender'] as const)
      .filter((who) => b.losses[who] > 0)
      .map((who) => ({ unit: who, reason: `loses ${steps(b.losses[who])}`, ...(rule ? { rule: 'CtS 10.4' } : {}) })),
    eliminations: [],
    retreats: [],
    advances: [],
    advanceRefused: [],
    notes,
    ...(b.text ? { text: b.text } : {}),
  } as BattleShape;
}
