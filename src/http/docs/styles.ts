/** The page's only stylesheet, inlined: the page loads nothing else. */
export const styles = `
:root { --fg:#1d232b; --muted:#667; --line:#d9dee5; --bg:#fff; --code:#f3f5f8; --accent:#1f5fa8; }
* { box-sizing:border-box; }
body { margin:0; font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif; color:var(--fg); background:var(--bg); }
header { padding:1.2rem 2rem; border-bottom:1px solid var(--line); }
header h1 { margin:0 0 .3rem; font-size:1.5rem; }
.layout { display:flex; align-items:flex-start; }
nav { position:sticky; top:0; width:17rem; max-height:100vh; overflow:auto; padding:1rem; border-right:1px solid var(--line); font-size:.9rem; }
nav ul { list-style:none; padding-left:.4rem; margin:.2rem 0 .8rem; }
nav a { color:var(--fg); text-decoration:none; }
nav a:hover { color:var(--accent); }
main { flex:1; min-width:0; padding:1rem 2rem 4rem; }
h2 { border-bottom:2px solid var(--line); padding-bottom:.3rem; margin-top:2rem; text-transform:capitalize; }
.op { border:1px solid var(--line); border-radius:6px; padding:.6rem 1rem 1rem; margin:1rem 0; }
.op h3 { margin:.3rem 0; font-size:1.05rem; }
.sum { margin:.2rem 0 .6rem; font-weight:600; }
.m { display:inline-block; min-width:4.2rem; text-align:center; border-radius:4px; color:#fff; font-size:.8rem; padding:.1rem .4rem; }
.m-get { background:#2f7d4f; } .m-post { background:#1f5fa8; } .m-put, .m-patch { background:#a86b1f; } .m-delete { background:#a82f2f; }
code { background:var(--code); padding:0 .25rem; border-radius:3px; font-size:.9em; }
table { border-collapse:collapse; width:100%; margin:.3rem 0; font-size:.9rem; }
th, td { border:1px solid var(--line); padding:.3rem .5rem; text-align:left; vertical-align:top; }
td.s { width:4rem; font-weight:700; } .s2 { color:#2f7d4f; } .s4 { color:#a86b1f; } .s5 { color:#a82f2f; }
.media { margin:.3rem 0; } .ct { font-size:.8rem; color:var(--muted); }
.props { margin:.2rem 0; padding-left:1.2rem; }
.props li { margin:.15rem 0; }
.opt { font-size:.75rem; color:var(--muted); margin-left:.3rem; }
.t { color:var(--accent); } .c, .d, .muted { color:var(--muted); }
.schema { border-top:1px solid var(--line); padding:.6rem 0; }
.schema h3 { margin:.2rem 0; font-size:1rem; }
`;
