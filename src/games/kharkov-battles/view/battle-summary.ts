import type { GameEvent } from '#kernel/engine/events';
import type { KbState } from '../state/types';

/** The events that open a Prepared Assault (KB 12.0 steps 1-2), in the order assault/resolve.ts makes them. */
const OPENING = new Set(['participants', 'strength', 'chit-drawn', 'air-points', 'army-committed', 'building-removed']);
/** The events that apply a result (KB 12.6-12.8; a Breakout Attempt, 12.73), after the `crt` of their battle. */
const RESULT = new Set(['step-lost', 'chit-flipped', 'chit-returned', 'eliminated', 'conversion', 'breakout', 'retreated', 'advanced', 'rubble-placed']);
/** The events that apply a Mobile Assault's result (KB 11.26-11.28, 13.12), after it (movement-phase/events.ts). */
const MOBILE_RESULT = new Set(['step-loss', 'eliminated', 'retreated', 'disorganized', 'committed']);

const str = (x: unknown): string | null => (typeof x === 'string' ? x : null);
const num = (x: unknown): number | null => (typeof x === 'number' ? x : null);
const strings = (x: unknown): string[] => (Array.isArray(x) ? x.filter((y): y is string => typeof y === 'string') : []);

/**
 * KB 12.0-12.8: one summary event per Prepared Assault, in the shape the combat report and
 * the map read a battle by (src/report/combat/event-shapes.ts BattleShape): the target
 * hex, the attacking hexes, each unit with the strength it fought with, the totals, the
 * odds, every shift, the final column and the result, and the losses, retreats and
 * advances that followed. Made only from the battle's own events, which every reader may
 * see (a chit-drawn event is left out: KB 2.6); `before` gives where the attackers stood.
 * The summary goes right after the battle's `crt` event, which stays as it is;
 * kbCombatKey keys the battle to the summary when there is one. A Mobile Assault that was
 * rolled (KB 11.2) gets a `mobile-assault-battle` summary right after its event the same way.
 */
export function kbBattleSummaries(events: readonly GameEvent[], before: KbState | null): GameEvent[] {
  const where = new Map<string, string>();
  for (const u of Object.values(before?.units ?? {})) if (u.hex !== null && u.where === 'map') where.set(u.id, u.hex);
  const out: GameEvent[] = [];
  let group: GameEvent[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    out.push(e);
    if (e.type === 'crt') {
      const results: GameEvent[] = [];
      for (let j = i + 1; j < events.length && RESULT.has(events[j]!.type); j++) results.push(events[j]!);
      out.push(summary(group, e, results, where));
      group = [];
    } else if (e.type === 'mobile-assault' && num(e['die']) !== null) {
      const results: GameEvent[] = [];
      for (let j = i + 1; j < events.length && MOBILE_RESULT.has(events[j]!.type); j++) results.push(events[j]!);
      out.push(mobileSummary(e, results));
    } else if (OPENING.has(e.type) || group.length > 0) group.push(e);
    // where the units stand for the next battle: its retreats and advances
    const path = strings(e['path']);
    if ((e.type === 'retreated' || e.type === 'advanced' || e.type === 'moved') && path.length > 0) {
      for (const id of [...strings(e['units']), ...(str(e['unit']) ? [str(e['unit'])!] : [])]) where.set(id, path.at(-1)!);
    }
  }
  return out;
}

