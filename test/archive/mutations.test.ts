import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Archive } from '#archive/types';
import { verifyArchive, type VerifyFailure } from '#archive/verify';
import { startDuel, type DuelGame } from '../support/duel-game';
import { duelRuleset } from '../support/duel-ruleset';
import { playDuel } from '../support/play-duel';

/**
 * Every member of an exported archive is covered by the log chain or checked against the
 * replay (docs/storage.md "Archive log chain"): each single-point change, anywhere in the
 * document, fails `verify`, and the failure names the step, the referee entry or the
 * member. The members are enumerated from the document itself, so a member added later
 * is tried too.
 */
const rulesetFor = (id: string) => (id === 'duel' ? duelRuleset : undefined);
const referee = { kind: 'referee' } as const;
const games: DuelGame[] = [];
const copies: [string, Archive][] = [];

beforeAll(async () => {
  const ended = await startDuel({ seed: 'ended game' });
  await playDuel(ended);
  const running = await startDuel({ seed: 'still running' });
  await playDuel(running, 3);
  const acted = await startDuel({ seed: 'referee log d' });
  await playDuel(acted, 1);
  await acted.service.referee(acted.game.id, referee, { action: 'pause', reason: 'holiday' });
  await acted.service.referee(acted.game.id, referee, { action: 'resume' });
  await acted.service.referee(acted.game.id, referee, { action: 'correct', reason: 'recount', changes: [{ path: ['ammo', 'blue'], value: 6 }] });
  await playDuel(acted, 2);
  await acted.service.referee(acted.game.id, referee, { action: 'rollback', to: 2, reason: 'misread order' });
  await acted.service.referee(acted.game.id, referee, { action: 'end', reason: 'blue conceded', winner: 'red' });
  games.push(ended, running, acted);
  copies.push(
    ['an ended game (full)', await ended.service.archive(ended.game.id, null)],
    ['a running game, public', await running.service.archive(running.game.id, null)],
    ['a running game, red’s copy', await running.service.archive(running.game.id, { kind: 'side', side: 'red' })],
    ['a running game, the referee’s copy', await running.service.archive(running.game.id, referee)],
    ['a game the referee paused, corrected, rolled back and ended (full)', await acted.service.archive(acted.game.id, null)],
  );
});
afterAll(() => {
  for (const g of games) g.db.dispose();
});

type Path = (string | number)[];
interface Mutation {
  path: Path;
  what: string;
  apply(a: Archive): void;
}

/** Every single-point change of a JSON document: each leaf changed, each member removed, each object given an unknown member. */
function mutations(doc: unknown): Mutation[] {
  const out: Mutation[] = [];
  const walk = (v: unknown, path: Path) => {
    if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, [...path, i]));
      if (v.length > 0) out.push({ path, what: 'drop the last item', apply: (a) => (at(a, path) as unknown[]).pop() });
      return;
    }
    if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        walk(x, [...path, k]);
        out.push({ path: [...path, k], what: 'remove', apply: (a) => delete (at(a, path) as Record<string, unknown>)[k] });
      }
      out.push({ path, what: 'add a member', apply: (a) => ((at(a, path) as Record<string, unknown>)['extra'] = 1) });
      return;
    }
    out.push({ path, what: `change ${JSON.stringify(v)}`, apply: (a) => set(a, path, changed(v)) });
  };
  walk(doc, []);
  return out.filter((m) => m.path.length > 0 || m.what === 'add a member');
}

function changed(v: unknown): unknown {
  if (typeof v === 'number') return v + 1;
  if (typeof v === 'boolean') return !v;
  if (v === null) return 0;
  const s = String(v);
  if (/^[0-9a-f]{64}$/.test(s)) return (s[0] === '0' ? '1' : '0') + s.slice(1);
  return `${s}x`;
}

const at = (doc: unknown, path: Path): unknown => path.reduce<unknown>((x, k) => (x as Record<string | number, unknown>)[k], doc);
function set(doc: unknown, path: Path, value: unknown): void {
  (at(doc, path.slice(0, -1)) as Record<string | number, unknown>)[path.at(-1)!] = value;
}

