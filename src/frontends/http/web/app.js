// The page of `gridgames serve`: a thin client of the JSON API (docs/api.md). It keeps no rules
// of its own: the server says which moves are legal, whose turn it is and how a game ended; the
// page draws that, sends the clicks, and shows the analysis the server computes.
'use strict';

const $ = (id) => document.getElementById(id);

// What the page knows between requests.
const ui = {
  games: [],        // GET /api/games
  state: null,      // the current game's state, as the API answers it
  cursor: { row: 0, col: 0 },
  hint: null,       // {row, col} of the hinted move
  analysis: null,   // the latest analysis values shown on the board
  job: null,        // the running analysis job's id
  pollTimer: null,
  busy: 0,
};

// Strength defaults on each game's own scale (docs/api.md): low enough to answer at once.
const ENGINE_STRENGTH = { othello: 4, gomoku: 4 };
const ANALYSIS_DEPTH = { othello: 12, gomoku: 4 };
// Options whose values are a fixed list: a select rather than free text.
const OPTION_CHOICES = { rule: ['freestyle', 'standard', 'renju'] };

// ---- talking to the API ----------------------------------------------------------------

// One request; an answer of 4xx/5xx becomes an Error carrying the server's message.
async function api(method, path, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.body = JSON.stringify(body);
    options.headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(path, options);
  const data = await response.json();
  if (!response.ok) throw new Error(data.error || 'HTTP ' + response.status);
  return data;
}

// Runs an action with the page marked busy (tests wait on data-busy) and shows its error.
async function task(action) {
  ui.busy += 1;
  document.body.dataset.busy = '1';
  try {
    await action();
    showMessage('');
  } catch (error) {
    showMessage(error.message);
  } finally {
    ui.busy -= 1;
    if (ui.busy === 0) document.body.dataset.busy = '0';
  }
}

function showMessage(text) { $('message').textContent = text; }

const gamePath = (suffix = '') => '/api/games/' + ui.state.id + suffix;

// ---- the setup form --------------------------------------------------------------------

function currentGame() { return ui.games.find((g) => g.name === $('game').value); }

// One input per option of the chosen game, from the option list the server publishes.
function renderOptions() {
  const game = currentGame();
  const box = $('options');
  box.replaceChildren();
  for (const option of game.options) {
    const label = document.createElement('label');
    label.textContent = option.name + ' ';
    label.title = option.description;
    let input;
    if (OPTION_CHOICES[option.name]) {
      input = document.createElement('select');
      for (const choice of OPTION_CHOICES[option.name]) input.add(new Option(choice, choice));
    } else {
      input = document.createElement('input');
      input.type = /^-?\d+$/.test(option.default) ? 'number' : 'text';
    }
    input.value = option.default;
    input.dataset.option = option.name;
    label.appendChild(input);
    box.appendChild(label);
  }
  renderSides(game.name);
  renderModeFields();
  $('strength').value = ENGINE_STRENGTH[game.name] || 1;
  $('depth').value = ANALYSIS_DEPTH[game.name] || 1;
  $('depth').disabled = !(game.name in ANALYSIS_DEPTH);
}

// Colour and strength matter against the engine only (and strength where the game has a scale).
function renderModeFields() {
  $('side-label').hidden = !againstEngine();
  $('strength-label').hidden = !againstEngine() || !(currentGame().name in ENGINE_STRENGTH);
}

// The sides are named as the game names its players.
function renderSides(game) {
  const names = game === 'othello' || game === 'gomoku' ? ['black', 'white'] : ['first', 'second'];
  const side = $('side');
  side.replaceChildren(...names.map((name, i) => new Option(name, String(i))));
}

function optionValues() {
  const values = {};
  for (const input of $('options').querySelectorAll('[data-option]')) values[input.dataset.option] = input.value;
  return values;
}

// ---- playing ---------------------------------------------------------------------------

function humanSide() { return Number($('side').value); }
function againstEngine() { return $('mode').value === 'engine'; }

// True when the side to move is the engine's.
function engineToMove() {
  const s = ui.state;
  return s && !s.game_over && againstEngine() && s.to_move !== humanSide();
}

