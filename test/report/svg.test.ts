import { describe, expect, test } from 'vitest';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import { side } from '#kernel/ids';
import { buildMapScene } from '#report/scene/build-map-scene';
import { renderMapSvg } from '#report/svg/render-map-svg';

const r = driveOnStalingrad;
const state = r.setup('operation-blue');
const scene = buildMapScene({
  map: r.map!,
  content: r.scene!(state, { kind: 'side', side: side('soviet') }),
  events: [{ type: 'move', side: 'soviet', from: '2011', path: ['2012'], text: 'sov: 2011 → 2012' }],
  title: 'Drive on Stalingrad',
  caption: 'Operation Blue, game g_S & <test>',
  copy: "soviet player's copy",
});
const svg = renderMapSvg(scene);

describe('the map as SVG', () => {
  test('is one self-contained document: no scripts, no links, nothing to fetch', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg.match(/<svg\b/g)).toHaveLength(1);
    for (const bad of [/<script/i, /\bon[a-z]+=/i, /href=/i, /<image/i, /<foreignObject/i, /@import/i, /url\((?!#clip\d+\))/i, /<style/i]) {
      expect(svg, String(bad)).not.toMatch(bad);
    }
    expect((svg.match(/<g[\s>]/g) ?? []).length).toBe((svg.match(/<\/g>/g) ?? []).length);
  });

  test('escapes text and carries the labels, names, counters and legend', () => {
    expect(svg).toContain('g_S &amp; &lt;test&gt;');
    for (const label of ['>0101<', '>2011<', '>5134<', '>Stalingrad<', '>Rostov<', '>?-?-6<', '>Terrain<', '>Forest<']) expect(svg).toContain(label);
    expect(svg).toContain('<polyline');
  });

  test('draws the hexes as one shape per terrain colour and the hex labels as one group the page can resize', () => {
    const labels = svg.match(/<g class="hex-labels"[^>]*>([\s\S]*?)<\/g>/);
    expect(labels, 'one group of hex labels').not.toBeNull();
    expect(svg.match(/<g class="hex-labels"/g)).toHaveLength(1);
    expect(labels![0]).toMatch(/^<g class="hex-labels" font-size="6.6" text-anchor="middle" fill="#[0-9a-f]{6}">/);
    const inGroup = labels![1]!.match(/<text x="[\d.]+" y="[\d.]+">\d{4}<\/text>/g) ?? [];
    expect(inGroup.length, 'every hex label in the group, none outside it').toBe(scene.hexes.length);
    expect(svg.replace(labels![0], '')).not.toMatch(/>0101</);
    const fills = new Set(scene.hexes.map((h) => h.terrain));
    const hexShapes = svg.match(/<path d="(M[\d.,]+(?: [\d.,]+){5}Z)+" fill="#[0-9a-f]{6}" stroke=/g) ?? [];
    expect(hexShapes.length).toBeGreaterThan(0);
    expect(hexShapes.length).toBeLessThanOrEqual(fills.size);
    expect(hexShapes.reduce((n, d) => n + (d.match(/Z/g) ?? []).length, 0), 'every hex drawn once').toBe(scene.hexes.length);
  });

  test('is the same for the same scene', () => {
    expect(renderMapSvg(scene)).toBe(svg);
  });
});
