// Luzhanqi piece names: the Chinese labels drawn on the pieces and the Latin letters of the
// rules' FEN.
import {COLOURS} from '../colours.js';

const CHINESE = {
  M: '司令',
  G: '军长',
  D: '师长',
  R: '旅长',
  C: '团长',
  J: '营长',
  K: '连长',
  T: '排长',
  S: '工兵',
  B: '炸弹',
  L: '地雷',
  F: '军旗',
};

// `letter` is the FEN letter (upper case red, lower case blue).
export function luzhanqiLabel(letter, chinese) {
  const kind = letter.toUpperCase();
  return chinese ? CHINESE[kind] : kind;
}

export function luzhanqiColour(letter) {
  return letter === letter.toUpperCase() ? COLOURS.r : COLOURS.b;
}
