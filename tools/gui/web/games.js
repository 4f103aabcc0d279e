// The games the page draws: the one list that names them. Each game's folder has a module with
//   variant      the `variant` of the server's messages;
//   choices      its entries in the new-game menu: {value, label, fields}, where `fields` go into
//                the new_game message (docs/gui.md);
//   seatNames    the new-game panel's name of each seat;
//   sideNames    {letter: name} of its sides, in turn order;
//   valueNames   (if its engines send per-side `values`) their names, in turn order;
//   Layout       the class that draws its board: viewBox(board), drawStatic(layer, board),
//                position(point) {x, y}, parseMove(move) {from, to} or null,
//                drawPiece(layer, point, piece, chinese, owner) its group, markRadius(),
//                dealtPiece(deal, point) (null if nothing is hidden), turn(), and, for a game
//                whose person's side goes at the bottom, faceKingdom(letter);
//   pieceLabel(piece, chinese), pieceColour(piece): a piece in the rules' FEN letters, as drawn;
//   styleSheet   the URL of its drawing's style sheet (its folder's style.css).
import {luzhanqi} from './luzhanqi/game.js';
import {sanguo} from './sanguo/game.js';

export const GAMES = [luzhanqi, sanguo];

for (const game of GAMES) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = game.styleSheet;
  document.head.append(link);
}

export function gameOf(variant) { return GAMES.find((game) => game.variant === variant); }
