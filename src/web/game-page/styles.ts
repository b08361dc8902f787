/** The game page's stylesheet: system fonts only, sized for a laptop screen. */
export function gamePageStyles(): string {
  return `
:root { --ink: #1d2330; --muted: #5a6272; --line: #cfd5df; --accent: #1f5fbf; --own: #1f5fbf; --dest: #1b8a3a; --target: #c0392b; --bg: #f6f7f9; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: var(--ink); background: var(--bg); }
h1 { font-size: 1.25rem; margin: 0; }
h2 { font-size: 1.05rem; margin: 0.2rem 0 0.4rem; }
h3 { font-size: 0.95rem; margin: 0.6rem 0 0.2rem; }
.top { padding: 0.6rem 1rem; background: #fff; border-bottom: 1px solid var(--line); }
.game-id { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-weight: normal; }
#status { margin: 0.2rem 0 0; color: var(--muted); }
.layout { display: grid; grid-template-columns: minmax(0, 1fr) 24rem; gap: 0.8rem; padding: 0.8rem 1rem; }
.map-panel { min-width: 0; }
.map-tools { display: flex; gap: 0.4rem; align-items: center; margin-bottom: 0.3rem; }
.hint { color: var(--muted); font-size: 0.9rem; }
.map { height: calc(100vh - 9rem); min-height: 24rem; overflow: auto; background: #fff; border: 1px solid var(--line); }
.map svg { display: block; }
.map .spot { fill: transparent; stroke-width: 3; cursor: pointer; }
.map .spot.own { stroke: var(--own); }
.map .spot.dest { stroke: var(--dest); fill: rgba(27, 138, 58, 0.18); }
.map .spot.target { stroke: var(--target); fill: rgba(192, 57, 43, 0.18); stroke-dasharray: 6 3; }
.map .spot.selected { stroke: #f0a000; stroke-width: 5; }
.map .spot:focus { outline: none; stroke: #000; stroke-width: 5; }
.map .trail { fill: none; stroke: var(--dest); stroke-width: 4; stroke-linecap: round; stroke-linejoin: round; opacity: 0.8; pointer-events: none; }
.side-panel { display: flex; flex-direction: column; gap: 0.6rem; max-height: calc(100vh - 6rem); overflow: auto; }
.side-panel section, .history { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 0.6rem 0.8rem; }
.side-panel label { display: block; margin: 0.25rem 0; }
ul.choices, ul.units, ul.notes { list-style: none; margin: 0; padding: 0; }
ul.choices li, ul.units li { margin: 0.15rem 0; }
ul.notes li { color: var(--muted); font-size: 0.9rem; }
ol.orders { margin: 0; padding-left: 1.4rem; }
ol.orders li { margin: 0.2rem 0; }
button, select { font: inherit; }
button { padding: 0.2rem 0.6rem; border: 1px solid #8a93a3; border-radius: 4px; background: #fff; cursor: pointer; }
button:hover { background: #eef3fb; }
button:focus-visible, a:focus-visible, select:focus-visible, input:focus-visible, .map:focus-visible { outline: 3px solid #f0a000; outline-offset: 1px; }
button:disabled { opacity: 0.5; cursor: not-allowed; }
ul.choices button, ul.units button { width: 100%; text-align: left; }
.units button.ordered { border-color: var(--dest); }
.preview { margin: 0.4rem 0; padding: 0.4rem 0.6rem; background: var(--bg); border-radius: 4px; }
.preview .odds { font-size: 1.15rem; font-weight: 600; }
.problems, .errors { color: #a01f12; }
.turn-file { margin: 0.4rem 0; padding: 0.5rem; max-height: 16rem; overflow: auto; background: #1d2330; color: #e9eef7; border-radius: 4px; font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre-wrap; word-break: break-all; }
.actions { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
.accepted { color: #14692c; }
.history { margin: 0 1rem 1rem; }
.history details { border-top: 1px solid var(--line); padding: 0.3rem 0; }
.history summary { cursor: pointer; font-weight: 600; }
.history pre { margin: 0.3rem 0; padding: 0.5rem; background: var(--bg); overflow: auto; font: 12.5px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; }
body.charts main { max-width: 70rem; margin: 1rem auto; background: #fff; padding: 1rem 1.5rem; }
body.charts table { border-collapse: collapse; margin: 0.4rem 0 1rem; font-size: 0.9rem; }
body.charts th, body.charts td { border: 1px solid var(--line); padding: 0.15rem 0.5rem; text-align: left; vertical-align: top; }
body.charts .note, body.charts .rule { color: #555; font-weight: normal; }
.charts-link { margin: 0.2rem 0 0; }
.map .spot.enemy { stroke: transparent; }
.map .spot.enemy:hover { stroke: rgba(192, 57, 43, 0.55); }
body.wide-map .layout { grid-template-columns: 1fr; }
body.wide-map .side-panel { max-height: none; }
body.wide-map .map { height: calc(100vh - 8rem); }
ul.units { max-height: 18rem; overflow: auto; }
ul.inspector li { color: var(--ink); font-size: 0.95rem; }
ul.inspector li.unseen { color: var(--muted); font-style: italic; }
.map-tools button { white-space: nowrap; }
.map .mark { fill: none; stroke-width: 4; stroke-linecap: round; stroke-linejoin: round; opacity: 0.85; pointer-events: none; }
.map .mark.move { stroke: #37474f; stroke-dasharray: 7 4; }
.map .mark.move.side-soviet { stroke: #a3281f; }
.map .mark.attack { stroke: #c0262d; stroke-width: 5; }
.map .mark.retreat { stroke: #6b3fa0; stroke-dasharray: 5 3; }
.map .mark.advance { stroke: #1f7a3a; }
.map .head { stroke: none; }
.map .head.move { fill: #37474f; }
.map .head.move.side-soviet { fill: #a3281f; }
.map .head.attack { fill: #c0262d; }
.map .head.retreat { fill: #6b3fa0; }
.map .head.advance { fill: #1f7a3a; }
.map .badge { pointer-events: none; }
.map .badge rect { fill: #c0262d; stroke: #fff; stroke-width: 1; }
.map .badge text { fill: #fff; font: bold 12px system-ui, sans-serif; }
.history-bar { display: flex; gap: 0.4rem; align-items: center; margin-bottom: 0.3rem; flex-wrap: wrap; }
#hist-label { font-weight: 600; }
.hist-events { margin: 0 0 0.3rem; padding: 0.3rem 0.6rem 0.3rem 1.6rem; max-height: 6.5rem; overflow: auto; background: #fff8e6; border: 1px solid #e8d29a; border-radius: 4px; font-size: 0.9rem; }
body[data-history-step] .map { border-color: #f0a000; box-shadow: 0 0 0 2px #f0a000; }
.history details.current { background: #fff8e6; }
.drop { margin: 0.8rem 1rem; padding: 1.2rem; border: 2px dashed #8a93a3; border-radius: 6px; background: #fff; text-align: center; }
.drop.over { border-color: var(--accent); background: #eef3fb; }
body.notice main { max-width: 40rem; margin: 4rem auto; background: #fff; padding: 1.5rem 2rem; border: 1px solid var(--line); border-radius: 6px; }
@media (max-width: 1100px) { .layout { grid-template-columns: 1fr; } .side-panel { max-height: none; } }
`;
}
