import type { GameEvent } from '#kernel/engine/events';
import type { Issue } from '#kernel/engine/issues';
import type { OrderChoice, TemplateInfo, UnitOptions } from '#kernel/engine/ruleset';
import type { HexId } from '#kernel/ids';
import { labelledText } from '#kernel/map/labelled-text';
import type { CtsContext } from './data/context';

/**
 * A2, 35.6: the two maps share one grid, a south-map hex's id being its printed number
 * plus 2000 (printed S4336 is 6336). The rules name hexes by id; what the players read
 * names them as printed. These turn the texts of events, problems, options and template
 * notes into printed labels at the edge of the title; the structured fields (hex, path,
 * from, to, ...) keep the ids the archive and the turn files use.
 */
export const hexLabel = (ctx: CtsContext, h: HexId): string => ctx.map.label(h);

const text = (ctx: CtsContext, s: string): string => labelledText(ctx.map, s);

/** The fields of an event, at any depth, that are words for players (a battle's notes and shifts too). */
const WORDS = new Set(['text', 'reason', 'message']);

/**
 * A copy of `v` with its words printed: the same members in the same order, as
 * Object.fromEntries(Object.entries(v)) would make them, written member by member (an
 * adjudication's hundred events are copied this way, without an entry array for each
 * member).
 */
function printedWords(ctx: CtsContext, v: unknown): unknown {
  if (Array.isArray(v)) return v.map((x) => printedWords(ctx, x));
  if (v === null || typeof v !== 'object') return v;
  const from = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(from)) {
    const x = from[k];
    const printed = typeof x === 'string' ? (WORDS.has(k) ? text(ctx, x) : x) : printedWords(ctx, x);
    // a member named __proto__ is a member, as fromEntries makes it, not the copy's prototype
    if (k === '__proto__') Object.defineProperty(out, k, { value: printed, enumerable: true, writable: true, configurable: true });
    else out[k] = printed;
  }
  return out;
}

export function printedEvents(ctx: CtsContext, events: GameEvent[]): GameEvent[] {
  return events.map((e) => printedWords(ctx, e) as GameEvent);
}

export function printedIssues(ctx: CtsContext, issues: Issue[]): Issue[] {
  return issues.map((i) => ({ ...i, message: text(ctx, i.message) }));
}

export function printedOptions(ctx: CtsContext, options: UnitOptions[]): UnitOptions[] {
  return options.map((o) => (o.notes ? { ...o, notes: o.notes.map((n) => text(ctx, n)) } : o));
}

export function printedChoices(ctx: CtsContext, choices: OrderChoice[]): OrderChoice[] {
  return choices.map((c) => ({ ...c, label: text(ctx, c.label) }));
}

export function printedTemplate(ctx: CtsContext, t: TemplateInfo): TemplateInfo {
  return { ...t, notes: t.notes.map((n) => text(ctx, n)), units: printedOptions(ctx, t.units) };
}
