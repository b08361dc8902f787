/**
 * The turn file the page composes, as YAML. Values are written as JSON, which YAML reads
 * as flow collections and double-quoted strings, so every id and hex is quoted safely.
 */
export const turnFilePart = String.raw`
var RETREAT_ORDER = ['stack-together', 'best-terrain', 'away-from-enemy'];

function flow(v) {
  if (Array.isArray(v)) return '[' + v.map(flow).join(', ') + ']';
  if (v && typeof v === 'object') return '{' + Object.keys(v).map(function (k) { return JSON.stringify(k) + ': ' + flow(v[k]); }).join(', ') + '}';
  return JSON.stringify(v);
}

function turnFileText() {
  var o = S.data && S.data.options;
  if (!o) return '# the game has ended: there is no window to answer\n';
  var lines = [
    'format: umpire-turn/1',
    'game: ' + flow(GAME),
    'side: ' + flow(SIDE),
    'window: ' + flow(o.window),
    'basedOn: ' + flow(o.basedOn),
    'final: ' + ($('final').checked ? 'true' : 'false'),
  ];
  var chosen = (o.declarations || [])[S.declared || 0];
  var declare = chosen && chosen.order ? [chosen.order] : [];
  var orders = declare.concat(S.orders);
  if (orders.length === 0) lines.push('orders: []');
  else {
    lines.push('orders:');
    orders.forEach(function (order) {
      var kind = Object.keys(order)[0];
      lines.push('  - ' + kind + ': ' + flow(order[kind]));
    });
  }
  if ($('standing-on').checked) {
    var first = $('standing-retreat').value;
    var prefer = [first].concat(RETREAT_ORDER.filter(function (p) { return p !== first; }));
    lines.push('standing:');
    lines.push('  retreat: ' + flow({ prefer: prefer }));
    lines.push('  losses: ' + flow($('standing-losses').value));
  }
  return lines.join('\n') + '\n';
}

function fileName() {
  var w = (S.data && S.data.options && S.data.options.window) || 'turn';
  return GAME + '-' + SIDE + '-' + w.replace(/[^A-Za-z0-9_-]+/g, '-') + '.yaml';
}

function showTurnFile() {
  var text = turnFileText();
  $('turn-file').textContent = text;
  var o = S.data && S.data.options;
  var subject = '[' + GAME + '] ' + SIDE + ' turn file ' + ((o && o.window) || '');
  var to = (S.data && S.data.refereeAddress) || '';
  $('mail').setAttribute('href', 'mailto:' + encodeURIComponent(to).replace(/%40/g, '@') + '?subject=' + encodeURIComponent(subject) + '&body=' + encodeURIComponent(text));
  $('submit').disabled = !o;
}
`;
