// The new-game panel: the game, for each seat a person or an engine with its time, and whether
// engine seats ponder.
import {GAMES} from './games.js';
import {html} from './svg.js';
import {parseTime} from './time-control.js';

const DEFAULT_TIME = {
  none: '',
  move: '1',
  clock: '5+3'
};

export class NewGamePanel {
  // `onStart(message)` gets the new_game message once the form reads well.
  constructor(dialog, onStart) {
    this.dialog = dialog;
    this.form = dialog.querySelector('form');
    this.variant = dialog.querySelector('#variant');
    this.seats = dialog.querySelector('#seat-rows');
    this.error = dialog.querySelector('#new-game-error');
    this.ponder = dialog.querySelector('#ponder');
    this.engines = [];
    this.choices = {};  // the menu's entries by value, with their game
    for (const game of GAMES) {
      for (const choice of game.choices) {
        this.choices[choice.value] = {game, fields: choice.fields};
        html('option', {value: choice.value}, choice.label, this.variant);
      }
    }
    this.variant.addEventListener('change', () => this.buildSeats());
    this.form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.submit(onStart);
    });
    dialog.querySelector('#new-game-cancel').addEventListener('click', () => dialog.close());
  }

  open(engines) {
    this.engines = engines;
    this.buildSeats();
    this.error.textContent = '';
    if (!this.dialog.open) this.dialog.showModal();
  }

  choice() { return this.choices[this.variant.value]; }

  buildSeats() {
    this.seats.replaceChildren();
    this.choice().game.seatNames.forEach((name, seat) => {
      const row = html('div', {class: 'seat-row'}, null, this.seats);
      html('span', {class: 'seat-name'}, name, row);
      const player = html('select', {class: 'seat-player', 'data-seat': seat}, null, row);
      html('option', {value: 'human'}, 'Person', player);
      for (const engine of this.engines)
        html('option', {value: String(engine.id)}, engine.name, player);
      const kind = html('select', {class: 'seat-time-kind', 'data-seat': seat}, null, row);
      html('option', {value: 'none'}, 'no clock', kind);
      html('option', {value: 'move'}, 's per move', kind);
      html('option', {value: 'clock'}, 'clock min+inc', kind);
      const time = html('input', {class: 'seat-time', 'data-seat': seat, size: 5}, null, row);
      const engineByDefault = seat > 0 && this.engines.length > 0;
      player.value = engineByDefault ? '0' : 'human';
      kind.value = engineByDefault ? 'move' : 'none';
      const timeKindChosen = () => {
        time.value = DEFAULT_TIME[kind.value];
        time.disabled = kind.value === 'none';
      };
      // A fixed time per move is for engines; a person plays with a clock or without one.
      const playerChosen = () => {
        const person = player.value === 'human';
        kind.querySelector('option[value="move"]').disabled = person;
        kind.querySelector('option[value="none"]').disabled = !person;
        const allowed = person ? kind.value !== 'move' : kind.value !== 'none';
        if (!allowed) {
          kind.value = person ? 'none' : 'move';
          timeKindChosen();
        }
      };
      kind.addEventListener('change', timeKindChosen);
      player.addEventListener('change', playerChosen);
      timeKindChosen();
      playerChosen();
    });
  }

  submit(onStart) {
    try {
      onStart(this.message());
      this.dialog.close();
    } catch (error) {
      this.error.textContent = error.message;
    }
  }

  message() {
    const seats = [...this.seats.querySelectorAll('.seat-row')].map((row) => {
      const player = row.querySelector('.seat-player').value;
      const time = parseTime(
          row.querySelector('.seat-time-kind').value, row.querySelector('.seat-time').value);
      if (player === 'human') return time ? {kind: 'human', time} : {kind: 'human'};
      return {kind: 'engine', engine: Number(player), time};
    });
    const {game, fields} = this.choice();
    return {type: 'new_game', variant: game.variant, ...fields, ponder: this.ponder.checked, seats};
  }
}
