/**
 * Raw PDF content operators for the painter's many small shapes: pdfkit's own path and
 * colour calls parse and check every argument, which dominates a full map's drawing
 * time. The operators are the standard ones (PDF 32000-1, 8.5 and 8.6) in pdfkit's page
 * frame (y down), so they mix freely with pdfkit's calls.
 */
const rgbCache = new Map<string, string>();

/** "#aabbcc" as "r g b" operands (0..1, three decimals). */
export function rgb(hex: string): string {
  let v = rgbCache.get(hex);
  if (v === undefined) {
    const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
    const [r, g, b] = m ? [m[1]!, m[2]!, m[3]!].map((h) => Math.round((parseInt(h, 16) / 255) * 1000) / 1000) : [0, 0, 0];
    v = `${r} ${g} ${b}`;
    rgbCache.set(hex, v);
  }
  return v;
}

/** A coordinate with two decimals (1/100 pt). */
export const n = (x: number): string => {
  const r = Math.round(x * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};

/** A path through `pts` ("x y m x y l …"), closed with `h` when asked. */
export function pathOps(pts: readonly { x: number; y: number }[], close: boolean): string {
  let s = `${n(pts[0]!.x)} ${n(pts[0]!.y)} m`;
  for (let i = 1; i < pts.length; i++) s += ` ${n(pts[i]!.x)} ${n(pts[i]!.y)} l`;
  return close ? `${s} h` : s;
}

/** A circle as four Bézier arcs. */
export function circleOps(cx: number, cy: number, r: number): string {
  const k = r * 0.5522847498;
  return [
    `${n(cx + r)} ${n(cy)} m`,
    `${n(cx + r)} ${n(cy + k)} ${n(cx + k)} ${n(cy + r)} ${n(cx)} ${n(cy + r)} c`,
    `${n(cx - k)} ${n(cy + r)} ${n(cx - r)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} c`,
    `${n(cx - r)} ${n(cy - k)} ${n(cx - k)} ${n(cy - r)} ${n(cx)} ${n(cy - r)} c`,
    `${n(cx + k)} ${n(cy - r)} ${n(cx + r)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} c h`,
  ].join(' ');
}

/** A rectangle with rounded corners of radius r (0 = square). */
export function rectOps(x: number, y: number, w: number, h: number, r: number): string {
  if (r <= 0) return `${n(x)} ${n(y)} ${n(w)} ${n(h)} re`;
  const rr = Math.min(r, w / 2, h / 2);
  const k = rr * (1 - 0.5522847498);
  return [
    `${n(x + rr)} ${n(y)} m ${n(x + w - rr)} ${n(y)} l`,
    `${n(x + w - k)} ${n(y)} ${n(x + w)} ${n(y + k)} ${n(x + w)} ${n(y + rr)} c`,
    `${n(x + w)} ${n(y + h - rr)} l ${n(x + w)} ${n(y + h - k)} ${n(x + w - k)} ${n(y + h)} ${n(x + w - rr)} ${n(y + h)} c`,
    `${n(x + rr)} ${n(y + h)} l ${n(x + k)} ${n(y + h)} ${n(x)} ${n(y + h - k)} ${n(x)} ${n(y + h - rr)} c`,
    `${n(x)} ${n(y + rr)} l ${n(x)} ${n(y + k)} ${n(x + k)} ${n(y)} ${n(x + rr)} ${n(y)} c h`,
  ].join(' ');
}
