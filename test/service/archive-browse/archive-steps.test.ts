import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { visibleEvents } from '#archive/redact';
import type { Archive } from '#archive/types';
import { rulesetFor } from '#games';
import { archiveStepData } from '#service/archive-browse/archive-steps';
import { stepFocuser } from '#report/history/step-focus';
import { reportScene } from '#report/report-scene';

/**
 * Every step of an archive as report data, from the file alone: a full copy is replayed
 * (the pieces after each step), a side's copy is not (it holds no positions), and a
 * replay that stops matching the record draws no pieces from then on.
 */
const fallBlau = (): Archive => JSON.parse(gunzipSync(readFileSync(join(import.meta.dirname, '../../archive/fixtures/fall-blau-cts-2.archive.json.gz'))).toString('utf8')) as Archive;
const cts = rulesetFor('campaign-to-stalingrad')!;

describe('archiveStepData', () => {
  test('a full copy: every step replayed, the pieces after it as the referee sees them, its events as recorded', () => {
    const archive = fallBlau();
    const steps = archiveStepData(archive, cts);
    expect(steps).toHaveLength(archive.steps.length);
    expect(steps.every((s) => s.replayed)).toBe(true);
    const first = steps[0]!.drawn();
    expect(first.viewer).toBe('referee');
    expect(steps[0]!.data.scene, 'the list leaves the pieces out').toBeNull();
    expect(first.scene!.pieces.length).toBeGreaterThan(50);
    expect(steps[0]!.drawn(), 'worked out once').toBe(first);
    expect(first.step!.events).toEqual(archive.steps[0]!.events);
    const moved = new Set(steps.map((s) => JSON.stringify(s.drawn().scene!.pieces.map((p) => p.hex))));
    expect(moved.size, 'the pieces move from step to step').toBeGreaterThan(30);
    expect(steps.at(-1)!.data.outcome.ended).toBe(true);
    expect(archiveStepData(archive, cts, 5)).toHaveLength(5);
  }, 30_000);

  test("a side's copy: no replay, no pieces, each step's events as that copy holds them", () => {
    const full = fallBlau();
    const { gameSalt: _salt, ...game } = full.game;
    const archive: Archive = {
      ...full,
      redaction: { side: 'axis' },
      game,
      steps: full.steps.map((s) => ({ ...s, events: visibleEvents(s.events, { side: 'axis' }), submissions: s.submissions.filter((f) => f.side === 'axis') })),
    };
    const steps = archiveStepData(archive, cts);
    expect(steps.some((s) => s.replayed)).toBe(false);
    expect(steps.every((s) => s.drawn().scene === null && s.data.viewer === 'axis')).toBe(true);
    expect(steps.map((s) => s.data.step!.events)).toEqual(archive.steps.map((s) => s.events));
    const scene = reportScene(steps[1]!.drawn())!;
    expect(scene.stacks).toEqual([]);
    expect(scene.arrows.length).toBeGreaterThan(0);
  });

  test('a replay that stops matching the record draws no pieces from that step on', () => {
    const archive = fallBlau();
    archive.steps[9]!.events = archive.steps[9]!.events.slice(1);
    const steps = archiveStepData(archive, cts, 12);
    expect(steps.map((s) => s.replayed)).toEqual([...Array(9).fill(true), false, false, false]);
    expect(steps[8]!.drawn().scene).not.toBeNull();
    expect(steps[10]!.drawn().scene).toBeNull();
  }, 30_000);

  test("a step's focus is every hex its arrows and badges touch", () => {
    const archive = fallBlau();
    const focus = stepFocuser(cts.map ?? null);
    const data = archiveStepData(archive, cts, 2)[1]!.drawn();
    expect(focus(data.step!.events)).toEqual(reportScene(data)!.focus);
    expect(focus(data.step!.events).length).toBeGreaterThan(3);
    expect(focus([])).toEqual([]);
  }, 30_000);
});
