// Luzhanqi flip as the page knows it (the fields are described in ../games.js).
import {LuzhanqiLayout} from './layout.js';
import {luzhanqiColour, luzhanqiLabel} from './pieces.js';

export const luzhanqi = {
  variant: 'luzhanqi-flip',
  choices: [{value: 'luzhanqi-flip', label: 'Luzhanqi flip 陆战棋翻棋', fields: {}}],
  seatNames: ['First (moves first)', 'Second'],
  sideNames: {r: 'red', b: 'blue'},
  Layout: LuzhanqiLayout,
  pieceLabel: luzhanqiLabel,
  pieceColour: luzhanqiColour,
  styleSheet: new URL('./style.css', import.meta.url).href,
};
