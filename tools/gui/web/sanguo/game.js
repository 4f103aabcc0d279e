// Three Kingdoms Xiangqi as the page knows it (the fields are described in ../games.js).
import {COLOURS} from '../colours.js';
import {SanguoLayout} from './layout.js';
import {sanguoLabel} from './pieces.js';

export const sanguo = {
  variant: 'sanguo',
  choices: [
    {value: 'sanguo', label: 'Three Kingdoms 三国棋, with flag-bearers', fields: {flag_bearers: true}},
    {
      value: 'sanguo-no-flag-bearers',
      label: 'Three Kingdoms 三国棋, without flag-bearers',
      fields: {flag_bearers: false}
    },
  ],
  seatNames: ['Shu 蜀 (red)', 'Wu 吴 (green)', 'Wei 魏 (blue)'],
  sideNames: {r: 'Shu 蜀', g: 'Wu 吴', b: 'Wei 魏'},
  valueNames: ['Shu', 'Wu', 'Wei'],
  Layout: SanguoLayout,
  pieceLabel: sanguoLabel,
  pieceColour: (piece) => COLOURS[piece[0]],
  styleSheet: new URL('./style.css', import.meta.url).href,
};
