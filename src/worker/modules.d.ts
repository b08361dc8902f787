// Module kinds the Worker bundle imports (wrangler.toml [[rules]]), and the runtime's own modules.

/** templates/*.txt as Text modules. */
declare module '*.txt' {
  const text: string;
  export default text;
}

/** pdfkit's standard-font metrics (pdfkit 0.20; @types/pdfkit does not describe them). */
declare module 'pdfkit/standard-fonts/*' {
  const font: { name: string };
  export default font;
}

/** The Workers runtime's mail message: an envelope and the RFC 5322 text. */
declare module 'cloudflare:email' {
  export class EmailMessage {
    constructor(from: string, to: string, raw: ReadableStream | string);
    readonly from: string;
    readonly to: string;
  }
}