// Strengths are sent for the game on the board (the form may already show another one).
function engineBody() {
  return ui.state.game in ENGINE_STRENGTH ? { strength: Number($('strength').value) } : {};
}

// A new state from the server: what was drawn for the old position no longer holds.
function setState(state) {
  const moved = !ui.state || ui.state.id !== state.id || ui.state.moves.length !== state.moves.length;
  ui.state = state;
  if (moved) {
    ui.hint = null;
    // The job analyses a position that is gone: stopped, and its answer ignored (below).
    if (ui.job) stopAnalysis().catch(() => {});
    ui.analysis = null;
    $('summary').textContent = '';
  }
  render();
}

// The engine answers for as long as it is its turn (Othello may pass to it again).
async function engineTurns() {
  while (engineToMove()) setState(await api('POST', gamePath('/engine'), engineBody()));
}

async function newGame() {
  const body = { game: $('game').value, options: optionValues() };
  const state = await api('POST', '/api/games', body);
  ui.cursor = { row: Math.floor(state.rows / 2), col: Math.floor(state.cols / 2) };
  setState(state);
  $('record').value = '';
  $('download').hidden = true;
  await engineTurns();
}

// Plays a legal move named by the server (a click, Enter, or the pass button).
async function play(move) {
  if (!ui.state || ui.state.game_over || engineToMove()) return;
  setState(await api('POST', gamePath('/play'), { move }));
  await engineTurns();
}

function legalAt(row, col) {
  return ui.state ? ui.state.legal.find((m) => m.row === row && m.col === col) : undefined;
}

// Against the engine an undo takes back the engine's reply too, back to the player's turn.
async function undo() {
  if (!ui.state || ui.state.moves.length === 0) return;
  setState(await api('POST', gamePath('/undo'), {}));
  while (ui.state.moves.length > 0 && engineToMove()) setState(await api('POST', gamePath('/undo'), {}));
  await engineTurns();
}

// A hint: the best move of a quick analysis (a second at most), outlined on the board.
async function hint() {
  if (!ui.state || ui.state.game_over) return;
  const answer = await api('POST', gamePath('/analyze'), { ...analysisBody(), seconds: 1 });
  const best = bestMove(ui.state.game, answer.analysis);
  ui.hint = best ? { row: best.row, col: best.col } : null;
  showMessage(best ? '' : 'no hint: nothing settled within the time');
  render();
}

// The move each game's analysis ranks first.
function bestMove(game, analysis) {
  if (game === 'mine') return analysis.winning && analysis.winning.length ? analysis.winning[0].cells[0] : null;
  const moves = analysis.moves || [];
  if (game === 'spot') {
    const ranked = moves.filter((m) => !m.loses_at_once).sort((a, b) => (b.value ?? -2) - (a.value ?? -2));
    return ranked[0] || null;
  }
  return moves[0] || null;
}

// ---- analysis jobs ---------------------------------------------------------------------

// The analysis depth where the game has one (Mine and Spot take none).
function analysisBody() {
  return ui.state.game in ANALYSIS_DEPTH ? { strength: Number($('depth').value) } : {};
}

// Starts a job on the server and polls it: its partial values are drawn as they come.
async function startAnalysis() {
  if (!ui.state || ui.state.game_over) return;
  if (ui.job) await stopAnalysis();
  const progress = await api('POST', gamePath('/analysis'), analysisBody());
  ui.job = progress.job;
  $('stop').disabled = false;
  showProgress(progress);
  ui.pollTimer = setInterval(() => poll(progress.job), 200);
}

async function poll(job) {
  if (job !== ui.job) return;
  try {
    showProgress(await api('GET', '/api/jobs/' + job));
  } catch (error) {
    finishAnalysis();
    showMessage(error.message);
  }
}

// Asks the server to stop the job; it answers with the values it had reached.
async function stopAnalysis() {
  const job = ui.job;
  if (!job) return;
  finishAnalysis();
  const progress = await api('POST', '/api/jobs/' + job + '/stop', {});
  // Values of a position no longer on the board are not drawn.
  if (ui.state && progress.id === ui.state.id && progress.moves === ui.state.moves.length) showProgress(progress, true);
}

