// A hint's moves on the board: an arrow from each move's piece to its target (a ring for a
// flip), the best one strongest, each labelled with its win rate (from the engine's wdl) or,
// where the engine gives none, the value of the person's side in pawns.
import {svg} from './svg.js';

const HEAD = 12;  // arrowhead length

export function hintLabel(line) {
  if (line.wdl) {
    const [w, d, l] = line.wdl;
    const total = w + d + l;
    if (total > 0) return `${Math.round((100 * (w + d / 2)) / total)}%`;
  }
  if (line.score_cp === undefined) return '';
  const pawns = line.score_cp / 100;
  return (pawns >= 0 ? '+' : '') + pawns.toFixed(1);
}

function arrow(group, from, to, inset) {
  const dx = to.x - from.x, dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  const ux = dx / length, uy = dy / length;
  const tip = {x: to.x - ux * inset, y: to.y - uy * inset};
  const base = {x: tip.x - ux * HEAD, y: tip.y - uy * HEAD};
  svg('line', {x1: from.x, y1: from.y, x2: base.x, y2: base.y, class: 'hint-shaft'}, group);
  const side = {x: -uy * HEAD * 0.6, y: ux * HEAD * 0.6};
  const points = [tip, {x: base.x + side.x, y: base.y + side.y},
                  {x: base.x - side.x, y: base.y - side.y}];
  svg('polygon', {points: points.map((p) => `${p.x},${p.y}`).join(' '), class: 'hint-head'},
      group);
}

export function drawHints(layer, layout, hints) {
  const labelsAt = {};  // labels already placed on a point, so that the next goes below
  const radius = layout.markRadius();
  hints.lines.forEach((line, index) => {
    const move = layout.parseMove(line.move);
    if (!move) return;
    const label = hintLabel(line);
    const group = svg('g', {
      class: index === 0 ? 'hint best' : 'hint',
      'data-move': line.move,
      'data-rank': index + 1,
      'data-label': label,
    }, layer);
    const to = layout.position(move.to);
    if (move.from === move.to) {
      svg('circle', {cx: to.x, cy: to.y, r: radius, class: 'hint-ring'}, group);
    } else {
      svg('circle', {cx: to.x, cy: to.y, r: radius * 0.8, class: 'hint-target'}, group);
      arrow(group, layout.position(move.from), to, radius * 0.8);
    }
    const stacked = labelsAt[move.to] || 0;
    labelsAt[move.to] = stacked + 1;
    const y = to.y - radius * 0.35 + stacked * radius * 0.75;
    // Sized with the board's points, so that it reads on either board.
    svg('text', {x: to.x, y, class: 'hint-label', 'font-size': radius * 0.8}, group).textContent =
        label;
  });
}
