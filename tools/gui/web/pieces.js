// Piece names: the Chinese labels drawn on the pieces and the Latin letters of the rules' FEN.

const LUZHANQI_CHINESE = {
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

// Sanguo generals carry the xiangqi red general's name for Shu and the black one's otherwise.
const SANGUO_CHINESE = {
  A: '仕',
  E: '相',
  H: '马',
  R: '车',
  C: '炮',
  P: '兵',
  F: '旗'
};

export const COLOURS = {
  r: '#c0392b',
  b: '#1f5fbf',
  g: '#2e8b3a'
};

// Luzhanqi: `letter` is the FEN letter (upper case red, lower case blue).
export function luzhanqiLabel(letter, chinese) {
  const kind = letter.toUpperCase();
  return chinese ? LUZHANQI_CHINESE[kind] : kind;
}

export function luzhanqiColour(letter) {
  return letter === letter.toUpperCase() ? COLOURS.r : COLOURS.b;
}

// Sanguo: `piece` is the FEN's two characters, owner letter then piece letter ('p' = crossed
// soldier).
export function sanguoLabel(piece, chinese) {
  const owner = piece[0];
  const kind = piece[1];
  if (!chinese) return kind;
  if (kind === 'K') return owner === 'r' ? '帅' : '将';
  return SANGUO_CHINESE[kind.toUpperCase()];
}
