// A level slider for each engine seat whose engine offers UCI_Elo (the state's seat has `elo`):
// from the engine's least Elo to its most, and one past the most for full strength. A choice goes
// to the server when the slider is let go; the server checks it against the engine's range and
// tells the engine before its next move.
import {html} from './svg.js';

function levelText(value, elo) {
  return value > elo.max ? 'full strength' : `Elo ${value}`;
}

export class LevelSliders {
  // `onLevel(seat, elo)` gets the seat and an Elo, or null for full strength.
  constructor(root, onLevel) {
    this.root = root;
    this.onLevel = onLevel;
    this.key = null;
    this.dragging = null;
  }

  // A state: sliders for its seats that offer levels, while the game is in play.
  show(state) {
    const seats = state.result ? [] : state.seats;
    const key = JSON.stringify(seats.map((seat) => [seat.name, seat.elo || null]));
    if (key !== this.key) this.build(seats);
    this.key = key;
    for (const input of this.root.querySelectorAll('input.level')) {
      const seat = seats[Number(input.dataset.seat)];
      input.dataset.level = seat.level === null ? 'full' : seat.level;  // as the server has it
      if (Number(input.dataset.seat) === this.dragging) continue;
      input.value = seat.level === null ? seat.elo.max + 1 : seat.level;
      input.nextSibling.textContent = levelText(Number(input.value), seat.elo);
    }
  }

  build(seats) {
    this.root.replaceChildren();
    seats.forEach((seat, index) => {
      if (!seat.elo) return;
      const row = html('div', {class: 'levels'}, null, this.root);
      html('span', {}, `${seat.name} level `, row);
      const input = html('input', {
        type: 'range',
        class: 'level',
        'data-seat': index,
        min: seat.elo.min,
        max: seat.elo.max + 1,
        step: 1,
      }, null, row);
      const text = html('span', {class: 'level-value', 'data-seat': index}, null, row);
      input.addEventListener('input', () => {
        this.dragging = index;
        text.textContent = levelText(Number(input.value), seat.elo);
      });
      input.addEventListener('change', () => {
        this.dragging = null;
        const value = Number(input.value);
        this.onLevel(index, value > seat.elo.max ? null : value);
      });
    });
  }
}
