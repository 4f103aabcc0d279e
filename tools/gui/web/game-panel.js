// The panel beside the board: seats with clocks, engine thinking and levels, kingdoms in play,
// captured pieces, events, moves and the result.
import {COLOURS} from './colours.js';
import {infoLines} from './engine-info.js';
import {gameOf} from './games.js';
import {LevelSliders} from './level-sliders.js';
import {html} from './svg.js';
import {formatClock} from './time-control.js';

export class GamePanel {
  // `onLevel(seat, elo)`: the person moved an engine seat's level slider.
  constructor(root, onLevel) {
    this.seats = root.querySelector('#seats');
    this.levels = new LevelSliders(root.querySelector('#levels'), onLevel);
    this.kingdoms = root.querySelector('#kingdoms');
    this.captured = root.querySelector('#captured');
    this.events = root.querySelector('#events');
    this.moves = root.querySelector('#moves');
    this.result = root.querySelector('#result');
    this.state = null;
    this.received = 0;  // when the state's clock readings were taken, by this page's clock
    this.infos = [];
    this.chinese = true;
    setInterval(() => this.tickClocks(), 100);
  }

  // A new game or replay: forget the last game's thinking, events and result.
  reset() {
    this.infos = [];
    this.events.replaceChildren();
    this.result.hidden = true;
  }

  show(state, {live}) {
    // A search that starts forgets the seat's last one; a ponder that hits goes on as the move's.
    const before = this.state || {};
    for (const key of ['thinking', 'pondering']) {
      const seat = state[key];
      if (seat === null || seat === undefined || before[key] === seat) continue;
      if (key === 'thinking' && before.pondering === seat) continue;
      delete this.infos[seat];
    }
    this.state = state;
    this.received = performance.now();
    this.showSeats();
    this.levels.show(state);  // a replay's seats offer no levels
    this.showKingdoms();
    this.showCaptured();
    this.showMoves();
    this.showResult();
    if (live)
      for (const text of state.events || []) html('li', {}, text, this.events);
  }

  // An engine's info lines each carry some fields (per-side values come on a line of their
  // own): the seat shows the latest of each.
  setInfo(info) {
    this.infos[info.seat] = {...this.infos[info.seat], ...info};
    if (this.state) this.showSeats();
  }

  setChinese(chinese) {
    this.chinese = chinese;
    if (this.state) this.showCaptured();
  }

  game() { return gameOf(this.state.variant); }

  sideName(side) {
    if (side === null || side === undefined) return 'colour not yet known';
    return this.game().sideNames[side] || side;
  }

  showSeats() {
    this.seats.replaceChildren();
    this.state.seats.forEach((seat, index) => {
      const row = html('div', {class: 'seat', 'data-seat': index}, null, this.seats);
      if (this.state.to_move === index) row.classList.add('to-move');
      const title = html('div', {class: 'seat-title'}, null, row);
      html(
          'span', {class: 'swatch', style: `background:${COLOURS[seat.side] || '#999'}`}, null,
          title);
      html('b', {}, seat.name, title);
      html('span', {class: 'side'}, ` ${this.sideName(seat.side)}`, title);
      if (this.state.thinking === index) html('span', {class: 'thinking'}, 'thinking…', title);
      if (this.state.pondering === index) {
        html('span', {class: 'thinking pondering'}, 'pondering on your time…', title);
      }
      html('span', {class: 'clock', 'data-seat': index}, null, title);
      const info = this.infos[index];
      if (seat.kind === 'engine' && info) {
        for (const line of infoLines(info, this.game().valueNames)) {
          html('div', {class: 'info'}, line, row);
        }
      }
    });
    this.tickClocks();
  }

  tickClocks() {
    if (!this.state || !this.state.clocks_ms) return;
    const elapsed = performance.now() - this.received;
    for (const element of this.seats.querySelectorAll('.clock')) {
      const seat = Number(element.dataset.seat);
      const ms = this.state.clocks_ms[seat];
      if (ms === null || ms === undefined) continue;
      const running = this.state.clock_running === seat && !this.state.result;
      element.textContent = formatClock(running ? ms - elapsed : ms);
      element.classList.toggle('running', running);
    }
  }

  showKingdoms() {
    this.kingdoms.replaceChildren();
    if (!this.state.alive) return;
    html('span', {}, 'In play: ', this.kingdoms);
    const names = this.game().sideNames;
    for (const k of Object.keys(names)) {
      const inPlay = this.state.alive.includes(k);
      html(
          'span', {
            class: inPlay ? 'kingdom' : 'kingdom defeated',
            style: `color:${COLOURS[k]}`,
            'data-kingdom': k
          },
          names[k], this.kingdoms);
    }
  }

  showCaptured() {
    this.captured.replaceChildren();
    const game = this.game();
    for (const {piece} of this.state.captured || []) {
      const colour = game.pieceColour(piece);
      const label = game.pieceLabel(piece, this.chinese);
      html(
          'span', {class: 'captured-piece', style: `color:${colour};border-color:${colour}`}, label,
          this.captured);
    }
  }

  showMoves() {
    this.moves.replaceChildren();
    for (const move of this.state.moves || []) html('li', {}, move, this.moves);
    this.moves.scrollTop = this.moves.scrollHeight;
  }

  showResult() {
    const result = this.state.result;
    this.result.hidden = !result;
    this.result.textContent = result ? result.text : '';
    this.result.dataset.termination = result ? result.termination : '';
  }
}