function finishAnalysis() {
  clearInterval(ui.pollTimer);
  ui.pollTimer = null;
  ui.job = null;
  $('stop').disabled = true;
}

// Progress: the calls done of those planned, nodes, seconds; then the values on the board.
function showProgress(progress, final = false) {
  const bar = $('progress');
  bar.hidden = false;
  bar.max = progress.calls_planned;
  bar.value = progress.calls;
  const depth = progress.depth === null ? '' : 'depth ' + progress.depth + ', ';
  let text = depth + progress.nodes.toLocaleString('en') + ' nodes, ' + progress.elapsed.toFixed(1) + ' s';
  if (progress.running && !final) text += ' …';
  else text += progress.stopped ? ' (' + stopWords(progress.stopped) + ')' : ' (done)';
  $('progress-text').textContent = text;
  $('progress-text').dataset.state = progress.running && !final ? 'running' : progress.stopped || 'done';
  if (!progress.running) finishAnalysis();
  if (progress.error) showMessage(progress.error.error);
  if (progress.analysis) {
    ui.analysis = progress.analysis;
    $('summary').textContent = summarize(ui.state.game, progress.analysis);
    render();
  }
}

function stopWords(reason) {
  return { stopped: 'stopped', time: "the server's time cap", server: 'the server stopped' }[reason] || reason;
}

// One line on the analysis, in each game's terms.
function summarize(game, a) {
  if (a.game_over) return 'the game is over';
  if (game === 'othello')
    return 'best ' + a.best + ' ' + (a.exact ? 'exactly ' : '') + fmtSigned(a.score) + ' discs; line ' + a.pv.join(' ');
  if (game === 'gomoku') {
    const t = a.threats || {};
    const threat = t.win ? t.attacker + ' wins by ' + t.kind + ': ' + t.line.join(' ')
      : t.no_vct ? 'no VCT at any depth (proved)' : 'no VCF/VCT found';
    const best = a.moves.length ? 'best ' + a.moves[0].move + '; ' : '';
    return best + threat + (a.forbidden.length ? '; forbidden: ' + a.forbidden.map((f) => f.move + ' ' + f.kind).join(', ') : '');
  }
  if (game === 'mine') return 'value ' + a.value + ': ' + a.winner + ' wins';
  if (game === 'spot')
    return 'value ' + (a.value ?? 'unsettled') + '; losing at once: ' + (a.losing_at_once.join(' ') || 'none');
  return '';
}

function fmtSigned(x) { return (x > 0 ? '+' : '') + x; }

// The labels drawn on the squares: {row, col, text, title, best}.
function valueLabels(game, a) {
  if (!a || a.game_over) return [];
  if (game === 'othello')
    return a.moves.map((m, i) => ({ row: m.row, col: m.col, text: m.value, title: m.move + ' ' + m.value, best: i === 0 }));
  if (game === 'gomoku')
    return a.moves.map((m, i) => ({ row: m.row, col: m.col, text: gomokuValue(m), title: m.move + ' ' + m.score, best: i === 0 }));
  if (game === 'mine')
    return (a.winning || []).flatMap((group) =>
      group.cells.map((c) => ({ row: c.row, col: c.col, text: 'W', title: c.move + ' wins (' + group.kind + ')', best: false })));
  if (game === 'spot')
    return a.moves.map((m) => ({ row: m.row, col: m.col, text: spotValue(m), title: m.move, best: false }));
  return [];
}

// Gomoku's search units are large: hundreds are enough to compare; proven ones say so.
function gomokuValue(m) {
  if (m.proven) return m.score > 0 ? 'win' : 'loss';
  return fmtSigned(Math.round(m.score / 100));
}

function spotValue(m) {
  if (m.loses_at_once) return '×';
  if (m.value === null || m.value === undefined) return '?';
  return m.value > 0 ? 'W' : m.value < 0 ? 'L' : 'D';
}

// ---- records ---------------------------------------------------------------------------

