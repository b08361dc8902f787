import { inflateSync } from 'node:zlib';

/**
 * A PDF's objects in order, each with its Flate streams inflated and its /Length left
 * out: what two PDFs hold, whichever deflate implementation compressed them (pdfkit uses
 * zlib on Node and fflate in its browser build, so equal content compresses to
 * different bytes and shifts the cross-reference offsets).
 */
export function pdfObjects(pdf: Uint8Array): string[] {
  const text = Buffer.from(pdf).toString('latin1');
  const objects: string[] = [];
  const objectRe = /(\d+) 0 obj\n([\s\S]*?)\nendobj/g;
  for (let m = objectRe.exec(text); m; m = objectRe.exec(text)) {
    const body = m[2]!;
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt < 0) {
      objects.push(`${m[1]} ${body}`);
      continue;
    }
    const dict = body.slice(0, streamAt);
    const raw = Buffer.from(body.slice(streamAt + '\nstream\n'.length, body.lastIndexOf('\nendstream')), 'latin1');
    const content = /\/Filter \/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
    objects.push(`${m[1]} ${dict.replace(/\/Length \d+/, '/Length ?')} ${content.toString('latin1')}`);
  }
  return objects;
}
