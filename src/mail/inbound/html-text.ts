/**
 * The text of an HTML-only mail body, keeping its lines and indentation as far as HTML
 * lets us: <br> and block elements end lines, <pre> keeps its text as it is, source
 * whitespace elsewhere collapses, and &nbsp; (how mail editors keep indentation) stays a
 * space. Good enough for a pasted turn file; a file it mangles is refused with its errors.
 */
export function htmlToText(html: string): string {
  const cleaned = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1\s*>/gi, '');
  const parts = cleaned.split(/(<pre\b[^>]*>[\s\S]*?<\/pre\s*>)/i);
  const text = parts
    .map((part, i) => {
      if (i % 2 === 1) return `\n${stripTags(part.replace(/<br\s*\/?>/gi, '\n'))}\n`;
      return stripTags(
        part
          .replace(/[ \t\r\n]+/g, ' ')
          .replace(BLOCK_TAG, BLOCK)
          // A <br> that ends a block adds no line of its own; a run of block edges is one line break.
          .replace(/<br\s*\/?>(?=[ \u0001]*\u0001)/gi, '')
          .replace(/<br\s*\/?>/gi, '\n')
          .replace(/ ?\u0001[\u0001 ]*/g, '\n'),
      )
        .split('\n')
        .map((line) => line.replace(/^[ \t]+/, '').replace(/[ \t]+$/, ''))
        .join('\n');
    })
    .join('');
  return decodeEntities(text)
    .replace(/\u00a0/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const stripTags = (s: string): string => s.replace(/<[^>]*>/g, '');

const BLOCK = '\u0001';
const BLOCK_TAG = /<\/?(p|div|li|ul|ol|tr|table|h[1-6]|blockquote|section|article|header|footer)\b[^>]*>/gi;

const NAMED: Record<string, string> = { nbsp: '\u00a0', lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", '#39': "'" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}
