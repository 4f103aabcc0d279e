// Stepping through a recorded game: one frame per ply, forward and back.

export class Replay {
  // `onFrame(state)` shows a frame; `onClose()` goes back to the live game.
  constructor(controls, onFrame, onClose) {
    this.controls = controls;
    this.onFrame = onFrame;
    this.frames = [];
    this.moves = [];
    this.index = 0;
    const step = {
      'replay-first': -Infinity,
      'replay-back': -1,
      'replay-forward': 1,
      'replay-last': Infinity
    };
    for (const [id, delta] of Object.entries(step)) {
      controls.querySelector('#' + id).addEventListener('click', () => this.go(delta));
    }
    controls.querySelector('#replay-close').addEventListener('click', () => {
      this.stop();
      onClose();
    });
    document.addEventListener('keydown', (event) => {
      if (!this.active()) return;
      if (event.key === 'ArrowLeft') this.go(-1);
      if (event.key === 'ArrowRight') this.go(1);
    });
  }

  active() { return this.frames.length > 0; }

  // `moves`: the game's actions; frame i has played the first i of them.
  start(frames, moves) {
    this.frames = frames;
    this.moves = moves;
    this.index = 0;
    this.controls.hidden = false;
    this.show();
  }

  stop() {
    this.frames = [];
    this.controls.hidden = true;
  }

  go(delta) {
    this.index = Math.min(this.frames.length - 1, Math.max(0, this.index + delta));
    this.show();
  }

  show() {
    const last = this.frames.length - 1;
    const position = this.controls.querySelector('#replay-position');
    position.textContent = `ply ${this.index} of ${last}`;
    this.controls.dataset.index = this.index;
    this.controls.dataset.last = last;
    this.onFrame({...this.frames[this.index], moves: this.moves.slice(0, this.index)});
  }
}
