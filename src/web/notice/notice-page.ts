import { esc } from '#http/docs/html';
import { pageHead } from '../page-head';

/** A short page that says why the game page is not shown (no session, a bad link, no game). */
export function noticePageHtml(heading: string, text: string): string {
  return `${pageHead({ title: esc(heading) })}
<body class="notice">
<main><h1>${esc(heading)}</h1><p>${esc(text)}</p></main>
</body>
</html>
`;
}
