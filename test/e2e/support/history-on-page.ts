import { expect, it } from 'vitest';
import { launchChromium } from '../../integration/browser/chromium';
import type { FullGame } from './full-game';

/**
 * A finished game's whole history on the game page's map, in Chromium (docs/game-page.md
 * "History on the map"): the German player opens the page of the game just played to its
 * end and steps back through every step to the first, forward again, and on to the last, each
 * step's picture drawn from the server's positions, its events listed beside the map and
 * its battles badged on it; no request leaves the server and the page logs no error.
 */
export function itStepsThroughTheWholeHistory(game: () => FullGame): void {
  it('the German player steps through the whole history of the finished game on the map, in Chromium', async () => {
    const played = game();
    const n = played.summary.steps;
    expect(played.summary.status).toBe('ended');
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const errors: string[] = [];
      const requests: string[] = [];
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('request', (r) => requests.push(r.url()));
      const token = played.game.players.find((p) => p.side === 'german')!.token;
      await page.goto(`${played.server.url}/games/${played.game.id}?token=${token}`);
      await page.waitForSelector(`body[data-ready="${n}"]`);
      const data = (await page.evaluate(async (id) => (await fetch(`/games/${id}/data`)).json(), played.game.id)) as any;
      expect(data.steps.map((s: any) => s.step).sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      expect(await page.textContent('#hist-label')).toContain(`${n} steps`);
      expect(await page.locator('#overlay .spot.own').count(), 'nothing to order in an ended game').toBe(0);

      const badged = new Set<number>();
      for (let k = n; k >= 1; k--) {
        await page.click('#hist-back');
        await page.waitForSelector(`body[data-history-step="${k}"] #map svg[data-map="step-${k}"]`);
        const step = data.steps.find((s: any) => s.step === k);
        expect(await page.textContent('#hist-label')).toContain(`Step ${k} of ${n}: ${step.window}`);
        if (step.events.length > 0) expect(await page.textContent('#hist-events')).toContain(step.events[0]);
        if ((await page.locator('#map svg text', { hasText: /^B\d+ / }).count()) > 0) badged.add(k);
      }
      expect(await page.isDisabled('#hist-back')).toBe(true);
      const fought = data.steps.filter((s: any) => s.drawn.battles.length > 0).map((s: any) => s.step).sort((a: number, b: number) => a - b);
      expect(fought.length, 'both sides attack every game turn').toBeGreaterThanOrEqual(22);
      expect([...badged].sort((a, b) => a - b), 'each step that fought a battle shows its badge, and only those').toEqual(fought);
      for (let k = 2; k <= 4; k++) {
        await page.click('#hist-forward');
        await page.waitForSelector(`body[data-history-step="${k}"] #map svg[data-map="step-${k}"]`);
      }
      // the history list's "show on the map" reaches the last step directly; there is no step after it
      await page.$eval(`#steps details[data-step="${n}"]`, (d) => { (d as any).open = true; });
      await page.click(`#steps [data-show-step="${n}"]`);
      await page.waitForSelector(`body[data-history-step="${n}"] #map svg[data-map="step-${n}"]`);
      expect(await page.isDisabled('#hist-forward')).toBe(true);
      const own = new URL(played.server.url).origin;
      expect(requests.filter((r) => !r.startsWith(own) && !r.startsWith('data:'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 300_000);
}