/** Changes that keep the shape but change the meaning: another status, redaction, winner or reason. */
function semanticMutations(a: Archive): Mutation[] {
  const out: Mutation[] = [];
  for (const status of ['active', 'paused', 'ended'] as const) {
    if (status !== a.game.status) out.push({ path: ['game', 'status'], what: `status ${status}`, apply: (x) => (x.game.status = status) });
  }
  const redactions: Archive['redaction'][] = ['public', 'full', ...a.game.sides.map((side) => ({ side }))];
  for (const r of redactions) {
    if (JSON.stringify(r) !== JSON.stringify(a.redaction)) out.push({ path: ['redaction'], what: `redaction ${JSON.stringify(r)}`, apply: (x) => (x.redaction = r) });
  }
  for (const side of a.game.sides) {
    if (side !== a.game.outcome?.winner) out.push({ path: ['game', 'outcome'], what: `winner ${side}`, apply: (x) => (x.game.outcome = { ...x.game.outcome, winner: side }) });
  }
  if (a.game.outcome?.winner !== undefined) out.push({ path: ['game', 'outcome'], what: 'a draw', apply: (x) => delete x.game.outcome!.winner });
  if (a.game.outcome === undefined) out.push({ path: ['game', 'outcome'], what: 'an outcome', apply: (x) => (x.game.outcome = { winner: a.game.sides[0]! }) });
  out.push({ path: ['game', 'options'], what: 'an option', apply: (x) => (x.game.options = { ...x.game.options, fast: true }) });
  out.push({ path: ['game', 'createdAt'], what: 'another creation time', apply: (x) => (x.game.createdAt = '2020-01-01T00:00:00.000Z') });
  return out;
}

/**
 * Whether the failure names the changed place: its step (by the number the step had, or
 * now claims), its referee entry, or its member (the failure's field, or its message).
 */
function names(a: Archive, path: Path, f: VerifyFailure): boolean {
  const [top, second] = path;
  const keys = path.filter((k): k is string => typeof k === 'string');
  const mentioned = (f.field !== undefined && keys.some((k) => f.field!.split('.').includes(k))) || keys.some((k) => f.message.includes(k));
  if (top === undefined) return f.check === 'shape';
  if (f.check === 'shape' && f.message.includes(`${path.slice(0, 2).join('.')}`)) return true;
  if (top === 'steps' && typeof second === 'number') {
    const k = a.steps[second]!.step;
    if (f.step === k) return true;
    // The step's own number changed: it is named by the number it now claims, or the log breaks at the entry it moved past.
    return path[2] === 'step' && path.length === 3 && (f.step === k + 1 || f.entry !== undefined);
  }
  if (top === 'referee' && typeof second === 'number') {
    const seq = a.referee![second]!.seq;
    // The entry's own number changed: it is named by the number it now claims.
    return f.entry === seq || (path[2] === 'seq' && path.length === 3 && f.entry === seq + 1);
  }
  if (top === 'steps' || top === 'referee') return true; // an entry dropped from the end: there is nothing left to name but what no longer matches
  return mentioned;
}

describe('every single-point change of an exported archive fails verify, naming the place', () => {
  it('the honest copies verify', () => {
    for (const [, a] of copies) expect(verifyArchive(a, rulesetFor).failure).toBeUndefined();
  });

  it('each changed, removed or added member fails, and the failure names it', () => {
    const passed: string[] = [];
    const unnamed: string[] = [];
    let tried = 0;
    for (const [label, a] of copies) {
      for (const m of [...mutations(a), ...semanticMutations(a)]) {
        const forged = structuredClone(a);
        m.apply(forged);
        tried++;
        const report = verifyArchive(forged, rulesetFor);
        const where = `${label}: ${m.what} at ${m.path.join('.') || '(root)'}`;
        if (report.ok) passed.push(where);
        else if (!names(a, m.path, report.failure!)) unnamed.push(`${where} → ${report.summary}`);
      }
    }
    expect(passed).toEqual([]);
    expect(unnamed).toEqual([]);
    expect(tried).toBeGreaterThan(500);
  });
});
