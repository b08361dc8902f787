import type { GameEvent } from '#kernel/engine/events';
import type { KbState } from '../state/types';

/** The events that open a Prepared Assault (KB 12.0 steps 1-2), in the order assault/resolve.ts makes them. */
const OPENING = new Set(['participants', 'strength', 'chit-drawn', 'air-points', 'army-committed', 'building-removed']);
/** The events that apply a result (KB 12.6-12.8), after the `crt` of their battle. */
const RESULT = new Set(['step-lost', 'chit-flipped', 'chit-returned', 'eliminated', 'conversion', 'retreated', 'advanced', 'rubble-placed']);

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
 * kbCombatKey keys the battle to the summary when there is one.
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
    return { unit, ...(typeof hex === 'string' ? { hex } : {}), effective: num(e['strength']) ?? 0, ...(halvings.length ? { halvings } : {}) };
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
    retreats: results.filter((e) => e.type === 'retreated').flatMap((e) => strings(e['units']).map((unit) => ({ unit, from: str(e['from']) ?? '?', to: strings(e['path']).at(-1) ?? '?', path: strings(e['path']), ...(str(e['rule']) ? { rule: str(e['rule'])! } : {}) }))),
    advances: results.filter((e) => e.type === 'advanced').map((e) => ({ unit: str(e['unit']) ?? '?', from: where.get(str(e['unit']) ?? '') ?? '?', to: strings(e['path']).at(-1) ?? '?', path: strings(e['path']) })),
    ...(targets.length > 1 ? { notes: [{ text: `the attack is on ${targets.length} hexes: ${targets.join(', ')}`, rule: 'KB 12.22' }] } : {}),
  };
}
