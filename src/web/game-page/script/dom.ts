/** Page state and DOM helpers shared by the other parts of the page script. */
export const domPart = String.raw`
var GAME = document.body.getAttribute('data-game');
var SIDE = document.body.getAttribute('data-side');
var BASE = '/games/' + encodeURIComponent(GAME);
var S = { data: null, orders: [], selected: null, attack: null, zoom: 1, previewSeq: 0 };

function $(id) { return document.getElementById(id); }

function el(tag, attrs, text) {
  var e = document.createElement(tag);
  if (attrs) Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

function button(text, attrs, onClick) {
  var b = el('button', Object.assign({ type: 'button' }, attrs || {}), text);
  b.addEventListener('click', onClick);
  return b;
}

function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); return node; }

function call(path, init) {
  return fetch(BASE + path, Object.assign({ credentials: 'same-origin', headers: { accept: 'application/json' } }, init || {}))
    .then(function (res) {
      return res.text().then(function (text) {
        var json = null;
        try { json = JSON.parse(text); } catch (e) { json = null; }
        return { ok: res.ok, status: res.status, json: json, text: text };
      });
    });
}

function unitsById() {
  var out = {};
  ((S.data && S.data.options && S.data.options.units) || []).forEach(function (u) { out[u.unit] = u; });
  return out;
}
`;
