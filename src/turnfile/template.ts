import { stringify } from 'yaml';
import type { TemplateInfo, UnitOptions } from '#kernel/engine/ruleset';
import { TURN_FILE_FORMAT } from './envelope';

export interface TemplateArgs {
  game: string;
  side: string;
  window: { id: string; description: string; accepts: string[]; turn: number };
  info: TemplateInfo;
  /** The state hash the orders are written against. */
  basedOn?: string;
  /** When the window closes, as the service words it (e.g. an ISO timestamp). */
  deadline?: string;
}

const WIDTH = 96;

/**
 * A ready-to-edit YAML turn file for one side and one window: header comments, the
 * envelope filled in (final: true, orders: []), the example orders as comments to copy,
 * then the side's units with what each can do. Everything but the envelope is a comment,
 * so the file parses as it stands (an answer of "no action").
 */
export function renderTemplate(args: TemplateArgs): string {
  const { game, side, window, info } = args;
  const out: string[] = [];
  const comment = (text = '') => out.push(...commentLines(text));

  comment(`Umpire turn file: game ${game}, side ${side}`);
  comment(`Window ${window.id} (game turn ${window.turn})`);
  for (const line of window.description.split('\n')) comment(`  ${line}`);
  if (window.accepts.length) comment(`Orders accepted in this window: ${window.accepts.join(', ')}`);
  if (args.deadline) comment(`Deadline: ${args.deadline}`);
  for (const note of info.notes) comment(note);
  comment();
  comment('Write your orders under "orders:" (copy the examples below); "orders: []" means no action.');
  comment('final: false sends a draft that is checked and kept but does not close the window.');
  comment('entropy: any words you like (at most 64 characters), mixed into the dice.');
  out.push('');

  out.push(scalarLine('format', TURN_FILE_FORMAT));
  out.push(scalarLine('game', game));
  out.push(scalarLine('side', side));
  out.push(scalarLine('window', window.id));
  out.push('final: true');
  if (args.basedOn) out.push(scalarLine('basedOn', args.basedOn));
  out.push('# entropy: "any words"');
  out.push('orders: []');

  if (info.exampleOrders.length) {
    out.push('');
    comment('Example orders: replace "orders: []" with "orders:" and copy these under it, without the "# ".');
    comment('orders:');
    for (const order of info.exampleOrders) for (const line of exampleLines(order)) comment(`  ${line}`);
  }
  if (info.standing !== undefined) {
    out.push('');
    comment('Your standing orders now. To change them, add a "standing:" block like this one.');
    for (const line of stringify({ standing: info.standing }, { lineWidth: 0 }).trimEnd().split('\n')) comment(line);
  }
  if (info.units.length) {
    out.push('');
    comment(`Your units (${info.units.length}):`);
    if (info.units.some((u) => u.moves?.length)) {
      comment('A move may name its destination only: move: {unit: ID, to: HEX}.');
      comment('The unit then goes by the cheapest path (the one options lists); the receipt shows it.');
    }
    for (const unit of info.units) out.push(...unitLines(unit));
  }
  return `${out.join('\n')}\n`;
}

/** The most set-up hexes a unit's template lines list one by one. */
const PLACEMENTS_LISTED = 60;

function unitLines(u: UnitOptions): string[] {
  const lines = commentLines(`  ${u.unit}  ${u.label}  ${u.entries ? 'off the map' : `at ${u.hex}`}`);
  if (u.entries?.length) {
    lines.push(...wrapped('enters at:', u.entries.map((e) => `${e.hex} (${e.cost} MP)`)));
  }
  if (u.moves?.length) {
    lines.push(...wrapped('moves:', u.moves.map((m) => `${m.hex} (${m.cost} MP)`)));
  }
  if (u.placements?.length) {
    // a set-up window: where the unit may set up (long lists are counted, not listed)
    lines.push(...(u.placements.length <= PLACEMENTS_LISTED ? wrapped('sets up in:', u.placements) : commentLines(`    sets up in: any of ${u.placements.length} hexes (see the note)`)));
  }
  if (u.attacks?.length) {
    lines.push(...wrapped('attacks:', u.attacks.map((a) => (a.odds ? `${a.target} (${a.odds})` : `${a.target}`))));
  }
  for (const note of u.notes ?? []) lines.push(...commentLines(`    note: ${note}`));
  return lines;
}

/** "# <label> a, b, c" wrapped under a hanging indent. */
function wrapped(label: string, items: string[]): string[] {
  const lines: string[] = [];
  let line = `#     ${label}`;
  for (const [i, item] of items.entries()) {
    const piece = `${item}${i < items.length - 1 ? ',' : ''}`;
    if (line.length + 1 + piece.length > WIDTH && !/:$/.test(line)) {
      lines.push(line);
      line = `#       ${piece}`;
    } else line = `${line} ${piece}`;
  }
  lines.push(line);
  return lines;
}

/** Text as comment lines: each line prefixed with "# ", control characters removed. */
function commentLines(text: string): string[] {
  if (text === '') return ['#'];
  return text.split(/\r\n|\r|\n/).map((l) => `# ${l.replace(/[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029]/g, ' ')}`.trimEnd());
}

/** One example order as a list item, each top-level key on its own line, values in flow style. */
function exampleLines(order: unknown): string[] {
  const flow = (v: unknown) => stringify(v, { collectionStyle: 'flow', lineWidth: 0 }).trimEnd();
  if (typeof order !== 'object' || order === null || Array.isArray(order) || Object.keys(order).length === 0) {
    return [`- ${flow(order)}`];
  }
  return Object.entries(order).map(([k, v], i) => `${i === 0 ? '- ' : '  '}${flow(k)}: ${flow(v)}`);
}

/** `key: value` with the value quoted when YAML needs it. */
function scalarLine(key: string, value: string): string {
  return `${key}: ${stringify(value, { lineWidth: 0 }).trimEnd()}`;
}
