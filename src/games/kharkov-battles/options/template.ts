import type { TemplateInfo } from '#kernel/engine/ruleset';
import type { KbOrderKind } from '../orders/kinds';
import { KB_SCENARIOS } from '../sequence/scenarios';
import { exampleOrders } from './examples';
import type { OptionsInput } from './input';
import { kbUnitOptions, windowKind, type KbMove, type KbUnitOptions } from './unit-options';

/** What each order kind of a movement or combat window writes, with its rules. */
const GRAMMAR: Partial<Record<KbOrderKind, string>> = {
  build: "build: {hex: HEX} places a 'Building 3' marker where an Operational multi-step unit (not a cadre) or Soviet rifle division stands, not in a town, city or Marsh hex; carried out before any move, wherever it stands in the file (KB 18.14-18.15, 4.1 B.1/C.2)",
  pontoon: 'pontoon: {hex: HEX, across: HEX} places a Pontoon Bridge in a Soviet-occupied hex, on its Dnepr River hexside toward ACROSS; carried out before any move (KB 18.21)',
  removeBridge: 'removeBridge: {hex: HEX, across: HEX} removes the bridge of that hexside for good, at this point of the file: one of its two hexes holds your unit, the other no enemy unit (KB 18.22)',
  removeFz: 'removeFz: {hex: HEX} removes your own Fortified Zone or Building marker (KB 18.17)',
  move: 'move: {unit: ID, path: [HEX, ...]} Tactical Movement along the hexes entered, each once (KB 10.2; entering an EZOC ends it, 10.52; one hex is always allowed, 10.56); strategic: true for Strategic Movement, never within two hexes of an enemy unit and no other move that phase (10.3, 10.31); infiltrate: true for the one-hex Mobile Infiltration from an EZOC into an EZOC (11.1); ifBlocked: stop to go as far as the path stays legal',
  assault: 'assault: {unit: ID, path: [HEX, ...], target: HEX, air: 0|1, retreat: [up to 3 HEX], then: [...], else: [...]} a Mobile Assault (KB 11.2): a fully supported (Axis) or Operational (Soviet) mechanized multi-step unit, in an EZOC of the target alone, pays 2 MP plus the target\'s entry cost; not in Mud (11.23), not into a town, city or Marsh, nor across a Major or Dnepr River (11.22); path is the hexes entered first; then runs when the hex is vacated, else when it holds; retreat is the path you give the defenders (11.26), toward their supply source, else their HQ unit, when one can be reached so, and ending as far as possible from your unit (12.72)',
  overrun: 'overrun: {unit: ID, path: [HEX, ...], target: HEX, then: [...], else: [...]} moves through or into the hex of a lone enemy HQ, cadre or unit without a ZOC for one MP more (KB 11.31-11.32); a multi-step unit, Operational, not after Mobile Infiltration, never into a town or city nor across a Major or Dnepr River (11.33-11.34)',
  attack: 'attack: {attackers: [ID, ...], targets: [HEX, ...], air: 0-2, tigers: [ID], losses: [ID], retreat: {hold: N, path: [HEX]}, advance: [{units, path}], follow: [ID]} a Prepared Assault (KB 12.0-12.8): every attacker next to every target, one multi-step unit of a hex in combat (6.21), every enemy stack whose ZOC reaches an attacking unit attacked too (12.1); all are designated before any is resolved, in the file\'s order',
};

const SIDE_NAME = { axis: 'Axis', soviet: 'Soviet' } as const;

/**
 * Ready-to-edit material for the open window's turn file (Ruleset.template): the header notes
 * (the turn, the weather, Air and Support Points, the scenario's rules for the window, what
 * each order kind of the window writes, with its rules), one example order per kind the
 * window takes, and the side's units with what each may do (kbUnitOptions), the listings the
 * kernel's template has no line for written into each unit's notes.
 */
