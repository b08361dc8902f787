/// <reference types="pdfkit" />

/** A pdfkit document (the types come from @types/pdfkit, which lags behind pdfkit 0.20). */
export type PdfDoc = PDFKit.PDFDocument;

/** pdfkit's text options; `baseline` is in 0.20 but typed loosely here. */
export type PdfTextOptions = PDFKit.Mixins.TextOptions;
