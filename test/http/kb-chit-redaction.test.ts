import { asc } from 'drizzle-orm';
import { stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inboundMail, outbox } from '#db/schema';
import { readMessage } from '#mail/inbound/read-message';
import type { Principal } from '#service/types';
import { playKbGame, planAttacks } from '../e2e/support/kb-player';
import { rawMail } from '../mail/support/raw-mail';
import { sideChannels } from './support/kb-channels';
import { kbReferee } from './support/kb-referee';

/**
 * KB 2.6 (docs/kharkov-battles.md "Hidden information"): a Strength Chit is its owner's
 * secret. Operation Star played through the real service, app and mail composer: the
 * Soviet's opening Movement window (T00) ends with Axis units holding chits they drew as
 * Mobile Assault defenders (11.2: tallied, then called off below 1-1, 11.21), and a Soviet
 * unit holding one. Every channel the other side reads (API, game page, the map scene the
 * SVG and PDF draw, the SVG map of the API and the game page, the PDF text layer with its
 * map pages, the results mail with its PDF, its archive copy)
 * never names the chit, and its counters read the Combat Rating letter, not the chit's
 * value; the owner's copies name it. Then each side leaves a draft (a file not final) in
 * the open window, the Soviet by mail (its receipt echoes the orders, the entropy and the
 * file hash), the Axis over the API (the answer is the receipt): the owner sees his draft
 * there, the other side's channels never show it.
 */
const SIDES = ['axis', 'soviet'] as const;
type Side = (typeof SIDES)[number];
const other = (s: Side): Side => (s === 'axis' ? 'soviet' : 'axis');
const as = (side: string): Principal => ({ kind: 'side', side });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether `text` holds `s` as a whole token ("axis-3" is not in "axis-38"). */
const hasToken = (text: string, s: string): boolean => new RegExp(`(^|[^0-9A-Za-z-])${escape(s)}($|[^0-9A-Za-z-])`).test(text);

const referee = kbReferee('kb chit redaction');
const { store, service, request } = referee;

let game: { id: string; token(side: string): string };
/**
 * The units holding a chit after step 2 (the Soviet's T00/soviet-movement; step 1 is the opening, 13.2), with the chit, what their counter reads to their owner
 * (`mine`) and to the other side (`seen`), and how a map's stack list names them ("3/3 III").
 */
let held: { side: Side; unit: string; chit: string; mine: string; seen: string; name: string; stacked: boolean }[] = [];
const draftHash: Record<Side, string> = { axis: '', soviet: '' };
const DRAFT = { axis: 'axis draft entropy 7f3c1e', soviet: 'soviet draft entropy 2b9d44' } as const;
/** What only the side that sent its draft was answered: the API's receipt (Axis), the orders as the mail receipt echoes them (Soviet). */
const ownAnswer: Record<Side, string> = { axis: '', soviet: '' };
const draftOrders: Record<Side, unknown[]> = { axis: [], soviet: [] };
const addressOf = (side: Side) => `${side}@example.test`;
/** Keys in order at every level, as the canonical file the receipt echoes. */
const sorted = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, x]) => [k, sorted(x)])) : v;
/** Orders as a receipt mail echoes them ("The orders as read"): the canonical file's YAML, indented four spaces. */
const asEchoed = (orders: unknown[]) =>
  stringify({ orders: sorted(orders) }, { lineWidth: 0, aliasDuplicateObjects: false })
    .trimEnd()
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');

/** Everything one side's channels hold after step 2, each as text (support/kb-channels.ts), and the side's own answer. */
async function channels(side: Side): Promise<Record<string, string>> {
  // the mail the side's address is sent (to or copied), whatever side the row is filed under
  const rows = () =>
    store.sqlite
      .select()
      .from(outbox)
      .orderBy(asc(outbox.id))
      .all()
      .filter((r) => [...r.to, ...r.cc].some((a) => a.toLowerCase() === addressOf(side)));
  return { ...(await sideChannels(referee, game, side, 2, rows)), answer: ownAnswer[side] };
}

const copies: Partial<Record<Side, Record<string, string>>> = {};

