// Luzhanqi drawing: where each of the 60 points lies and how points, lines and pieces look.
// The lines themselves come from the server's `board` message (the engine's own tables).
import {svg} from '../svg.js';
import {luzhanqiColour, luzhanqiLabel} from './pieces.js';

const FILE_STEP = 64;
const RANK_STEP = 40;
const FRONT_GAP = 44;  // the front between ranks 6 and 7, where two files meet mountains
const MARGIN = 36;
const PIECE_W = 48;
const PIECE_H = 26;
const MOVE = /^([a-e](?:1[0-2]|[1-9]))([a-e](?:1[0-2]|[1-9]))([A-Za-z]?)$/;

export class LuzhanqiLayout {
  constructor() {
    this.turned = false;  // rank 12 at the bottom
  }

  get variant() { return 'luzhanqi-flip'; }

  viewBox() {
    return `0 0 ${2 * MARGIN + 4 * FILE_STEP} ${2 * MARGIN + 11 * RANK_STEP + FRONT_GAP}`;
  }

  turn() { this.turned = !this.turned; }

  position(name) {
    const file = name.charCodeAt(0) - 97;
    const rank = Number(name.slice(1));
    const column = this.turned ? 4 - file : file;
    const row = this.turned ? rank - 1 : 12 - rank;
    const belowFront = this.turned ? rank >= 7 : rank <= 6;
    return {
      x: MARGIN + column * FILE_STEP,
      y: MARGIN + row * RANK_STEP + (belowFront ? FRONT_GAP : 0),
    };
  }

  parseMove(move) {
    const m = MOVE.exec(move);
    return m ? {from: m[1], to: m[2]} : null;
  }

  drawStatic(layer, board) {
    const [width, height] = this.viewBox().split(' ').slice(2).map(Number);
    svg('rect', {x: 0, y: 0, width, height, class: 'luzhanqi-ground'}, layer);
    this.drawMountains(layer);
    for (const edge of board.edges) this.drawEdge(layer, edge);
    for (const point of board.points) this.drawPoint(layer, point);
  }

  drawMountains(layer) {
    for (const file of ['b', 'd']) {
      const below = this.position(file + '6');
      const x = below.x;
      const y = (below.y + this.position(file + '7').y) / 2;
      svg('path', {
        d: `M${x - 14} ${y + 9} L${x - 4} ${y - 7} L${x + 2} ${y + 1} L${x + 6} ${y - 4} L${
            x + 14} ${y + 9} Z`,
        class: 'mountain'
      },
          layer);
    }
  }

  drawEdge(layer, edge) {
    const a = this.position(edge.a);
    const b = this.position(edge.b);
    const line = {x1: a.x, y1: a.y, x2: b.x, y2: b.y};
    if (edge.kind === 'railway') {
      svg('line', {...line, class: 'railway'}, layer);
      svg('line', {...line, class: 'railway-ties'}, layer);
    } else {
      svg('line', {...line, class: 'road'}, layer);
    }
  }

  drawPoint(layer, point) {
    const {x, y} = this.position(point.name);
    const common = {'data-point': point.name, class: `point ${point.kind}`};
    if (point.kind === 'camp') {
      svg('circle', {...common, cx: x, cy: y, r: 18}, layer);
    } else if (point.kind === 'hq') {
      svg('rect', {...common, x: x - 27, y: y - 16, width: 54, height: 32, rx: 14}, layer);
    } else {
      svg('rect', {...common, x: x - 23, y: y - 13, width: 46, height: 26, rx: 2}, layer);
    }
  }

  // `piece` is the FEN letter or '?' for a face-down piece.
  drawPiece(layer, point, piece, chinese) {
    const {x, y} = this.position(point);
    const group = svg('g', {class: 'piece', 'data-point': point, 'data-piece': piece}, layer);
    const box = {x: x - PIECE_W / 2, y: y - PIECE_H / 2, width: PIECE_W, height: PIECE_H, rx: 4};
    if (piece === '?') {
      svg('rect', {...box, class: 'piece-back'}, group);
      return group;
    }
    const colour = luzhanqiColour(piece);
    group.setAttribute('data-colour', colour);
    svg('rect', {...box, class: 'piece-face', stroke: colour}, group);
    const label =
        svg('text', {x, y: y + 1, class: 'piece-label luzhanqi-label', fill: colour}, group);
    label.textContent = luzhanqiLabel(piece, chinese);
    return group;
  }

  markRadius() { return 20; }

  // The deal's letter for `point` (docs/game-records.md: a1, b1, ..., e12).
  dealtPiece(deal, point) {
    return deal[(Number(point.slice(1)) - 1) * 5 + point.charCodeAt(0) - 97];
  }
}
