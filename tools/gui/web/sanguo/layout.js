// Sanguo drawing: where each of the 135 points lies and how points, lines and pieces look.
//
// Each kingdom's half is drawn bent at its e-file: files a-e run from its e5 along the river
// bank to the previous kingdom, files e-i along the bank to the next one, and ranks step
// straight back from the bank. The three e5 points form the central triangle, and K's right
// bank runs parallel to next(K)'s left bank, so every river branch is a ladder of equal rungs
// and every point's nearest neighbours lie one unit away. The lines come from the server.
import {COLOURS} from '../colours.js';
import {svg} from '../svg.js';
import {sanguoLabel} from './pieces.js';

const UNIT = 46;
const TRIANGLE_RADIUS = 0.866;     // the centre to each e5: a river 1.5 units wide
const KINGDOMS = ['r', 'g', 'b'];  // turn order, counter-clockwise around the board
const MOVE = /^([rgb][a-i][1-5])([rgb][a-i][1-5])$/;

const COS30 = Math.sqrt(3) / 2;

export class SanguoLayout {
  constructor() {
    this.bottom = 0;  // the index of the kingdom drawn at the bottom
  }

  get variant() { return 'sanguo'; }

  // The points' bounding box, turned as drawn, with room for the pieces.
  viewBox(board) {
    const xs = [];
    const ys = [];
    for (const point of board.points) {
      const {x, y} = this.position(point.name);
      xs.push(x);
      ys.push(y);
    }
    const margin = UNIT * 0.6;
    const left = Math.min(...xs) - margin;
    const top = Math.min(...ys) - margin;
    return [left, top, Math.max(...xs) + margin - left, Math.max(...ys) + margin - top]
        .map((v) => v.toFixed(1))
        .join(' ');
  }

  // Puts the next kingdom in turn order at the bottom.
  turn() { this.bottom = (this.bottom + 1) % 3; }

  faceKingdom(letter) { this.bottom = Math.max(0, KINGDOMS.indexOf(letter)); }

  // Coordinates in units, y up, with Shu at the bottom before turning.
  unitPosition(name) {
    const kingdom = KINGDOMS.indexOf(name[0]);
    const offset = name.charCodeAt(1) - 101;  // files a..i as -4..4 from the e-file
    const back = 5 - Number(name[2]);         // ranks behind the river bank
    const along = Math.abs(offset);
    const x = Math.sign(offset) * along * COS30;
    const y = -TRIANGLE_RADIUS - along * 0.5 - back;
    const angle = ((kingdom - this.bottom) * 2 * Math.PI) / 3;
    return {
      x: x * Math.cos(angle) - y * Math.sin(angle),
      y: x * Math.sin(angle) + y * Math.cos(angle),
    };
  }

  position(name) {
    const p = this.unitPosition(name);
    return {x: p.x * UNIT, y: -p.y * UNIT};
  }

  parseMove(move) {
    const m = MOVE.exec(move);
    return m ? {from: m[1], to: m[2]} : null;
  }

  polygon(names) {
    return names
        .map((name) => {
          const p = this.position(name);
          return `${p.x.toFixed(1)},${p.y.toFixed(1)}`;
        })
        .join(' ');
  }

  drawStatic(layer, board) {
    for (const k of KINGDOMS) {
      const next = KINGDOMS[(KINGDOMS.indexOf(k) + 1) % 3];
      svg('polygon', {
        points: this.polygon([k + 'a5', k + 'a1', k + 'e1', k + 'i1', k + 'i5', k + 'e5']),
        class: 'sanguo-half',
        fill: COLOURS[k]
      },
          layer);
      svg('polygon',
          {points: this.polygon([k + 'e5', k + 'i5', next + 'a5', next + 'e5']), class: 'river'},
          layer);
    }
    svg('polygon', {points: this.polygon(['re5', 'ge5', 'be5']), class: 'triangle'}, layer);
    for (const edge of board.edges) {
      const a = this.position(edge.a);
      const b = this.position(edge.b);
      svg('line', {x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: `sanguo-${edge.kind}`}, layer);
    }
    for (const point of board.points) {
      const {x, y} = this.position(point.name);
      svg('circle', {cx: x, cy: y, r: 3, class: `sanguo-dot ${point.kind}`}, layer);
      // An invisible disc, the size of a piece, is what a click on an empty point hits.
      svg('circle', {cx: x, cy: y, r: UNIT * 0.45, class: 'point hit', 'data-point': point.name},
          layer);
    }
  }

  // `piece` is the FEN's two characters (owner, piece letter); `owner` the kingdom now moving it.
  drawPiece(layer, point, piece, chinese, owner = piece[0]) {
    const {x, y} = this.position(point);
    const colour = COLOURS[owner];
    const group =
        svg('g', {
          class: 'piece',
          'data-point': point,
          'data-piece': piece,
          'data-owner': owner,
          'data-colour': colour
        },
            layer);
    svg('circle', {cx: x, cy: y, r: UNIT * 0.42, class: 'piece-face', stroke: colour}, group);
    const label =
        svg('text', {x, y: y + 1, class: 'piece-label sanguo-label', fill: colour}, group);
    label.textContent = sanguoLabel(piece, chinese);
    return group;
  }

  markRadius() { return UNIT * 0.47; }

  dealtPiece() { return null; }  // nothing is hidden in sanguo
}
