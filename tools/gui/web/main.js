// The page: wires the connection to the board, the panels, the controls and the replay.
import {BoardView} from './board-view.js';
import {connect} from './connection.js';
import {GamePanel} from './game-panel.js';
import {NewGamePanel} from './new-game-panel.js';
import {download, watchFileInput} from './record-files.js';
import {Replay} from './replay.js';

const $ = (id) => document.getElementById(id);

const page = {
  engines: [],
  boards: {},       // the last `board` message of each variant, for replays
  live: null,       // the live game's last state
  liveBoard: null,  // and its board
  faced: false,     // whether this game's board was already turned to its person
  loading: false,   // a load_record was sent: a `board` now belongs to its replay
};

const message = $('message');
function say(text, kind = 'note') {
  message.textContent = text;
  message.className = kind;
}

const server = connect(received, (status) => {
  $('connection').textContent = status;
});
const board = new BoardView($('board'), (move) => server.send({type: 'move', move}));
const panel = new GamePanel(document, (seat, elo) => server.send({type: 'level', seat, elo}));
const newGame = new NewGamePanel($('new-game-dialog'), (request) => server.send(request));
const replay = new Replay($('replay-controls'), showFrame, closeReplay);

function showFrame(state) {
  const lines = page.boards[state.variant];
  if (board.board !== lines) board.setBoard(lines);
  board.setState(state);
  panel.show(state, {live: false});
}

function closeReplay() {
  if (!page.liveBoard) return;
  board.setBoard(page.liveBoard);
  if (page.live) {
    board.setState(page.live);
    panel.show(page.live, {live: false});
  }
}

// The first person's side at the bottom, once per game, where the board can turn to it.
function faceThePerson(state) {
  if (page.faced || !board.canFace()) return;
  const person = state.seats.find((seat) => seat.kind === 'human');
  board.faceKingdom(person ? person.side : 'r');
  page.faced = true;
}

const handlers = {
  hello(m) {
    page.engines = m.engines;
    newGame.open(m.engines);
  },
  board(m) {
    page.boards[m.variant] = m;
    if (page.loading) return;
    page.liveBoard = m;
    page.live = null;
    page.faced = false;
    panel.reset();
    replay.stop();
    board.setBoard(m);
  },
  state(m) {
    page.live = m;
    if (replay.active()) return;
    faceThePerson(m);
    board.setState(m);
    panel.show(m, {live: true});
    $('takeback').disabled = !m.can_takeback;
    $('hint').disabled = !m.legal || m.legal.length === 0;
    $('resign').disabled = resigningSeat() === null;
    say('');
  },
  info(m) { panel.setInfo(m); },
  hints(m) {
    if (replay.active()) return;
    board.setHints(m);
    say('');
  },
  record(m) { download(m.text, 'zhuge-game.pgn'); },
  replay(m) {
    page.loading = false;
    // The lines come with a `board`: one of a game of that variant, or one sent with the replay.
    const variant = m.frames[0].variant;
    if (!page.boards[variant]) {
      say(`to open a ${variant} record, start a ${
              variant} game first (the page has no board for it)`,
          'error');
      return;
    }
    panel.reset();
    replay.start(m.frames, m.moves || []);
    say(`game ${m.game + 1} of ${m.games} in the file`);
  },
  error(m) {
    page.loading = false;
    say(m.message, 'error');
  },
};

function received(m) {
  const handler = handlers[m.type];
  if (handler) handler(m);
}

// The seat a Resign press speaks for: the person to move, or else the first person.
function resigningSeat() {
  const state = page.live;
  if (!state || state.result) return null;
  const people = state.seats.map((seat, index) => (seat.kind === 'human' ? index : null))
                     .filter((i) => i !== null);
  return people.includes(state.to_move) ? state.to_move : people.length ? people[0] : null;
}

$('new-game').addEventListener('click', () => newGame.open(page.engines));
$('resign').addEventListener('click', () => {
  const seat = resigningSeat();
  if (seat === null)
    say('there is no person in a game in play to resign for', 'error');
  else
    server.send({type: 'resign', seat});
});
$('takeback').addEventListener('click', () => server.send({type: 'takeback'}));
$('hint').addEventListener('click', () => {
  say('working out a hint…');
  server.send({type: 'hint'});
});
$('flip').addEventListener('click', () => board.turn());
$('labels').addEventListener('click', (event) => {
  const chinese = !board.chinese;
  board.setChinese(chinese);
  panel.setChinese(chinese);
  event.target.textContent = chinese ? 'Latin letters' : '中文';
  $('board').dataset.labels = chinese ? 'chinese' : 'latin';
});
$('download').addEventListener('click', () => server.send({type: 'get_record'}));
watchFileInput($('open-record'), (text) => {
  page.loading = true;
  server.send({type: 'load_record', text, game: Number($('record-game').value) || 0});
});