beforeAll(async () => {
  const created = await service.createGame({
    scenario: 'kharkov-battles/operation-star',
    players: [{ side: 'axis', email: 'axis@example.test' }, { side: 'soviet', email: 'soviet@example.test' }],
  });
  game = { id: created.id, token: (s) => created.players.find((p) => p.side === s)!.token };
  await playKbGame(request, game, { maxWindows: 1 });
  const referee = (await service.view(game.id, { kind: 'referee' })) as { state: { units: Record<string, { chit: { id: string } | null }> } };
  const pieces = async (s: Side) => (await service.reportData(game.id, null, as(s))).scene!.pieces;
  const [axisPieces, sovietPieces] = await Promise.all([pieces('axis'), pieces('soviet')]);
  held = Object.entries(referee.state.units)
    .filter(([, u]) => u.chit)
    .map(([unit, u]) => {
      const side: Side = unit.startsWith('sov-') ? 'soviet' : 'axis';
      const [mine, theirs] = side === 'axis' ? [axisPieces, sovietPieces] : [sovietPieces, axisPieces];
      const own = mine.find((p) => p.unit === unit)!;
      return { side, unit, chit: u.chit!.id, mine: own.factors, seen: theirs.find((p) => p.unit === unit)!.factors, name: `${own.designation} ${own.size}`, stacked: own.stackCount > 1 };
    });

  // Each side leaves a draft in the open window (T00/soviet-combat): the Soviet's attacks, the Axis's empty file.
  const summary = (await (await request(`/api/games/${game.id}`)).json()) as { window: string };
  const listing = (await (await request(`/api/games/${game.id}/options`, { token: game.token('soviet') })).json()) as { units: never[] };
  const view = (await (await request(`/api/games/${game.id}/view`, { token: game.token('soviet') })).json()) as { state: { units: Record<string, { marks?: { preparedAssault?: boolean } }> } };
  const marked = new Set(Object.entries(view.state.units).filter(([, u]) => u.marks?.preparedAssault).map(([u]) => u));
  draftOrders.soviet = planAttacks(listing.units, marked, 0);
  expect(draftOrders.soviet.length, 'the Soviet draft orders attacks').toBeGreaterThan(0);
  // The Axis over the API: the answer is the draft's receipt.
  const axisFile = { format: 'umpire-turn/1', game: game.id, side: 'axis', window: summary.window, final: false, entropy: DRAFT.axis, orders: draftOrders.axis };
  const res = await request(`/api/games/${game.id}/turns`, { token: game.token('axis'), json: axisFile });
  ownAnswer.axis = await res.text();
  expect(res.status, ownAnswer.axis).toBe(200);
  const { receipt } = JSON.parse(ownAnswer.axis) as { receipt: { final: boolean; fileHash: string } };
  expect(receipt.final).toBe(false);
  draftHash.axis = receipt.fileHash;
  // The Soviet by mail, from its own address: the receipt mail echoes the file as read.
  const sovietFile = { format: 'umpire-turn/1', game: game.id, side: 'soviet', window: summary.window, final: false, entropy: DRAFT.soviet, auth: { token: game.token('soviet') }, orders: draftOrders.soviet };
  const raw = await rawMail({ from: addressOf('soviet'), subject: `Re: [Umpire ${game.id}] my draft`, messageId: '<draft-1@soviet.example.test>', text: 'A draft.', attachments: [{ filename: 'draft.yaml', content: stringify(sovietFile) }] });
  const outcome = await service.receiveMail(await readMessage(raw, { maxBytes: 2 * 1024 * 1024, ownAddress: 'referee@example.test' }));
  expect(outcome).toMatchObject({ outcome: 'accepted', side: 'soviet' });
  draftHash.soviet = store.sqlite.select().from(inboundMail).all().find((r) => r.messageId === 'draft-1@soviet.example.test')!.fileHash!;
  for (const side of SIDES) copies[side] = await channels(side);
}, 120_000);
afterAll(() => store.dispose());

