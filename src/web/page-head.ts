/**
 * The opening of every page that wears the game page's look (game page, archive viewer,
 * charts, my games, notices): doctype, head and its links, up to the closing </head>. Only this server's
 * stylesheet, icon and (optionally) script are named; the pages' policy allows nothing else.
 * `title` is put in as given: escape it first.
 */
export function pageHead(p: { title: string; script?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${p.title}</title>
<link rel="stylesheet" href="/web/game-page.css">
<link rel="icon" href="/web/game-page.svg" type="image/svg+xml">
${p.script ? `<script src="${p.script}" defer></script>\n` : ''}</head>`;
}
