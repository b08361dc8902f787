import { domPart } from '../game-page/script/dom';
import { historyPart } from '../game-page/script/history';
import { historyMapPart } from '../game-page/script/history-map';
import { lastMovesPart } from '../game-page/script/last-moves';
import { mapPart } from '../game-page/script/map';
import { mapViewPart } from '../game-page/script/map-view';

/** Opening a dropped archive: read in the browser, sent to this server to be checked and drawn, kept nowhere. */
const viewerMainPart = String.raw`
S.viewer = true;
S.archiveText = null;

function say(text) { $('status').textContent = text; }

function post(path, body) {
  return fetch(path, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json', 'x-umpire-page': '1' }, body: body })
    .then(function (res) { return res.text().then(function (text) { var json = null; try { json = JSON.parse(text); } catch (e) { json = null; } return { ok: res.ok, status: res.status, json: json, text: text }; }); });
}

S.stepMap = function (k) {
  return post('/web/viewer/steps/' + k + '/map.svg', S.archiveText).then(function (r) { return r.ok ? r.text : null; });
};

function openArchive(text, name) {
  var json;
  try { json = JSON.parse(text); } catch (e) { say(name + ' is not JSON: not an Umpire archive.'); return Promise.resolve(); }
  S.archiveText = JSON.stringify(json);
  say('Checking ' + name + '…');
  return post('/web/viewer/steps', S.archiveText).then(function (r) {
    if (!r.ok || !r.json || !r.json.steps) { say((r.json && r.json.error && r.json.error.message) || 'The archive could not be read (' + r.status + ').'); return; }
    S.data = r.json;
    S.hexIndex = null;
    var g = S.data.game;
    $('viewer-title').textContent = g.titleName + ', ' + g.scenarioName + ': game ' + g.id + ' (' + S.data.copy + ')';
    say(name + ': ' + S.data.steps.length + ' step' + (S.data.steps.length === 1 ? '' : 's') + ', ' + g.status + (g.outcome && g.outcome.reason ? ' (' + g.outcome.reason + ')' : '') + '.');
    $('verdict').textContent = S.data.verified + (S.data.replayed ? '' : ' This copy holds no positions (only a full copy can be replayed): each step shows its moves and battles on the bare map.');
    showHistory();
    var last = historyOrder().length - 1;
    return (last >= 0 ? showStep(last) : Promise.resolve()).then(function () { document.body.setAttribute('data-ready', String(S.data.steps.length)); });
  });
}

function openFile(file) {
  if (!file) return;
  document.body.removeAttribute('data-ready');
  file.text().then(function (text) { return openArchive(text, file.name); });
}

function startViewer() {
  startMapView();
  $('file').addEventListener('change', function () { openFile($('file').files[0]); });
  document.addEventListener('dragover', function (ev) { ev.preventDefault(); $('drop').classList.add('over'); });
  document.addEventListener('dragleave', function () { $('drop').classList.remove('over'); });
  document.addEventListener('drop', function (ev) {
    ev.preventDefault();
    $('drop').classList.remove('over');
    openFile(ev.dataTransfer && ev.dataTransfer.files && ev.dataTransfer.files[0]);
  });
  startHistory();
  showHistoryBar();
}

startViewer();
`;

/** The archive viewer's script: the game page's map and history parts with its own opening part. */
export function viewerScript(): string {
  return `(function () {\n'use strict';\n${[domPart, mapPart, mapViewPart, historyPart, historyMapPart, lastMovesPart, viewerMainPart].join('\n')}\n})();\n`;
}