function summary(group: readonly GameEvent[], crt: GameEvent, results: readonly GameEvent[], where: ReadonlyMap<string, string>): GameEvent {
  const participants = group.filter((e) => e.type === 'participants');
  const defender = str(participants[0]?.['side']);
  const targets = participants.map((p) => str(p['hex'])).filter((h): h is string => h !== null);
  const strengths = group.filter((e) => e.type === 'strength');
  const line = (e: GameEvent) => {
    const unit = str(e['unit']) ?? '?';
    const hex = where.get(unit) ?? participants.find((p) => strings(p['units']).includes(unit))?.['hex'];
    const applied = Array.isArray(e['applied']) ? (e['applied'] as { reason?: unknown; rule?: unknown }[]) : [];
    const halvings = applied.filter((a) => typeof a.reason === 'string').map((a) => ({ reason: String(a.reason).replace(/-/g, ' '), ...(typeof a.rule === 'string' ? { rule: a.rule } : {}) }));
    const strength = num(e['strength']) ?? 0;
    // the value before its adjustments is a chit's secret for a Combat Rating unit (KB 2.6): "?" then
    return halvings.length === 0 ? { unit, ...(typeof hex === 'string' ? { hex } : {}), printed: strength } : { unit, ...(typeof hex === 'string' ? { hex } : {}), printed: '?', halvings, effective: strength };
  };
  const attackers = strengths.filter((e) => e['side'] !== defender).map(line);
  const totals = group.find((e) => e.type === 'totals');
  const attacker = str(strengths.find((e) => e['side'] !== defender)?.['side']);
  const die = num(crt['die']);
  return {
    type: 'prepared-assault',
    rule: 'KB 12.0',
    ...(attacker ? { side: attacker } : {}),
    target: targets[0] ?? '?',
    from: [...new Set(attackers.map((a) => a.hex).filter((h): h is string => h !== undefined))].sort(),
    attackers,
    defenders: strengths.filter((e) => e['side'] === defender).map(line),
    ...(totals ? { attack: totals['attack'], defense: totals['defense'], raw: totals['odds'] } : {}),
    shifts: group.filter((e) => e.type === 'shift').map((e) => ({ value: num(e['shift']) ?? 0, reason: String(e['reason']).replace(/-/g, ' '), ...(str(e['rule']) ? { rule: str(e['rule'])! } : {}), kind: 'column-shift' })),
    final: str(crt['final']) ?? '?',
    ...(crt['automatic'] === true ? { beyond: (str(crt['final']) ?? '').startsWith('1-') ? 'below' : 'above' } : {}),
    result: str(crt['result']) ?? '?',
    ...(die !== null ? { cell: `die ${die}` } : {}),
    losses: results.filter((e) => e.type === 'step-lost').map((e) => ({ unit: str(e['unit']) ?? '?', reason: `loses a step, ${num(e['stepsLeft'])} left (${str(e['why']) ?? ''})`, ...(str(e['rule']) ? { rule: str(e['rule'])! } : {}) })),
    eliminations: results.filter((e) => e.type === 'eliminated').map((e) => ({ unit: str(e['unit']) ?? '?', eliminated: true, reason: str(e['to']) ?? 'eliminated', ...(str(e['rule']) ? { rule: str(e['rule'])! } : {}) })),
    retreats: results.filter((e) => e.type === 'retreated').flatMap((e) => strings(e['units']).map((unit) => ({ unit, from: str(e['from']) ?? '?', to: strings(e['path']).at(-1) ?? '?', path: strings(e['path']), route: strings(e['path']), ...(str(e['rule']) ? { rule: str(e['rule'])! } : {}) }))),
    advances: results.filter((e) => e.type === 'advanced').map((e) => ({ unit: str(e['unit']) ?? '?', from: where.get(str(e['unit']) ?? '') ?? '?', to: strings(e['path']).at(-1) ?? '?', path: strings(e['path']), route: strings(e['path']) })),
    ...(targets.length > 1 ? { notes: [{ text: `the attack is on ${targets.length} hexes: ${targets.join(', ')}`, rule: 'KB 12.22' }] } : {}),
  };
}

/** KB 11.2, 11.26-11.28: a rolled Mobile Assault as the report reads a battle. */
function mobileSummary(e: GameEvent, results: readonly GameEvent[]): GameEvent {
  const target = str(e['target']) ?? '?';
  const from = str(e['from']) ?? '?';
  const unit = str(e['unit']) ?? '?';
  const result = e['result'] !== null && typeof e['result'] === 'object' ? str((e['result'] as { code?: unknown }).code) : null;
  const mods = Array.isArray(e['modifiers']) ? (e['modifiers'] as { reason?: unknown; rule?: unknown; drm?: unknown }[]) : [];
  const retreated = results.filter((r) => r.type === 'retreated');
  return {
    type: 'mobile-assault-battle',
    rule: str(e['rule']) ?? 'KB 11.2',
    target,
    from: [from],
    attackers: [{ unit, hex: from, printed: num(e['attack']) ?? 0 }],
    defenders: [],
    attack: e['attack'],
    defense: e['defense'],
    raw: e['odds'],
    drms: mods.map((m) => ({ value: num(m.drm) ?? 0, reason: String(m.reason).replace(/-/g, ' '), ...(str(m.rule) ? { rule: str(m.rule)! } : {}), kind: 'drm' })),
    final: str(e['odds']) ?? '?',
    result: result ?? '?',
    cell: `die ${num(e['die'])}, modified ${num(e['modified'])}`,
    losses: results.filter((r) => r.type === 'step-loss').map((r) => ({ unit: str(r['unit']) ?? '?', reason: `loses ${num(r['steps'])} step(s), ${num(r['left'])} left`, ...(str(r['rule']) ? { rule: str(r['rule'])! } : {}) })),
    eliminations: results.filter((r) => r.type === 'eliminated').map((r) => ({ unit: str(r['unit']) ?? '?', eliminated: true, ...(str(r['rule']) ? { rule: str(r['rule'])! } : {}) })),
    retreats: retreated.flatMap((r) => strings(r['units']).map((u) => ({ unit: u, from: target, to: strings(r['path']).at(-1) ?? '?', path: strings(r['path']), route: strings(r['path']), ...(str(r['rule']) ? { rule: str(r['rule'])! } : {}) }))),
    advances: [],
    notes: results.filter((r) => r.type === 'disorganized' || r.type === 'committed').map((r) => ({ text: r.type === 'disorganized' ? `${str(r['unit'])} is Disorganized` : `committed: ${strings(r['units']).join(', ')}`, ...(str(r['rule']) ? { rule: str(r['rule'])! } : {}) })),
  };
}
