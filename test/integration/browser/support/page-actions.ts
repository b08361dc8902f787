import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Drops a file on the viewer's drop zone as a user dragging it from their desktop would. */
export async function dropFile(p: Page, text: string, name: string): Promise<void> {
  const transfer = await p.evaluateHandle(({ text, name }) => {
    const g = globalThis as any;
    const dt = new g.DataTransfer();
    dt.items.add(new g.File([text], name, { type: 'application/json' }));
    return dt;
  }, { text, name });
  await p.dispatchEvent('#drop', 'dragover', { dataTransfer: transfer });
  await p.dispatchEvent('#drop', 'drop', { dataTransfer: transfer });
}

/**
 * The index of the first of these attacks that its unit may make alone, as the page's
 * attack preview answers (no problem: odds, Attack Supply, ...); -1 when none may.
 */
export function attackAloneIndex(page: Page, gameId: string, list: readonly { hex: string; unit: string }[]): Promise<number> {
  return page.evaluate(
    async ({ id, list }) => {
      for (const [i, a] of list.entries()) {
        const p = (await (await fetch(`/games/${id}/attack-preview?target=${a.hex}&units=${a.unit}`)).json()) as { problems?: unknown[] };
        if ((p.problems ?? []).length === 0) return i;
      }
      return -1;
    },
    { id: gameId, list: list.map((a) => ({ hex: a.hex, unit: a.unit })) },
  );
}

/** Submits the file the page composed and expects it accepted (a refusal shows the file): the receipt's text. */
export async function submitted(page: Page): Promise<string> {
  const file = (await page.textContent('#turn-file')) ?? '';
  await page.click('#submit');
  await page.waitForSelector('#submit-result .accepted, #submit-result .errors');
  const result = (await page.textContent('#submit-result')) ?? '';
  expect(result, file).toMatch(/^Accepted for /);
  return result;
}