export function kbTemplate(o: OptionsInput): TemplateInfo {
  const { state, side, window } = o;
  const units = kbUnitOptions(o);
  const scenario = KB_SCENARIOS[state.scenario];
  const kind = windowKind(window.name);
  const notes: string[] = [];
  notes.push(`${scenario.name}, turn ${state.at.turn}: weather ${state.weather}${state.mudForRest ? ' (Mud for the rest of the game, KB 19.11)' : ''}; Air Points available: Axis ${state.airPoints.axis}, Soviet ${state.airPoints.soviet}${side === 'axis' ? `; Support Points saved: ${state.supportPoints}` : ''}${window.accepts.includes('pontoon') ? `; Pontoon Bridges left: ${state.pontoonsToPlace}` : ''}`);
  if (window.side !== side) notes.push(`this window waits for the ${SIDE_NAME[window.side]} player; your file may send standing orders only`);
  for (const n of window.notes) notes.push(`this turn: ${n}`);
  for (const k of window.accepts) {
    const g = GRAMMAR[k];
    if (g) notes.push(g);
  }
  if (kind === 'movement') {
    notes.push("orders are carried out in the file's order, each checked on the position it meets; one that is no longer legal is skipped whole and reported (a skipped assault or overrun runs its else)");
    notes.push("each unit's 'moves' are its Tactical Movement destinations with the MP spent: move along the path the options list; its notes list the Strategic Movement destinations beyond those, its Mobile Infiltrations and Overruns (the options list every Strategic Movement destination, strategicMoves), and 'attacks' are the Mobile Assaults it may make from where it stands (its notes add those it may make after moving up, assault with a path, KB 11.2). A destination where the unit would break a stacking limit with the units there now is left out (KB 6.0-6.14, checked at the end of the phase)");
  }
  if (kind === 'other' && window.side === side) notes.push("this window's orders (Preparation Stage, KB 4.1 A) come ready made with the options, one per choice you have now; the units below are listed for reference");
  if (kind === 'combat') notes.push("each unit's 'attacks' are the enemy hexes it may be designated against (KB 12.0-12.36); its notes say what the whole designation must also hold (12.1, 15.11)");
  const waiting = Object.values(state.units).filter((u) => u.where === 'entry-area' && o.ctx.units.get(u.id)?.side === side);
  if (waiting.length > 0) notes.push(`in an Entry Area, not on the map yet (KB 17.0): ${waiting.map((u) => `${u.id} (${u.entryArea})`).sort().join(', ')}`);
  const examples = exampleOrders(o, units);
  // an example is an order the side may send as it stands; a kind none of its units or hexes may give now has its grammar above only
  for (const e of examples) if (!e.legal) notes.push(`no ${e.kind} example: no unit or hex of yours may give one now (the ${e.kind} line above shows its shape only)`);
  const listed = units.map(withListings);
  return { notes, units: listed, exampleOrders: examples.filter((e) => e.legal).map((e) => e.order), ...(o.standing ? { standing: o.standing } : {}) };
}

/** The unit with its Kharkov Battles listings written into its notes, for the template's unit lines. */
function withListings(u: KbUnitOptions): KbUnitOptions {
  const extra: string[] = [];
  // KB 10.3: the Strategic Movement destinations Tactical Movement does not reach (the options list them all)
  const tactical = new Set((u.moves ?? []).map((m) => m.hex));
  const beyond = (u.strategicMoves ?? []).filter((m) => !tactical.has(m.hex));
  if (beyond.length) extra.push(wrapped('strategic: true, beyond its moves, to', beyond.map(at)));
  if (u.infiltrations?.length) extra.push(wrapped('infiltrate: true into', u.infiltrations.map(at)));
  if (u.overrunMoves?.length) extra.push(wrapped('overrun', u.overrunMoves.map((m) => `${m.target} (${m.cost} MP, path ${m.path.join(' ')})`)));
  if (u.attacks?.some((a) => a.order === 'assault')) extra.push(wrapped('assault: {unit, target} from here into', u.attacks.filter((a) => a.order === 'assault').map((a) => a.target)));
  // KB 11.2: during Tactical Movement, so also after moving up
  if (u.assaultMoves?.length) extra.push(wrapped('assault: {unit, path, target} after moving up', u.assaultMoves.map((m) => `${m.target} (from ${m.hex}, ${m.cost} MP, path ${m.path.join(' ')})`)));
  if (extra.length === 0) return u;
  return { ...u, notes: [...extra, ...(u.notes ?? [])] };
}

const at = (m: KbMove): string => `${m.hex} (${m.cost} MP)`;

/** "label a, b, c" broken into lines of about 90 characters, the later ones indented under the first. */
function wrapped(label: string, items: string[]): string {
  const lines: string[] = [];
  let line = `${label}:`;
  for (const [i, item] of items.entries()) {
    const piece = `${item}${i < items.length - 1 ? ',' : ''}`;
    if (line.length + 1 + piece.length > 84 && !line.endsWith(':')) {
      lines.push(line);
      line = `        ${piece}`;
    } else line = `${line} ${piece}`;
  }
  lines.push(line);
  return lines.join('\n');
}
