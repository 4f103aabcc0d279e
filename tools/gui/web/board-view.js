// The board: an SVG drawing of the current position, with the last move, the selected piece
// and its legal targets marked, and a hint's moves, that turns clicks into moves.
import {gameOf} from './games.js';
import {drawHints} from './hint-marks.js';
import {click, targets} from './selection.js';
import {svg} from './svg.js';

export class BoardView {
  // `onMove(move)` is called with a legal move that the person chose.
  constructor(element, onMove) {
    this.element = element;
    this.onMove = onMove;
    this.board = null;
    this.state = null;
    this.layout = null;
    this.chinese = true;
    this.selected = null;
    this.hints = null;
    element.addEventListener('click', (event) => this.clicked(event));
  }

  // A `board` message: the points and lines of the game about to be shown.
  setBoard(board) {
    const same = this.board && this.board.variant === board.variant;
    this.board = board;
    if (!same) this.layout = new (gameOf(board.variant).Layout)();
    this.state = null;
    this.redraw();
  }

  // A `state` message (or a replay frame).
  setState(state) {
    // A hint belongs to the position it was asked in.
    if (this.hints && (!state.legal || state.ply !== this.hints.ply)) this.hints = null;
    this.state = state;
    this.selected = null;
    const e = this.element;
    e.dataset.fen = state.fen;
    e.dataset.ply = state.ply;
    e.dataset.variant = state.variant;
    e.dataset.legal = (state.legal || []).join(' ');
    e.dataset.toMove = state.to_move === null ? '' : state.to_move;
    e.dataset.over = state.result ? 'true' : 'false';
    this.drawPosition();
  }

  // A `hints` message: its moves drawn until the position changes.
  setHints(hints) {
    this.hints = this.state && hints.ply === this.state.ply ? hints : null;
    this.drawPosition();
  }

  // Whether the board can put a side at the bottom (a board of three sides can).
  canFace() { return Boolean(this.layout && this.layout.faceKingdom); }

  // Puts a side at the bottom (the person's, when a game starts).
  faceKingdom(letter) {
    if (this.layout && this.layout.faceKingdom) this.layout.faceKingdom(letter);
    this.redraw();
  }

  turn() {
    if (!this.layout) return;
    this.layout.turn();
    this.redraw();
  }

  setChinese(chinese) {
    this.chinese = chinese;
    this.drawPosition();
  }

  redraw() {
    const e = this.element;
    e.replaceChildren();
    if (!this.board) return;
    e.setAttribute('viewBox', this.layout.viewBox(this.board));
    this.staticLayer = svg('g', {class: 'static'}, e);
    this.marksLayer = svg('g', {class: 'marks'}, e);
    this.piecesLayer = svg('g', {class: 'pieces'}, e);
    this.hintsLayer = svg('g', {class: 'hints'}, e);
    this.overlayLayer = svg('g', {class: 'overlay'}, e);
    this.layout.drawStatic(this.staticLayer, this.board);
    this.drawPosition();
  }

  drawPosition() {
    if (!this.piecesLayer) return;
    this.marksLayer.replaceChildren();
    this.piecesLayer.replaceChildren();
    this.hintsLayer.replaceChildren();
    if (!this.state) return this.drawSelection();
    if (this.hints) drawHints(this.hintsLayer, this.layout, this.hints);
    const owners = this.state.owners || {};
    for (const {point, piece} of this.state.pieces) {
      const dealt =
          piece === '?' && this.state.deal && this.layout.dealtPiece(this.state.deal, point);
      if (!dealt) {
        this.layout.drawPiece(this.piecesLayer, point, piece, this.chinese, owners[point]);
        continue;
      }
      // Once the game is over the deal is public: a piece still face down shows what it was.
      const group = this.layout.drawPiece(this.piecesLayer, point, dealt, this.chinese);
      group.dataset.piece = '?';
      group.dataset.dealt = dealt;
      group.classList.add('dealt');
    }
    const last = this.state.last_move && this.layout.parseMove(this.state.last_move);
    if (last) {
      for (const point of new Set([last.from, last.to]))
        this.mark(this.marksLayer, point, 'last-move');
    }
    this.drawSelection();
  }

  drawSelection() {
    this.overlayLayer.replaceChildren();
    if (this.selected === null) return;
    this.mark(this.overlayLayer, this.selected, 'selected');
    for (const point of targets(this.legal(), this.layout.parseMove, this.selected)) {
      this.mark(this.overlayLayer, point, 'target');
    }
  }

  mark(layer, point, kind) {
    const {x, y} = this.layout.position(point);
    svg('circle', {cx: x, cy: y, r: this.layout.markRadius(), class: kind, 'data-mark': point},
        layer);
  }

  legal() { return (this.state && this.state.legal) || []; }

  clicked(event) {
    const hit = event.target.closest('[data-point]');
    if (!hit || !this.state) return;
    const result = click(this.legal(), this.layout.parseMove, this.selected, hit.dataset.point);
    if (result.move) {
      this.selected = null;
      this.drawSelection();
      this.onMove(result.move);
    } else {
      this.selected = result.selected;
      this.drawSelection();
    }
  }
}