describe("KB 2.6: an Axis unit's Strength Chit in every channel", () => {
  test('the position: Axis units hold chits (and a Soviet unit), and the window is still open', async () => {
    expect(held.filter((h) => h.side === 'axis').length).toBeGreaterThan(0);
    expect(held.filter((h) => h.side === 'soviet').length).toBeGreaterThan(0);
    expect(((await (await request(`/api/games/${game.id}`)).json()) as { window: string }).window).toBe('T00/soviet-combat');
  });

  test("the svg: the other side's copy never names the chit (the map names no chit: the owner's counter shows its value)", () => {
    for (const h of held) expect(hasToken(copies[other(h.side)]!['svg']!, h.chit), `${other(h.side)} must not see ${h.chit} under ${h.unit}`).toBe(false);
  });

  for (const channel of ['api', 'page', 'scene', 'pdf', 'mail', 'archive']) {
    test(`the ${channel}: the other side's copy never names the chit; the owner's does`, () => {
      for (const h of held) {
        expect(hasToken(copies[h.side]![channel]!, h.chit), `${h.side} sees ${h.chit} under ${h.unit}`).toBe(true);
        expect(hasToken(copies[other(h.side)]![channel]!, h.chit), `${other(h.side)} must not see ${h.chit} under ${h.unit}`).toBe(false);
      }
    });
  }

  test("the counter reads the chit's value for its owner, only the Combat Rating letter for the other side (map, page, PDF)", () => {
    for (const h of held) {
      const [letter, mpa] = h.seen.split('-');
      expect(letter, h.unit).toMatch(/^[A-D]$/);
      expect(h.mine, h.unit).toMatch(new RegExp(`^\\d+-${mpa}$`));
    }
  });

  test("the map drawn (SVG from the API and the game page, the PDF's map pages): a stacked unit's counter reads its chit's value to its owner, the letter to the other side", () => {
    const stacked = held.filter((h) => h.stacked);
    expect(stacked.length, 'a unit holding a chit in a stack of two or more').toBeGreaterThan(0);
    // the stack lists under the SVG map and on each PDF map page: "KB1929 (2): 3/3 III 6-10, 394/3 III 4-10"
    const listed = (text: string, name: string, factors: string) => new RegExp(`[:,] ${escape(name)} ${escape(factors)}(,| |$|<)`).test(text);
    for (const h of stacked) {
      for (const channel of ['svg', 'pdf']) {
        expect(listed(copies[h.side]![channel]!, h.name, h.mine), `${h.side}'s ${channel} lists ${h.unit} as ${h.mine}`).toBe(true);
        expect(listed(copies[other(h.side)]![channel]!, h.name, h.seen), `${other(h.side)}'s ${channel} lists ${h.unit} as ${h.seen}`).toBe(true);
        expect(listed(copies[other(h.side)]![channel]!, h.name, h.mine), `${other(h.side)}'s ${channel} must not list ${h.unit} as ${h.mine}`).toBe(false);
      }
    }
  });

  test("the hidden draw of an Axis chit is only a commitment in the Soviet's archive and step record (its value would name the chit)", () => {
    const draws = `${copies.soviet!['archive']!}\n${copies.soviet!['api']!}`.match(/\{[^{}]*"label":"T00\/soviet-movement\/chit\/ger-[^"]+"[^{}]*\}/g) ?? [];
    expect(draws.length).toBeGreaterThanOrEqual(2 * held.filter((h) => h.side === 'axis').length);
    for (const d of draws) {
      expect(d).toMatch(/"commitment":"[0-9a-f]{64}"/);
      expect(d).not.toMatch(/"value":/);
    }
  });
});

describe('a draft (a file not final) is shown to its owner and never to the other side', () => {
  test("the owner sees his draft: the Axis in the API's answer (its file hash), the Soviet in the receipt mail (the orders as read, the entropy, the file hash)", () => {
    expect(copies.axis!['answer']!).toContain(draftHash.axis);
    const mail = copies.soviet!['mail']!;
    expect(mail).toContain(`File hash:  ${draftHash.soviet}`);
    expect(mail).toContain('Final:      no (a draft)');
    expect(mail).toContain(`entropy: ${DRAFT.soviet}`);
    expect(mail).toContain(asEchoed(draftOrders.soviet));
  });

  for (const channel of ['api', 'page', 'scene', 'svg', 'pdf', 'mail', 'archive', 'answer']) {
    test(`the ${channel}: neither its orders, its entropy nor its file hash`, () => {
      for (const side of SIDES) {
        const theirs = copies[other(side)]![channel]!;
        expect(theirs, `${other(side)} must not see the ${side} draft`).not.toContain(DRAFT[side]);
        expect(theirs, `${other(side)} must not see the ${side} draft's hash`).not.toContain(draftHash[side]);
      }
      // the Soviet draft's attacks, as the receipt echoes them or as JSON, are nowhere in the Axis channels
      expect(copies.axis![channel]!, 'the Axis must not see the Soviet draft attacks').not.toContain(asEchoed(draftOrders.soviet));
      for (const order of draftOrders.soviet) expect(copies.axis![channel]!, 'the Axis must not see the Soviet draft attacks').not.toContain(JSON.stringify(order));
      expect(copies.axis![channel]!).not.toMatch(/Final: +no \(a draft\)/);
    });
  }
});