async function exportRecord() {
  if (!ui.state) return;
  const answer = await api('GET', gamePath('/record'));
  $('record').value = answer.record;
  // A file to keep: GGF for Othello, plain text for the others.
  const link = $('download');
  if (link.href.startsWith('blob:')) URL.revokeObjectURL(link.href);
  link.href = URL.createObjectURL(new Blob([answer.record], { type: 'text/plain' }));
  link.download = ui.state.game + (ui.state.game === 'othello' ? '.ggf' : '.txt');
  link.hidden = false;
}

// A new game from the record in the text box, under the game and options chosen above.
async function importRecord() {
  const body = { game: $('game').value, record: $('record').value, options: optionValues() };
  setState(await api('POST', '/api/games/import', body));
  await engineTurns();
}

// ---- drawing ---------------------------------------------------------------------------

function render() {
  const s = ui.state;
  if (!s) return;
  renderBoard(s);
  renderStatus(s);
  renderMoves(s);
}

function renderStatus(s) {
  $('turn').textContent = s.game_over ? 'Game over' : capital(s.to_move_name) + ' to move' + (engineToMove() ? ' (engine)' : '');
  $('score').textContent = Object.entries(s.score).map(([k, v]) => k.replace('_', ' ') + ' ' + v).join(' · ');
  $('last').textContent = s.last_move ? 'last: ' + s.last_move.move : '';
  const result = $('result');
  result.hidden = !s.game_over;
  result.dataset.winner = s.game_over ? s.winner : '';
  result.textContent = s.game_over ? resultText(s) : '';
  const passMove = s.legal.find((m) => m.row < 0);
  $('pass').hidden = !passMove;
  $('undo').disabled = s.moves.length === 0;
  $('hint').disabled = s.game_over;
  $('analyze').disabled = s.game_over;
}

// "Black wins 40–24" (Othello's discs), "White wins: five", "Draw".
function resultText(s) {
  const who = s.winner === 'draw' ? 'Draw' : capital(s.winner) + ' wins';
  const discs = s.game === 'othello' ? ' ' + s.score.black + '–' + s.score.white : '';
  const how = s.ending ? ': ' + s.ending : '';
  return who + discs + how + ' (result ' + fmtSigned(s.result) + ' for ' + s.players[0] + ')';
}

function capital(text) { return text ? text[0].toUpperCase() + text.slice(1) : ''; }

function renderMoves(s) {
  const list = $('moves');
  list.replaceChildren(...s.moves.map((m) => {
    const item = document.createElement('li');
    item.textContent = m;
    return item;
  }));
  list.scrollTop = list.scrollHeight;
}

// What is drawn on each square, from the board's characters (see the state's legend).
function fillCell(cell, game, ch) {
  if (game === 'othello' || game === 'gomoku') {
    if (ch === 'X' || ch === 'O') cell.appendChild(mark('stone ' + (ch === 'X' ? 'black' : 'white')));
  } else if (game === 'mine') {
    if (ch === '*') cell.appendChild(mark('mine-mark', '✱'));
    else if (ch === '.') cell.classList.add('hidden-safe');
    else {
      cell.classList.add('revealed');
      if (ch !== '0') cell.appendChild(document.createTextNode(ch));
    }
  } else if (game === 'spot' && ch === 'o') {
    cell.appendChild(mark('spot-mark'));
  }
}

function mark(className, text = '') {
  const span = document.createElement('span');
  span.className = className;
  span.textContent = text;
  return span;
}

