import { esc } from '../../http/docs/html';

/** A short page that says why the game page is not shown (no session, a bad link, no game). */
export function noticePageHtml(heading: string, text: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(heading)}</title>
<link rel="stylesheet" href="/web/game-page.css">
<link rel="icon" href="/web/game-page.svg" type="image/svg+xml">
</head>
<body class="notice">
<main><h1>${esc(heading)}</h1><p>${esc(text)}</p></main>
</body>
</html>
`;
}
