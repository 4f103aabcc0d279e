// Sanguo piece names: the Chinese labels drawn on the pieces and the Latin letters of the rules'
// FEN.

// Generals carry the xiangqi red general's name for Shu and the black one's otherwise.
const CHINESE = {
  A: '仕',
  E: '相',
  H: '马',
  R: '车',
  C: '炮',
  P: '兵',
  F: '旗'
};

// `piece` is the FEN's two characters, owner letter then piece letter ('p' = crossed soldier).
export function sanguoLabel(piece, chinese) {
  const owner = piece[0];
  const kind = piece[1];
  if (!chinese) return kind;
  if (kind === 'K') return owner === 'r' ? '帅' : '将';
  return CHINESE[kind.toUpperCase()];
}