function renderBoard(s) {
  const board = $('board');
  board.className = 'board ' + s.game;
  board.dataset.gameId = s.id;
  board.style.setProperty('--rows', s.rows);
  board.style.setProperty('--cols', s.cols);
  const at = (list) => new Set((list || []).map((m) => m.row + ',' + m.col));
  const legal = at(s.legal);
  const forbidden = at(s.forbidden);
  const labels = new Map(valueLabels(s.game, ui.analysis).map((l) => [l.row + ',' + l.col, l]));
  const cells = [];
  for (let row = 0; row < s.rows; row++) {
    for (let col = 0; col < s.cols; col++) {
      const key = row + ',' + col;
      const cell = document.createElement('div');
      cell.className = 'cell';
      cell.setAttribute('role', 'gridcell');
      cell.dataset.row = row;
      cell.dataset.col = col;
      fillCell(cell, s.game, s.board[row][col]);
      const move = legalAt(row, col);
      cell.setAttribute('aria-label', (move ? move.move : 'square ' + (row + 1) + ',' + (col + 1)) + (legal.has(key) ? ' (legal)' : ''));
      if (legal.has(key)) cell.classList.add('legal');
      if (forbidden.has(key)) cell.classList.add('forbidden');
      if (s.last_move && s.last_move.row === row && s.last_move.col === col) cell.classList.add('last');
      if (ui.hint && ui.hint.row === row && ui.hint.col === col) cell.classList.add('hint');
      if (ui.cursor.row === row && ui.cursor.col === col) cell.classList.add('cursor');
      // A forbidden point keeps its mark visible: its value is in the tooltip only.
      const label = labels.get(key);
      if (label && forbidden.has(key)) cell.title = label.title;
      else if (label) {
        const value = mark('value' + (label.best ? ' best' : ''), label.text);
        cell.title = label.title;
        cell.appendChild(value);
      }
      cells.push(cell);
    }
  }
  board.replaceChildren(...cells);
}

// ---- input -----------------------------------------------------------------------------

function onBoardClick(event) {
  const cell = event.target.closest('.cell');
  if (!cell) return;
  const row = Number(cell.dataset.row), col = Number(cell.dataset.col);
  ui.cursor = { row, col };
  const move = legalAt(row, col);
  if (move) task(() => play(move.move));
  else render();
}

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

// Arrows move the cursor over the board; Enter or Space plays the square under it.
function onBoardKey(event) {
  if (!ui.state) return;
  if (ARROWS[event.key]) {
    const [dr, dc] = ARROWS[event.key];
    ui.cursor.row = Math.min(ui.state.rows - 1, Math.max(0, ui.cursor.row + dr));
    ui.cursor.col = Math.min(ui.state.cols - 1, Math.max(0, ui.cursor.col + dc));
    event.preventDefault();
    render();
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    const move = legalAt(ui.cursor.row, ui.cursor.col);
    if (move) task(() => play(move.move));
    else showMessage('not a legal move there');
  }
}

// Shortcut keys work anywhere but in the fields, where the letters are text.
function onPageKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.target.closest('input, textarea, select')) return;
  const actions = { u: undo, h: hint, n: newGame, a: startAnalysis, s: stopAnalysis, p: passIfLegal };
  const action = actions[event.key.toLowerCase()];
  if (!action) return;
  event.preventDefault();
  task(action);
}

async function passIfLegal() {
  const passMove = ui.state && ui.state.legal.find((m) => m.row < 0);
  if (passMove) await play(passMove.move);
}

function wire() {
  $('board').addEventListener('click', onBoardClick);
  $('board').addEventListener('keydown', onBoardKey);
  document.addEventListener('keydown', onPageKey);
  $('setup').addEventListener('submit', (event) => {
    event.preventDefault();
    task(newGame);
  });
  $('game').addEventListener('change', renderOptions);
  $('mode').addEventListener('change', () => {
    renderModeFields();
    task(engineTurns);
  });
  $('side').addEventListener('change', () => task(engineTurns));
  $('undo').addEventListener('click', () => task(undo));
  $('hint').addEventListener('click', () => task(hint));
  $('pass').addEventListener('click', () => task(passIfLegal));
  $('new').addEventListener('click', () => task(newGame));
  $('analyze').addEventListener('click', () => task(startAnalysis));
  $('stop').addEventListener('click', () => task(stopAnalysis));
  $('export').addEventListener('click', () => task(exportRecord));
  $('import').addEventListener('click', () => task(importRecord));
}

async function main() {
  wire();
  ui.games = (await api('GET', '/api/games')).games;
  $('game').replaceChildren(...ui.games.map((g) => new Option(g.name, g.name)));
  renderOptions();
  await newGame();
}

task(main);
