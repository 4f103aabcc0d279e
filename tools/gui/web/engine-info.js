// An engine's `info` message as short lines of text.

const KINGDOM_NAMES = {
  r: 'Shu',
  g: 'Wu',
  b: 'Wei'
};

function compact(n) {
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)}k`;
  return String(n);
}

function signed(pawns) { return (pawns >= 0 ? '+' : '') + pawns.toFixed(2); }

// `values`: the sanguo per-kingdom values, in centipawns, as a list in turn order (Shu, Wu,
// Wei) or as an object keyed by kingdom letter.
function kingdomValues(values) {
  const entries =
      Array.isArray(values) ? values.map((v, i) => ['rgb'[i], v]) : Object.entries(values);
  return entries.map(([k, v]) => `${KINGDOM_NAMES[k] || k} ${signed(v / 100)}`).join('  ');
}

export function infoLines(info) {
  const head = [];
  if (info.depth !== undefined)
    head.push(`depth ${info.depth}${info.seldepth !== undefined ? '/' + info.seldepth : ''}`);
  if (info.score_cp !== undefined) head.push(`score ${signed(info.score_cp / 100)}`);
  if (info.wdl) {
    const [w, d, l] = info.wdl;
    const total = w + d + l;
    if (total > 0) head.push(`win ${Math.round((100 * (w + d / 2)) / total)}%`);
  }
  if (info.nodes !== undefined) head.push(`${compact(info.nodes)} nodes`);
  if (info.nps !== undefined) head.push(`${compact(info.nps)} nps`);
  const lines = [head.join(' · ')];
  if (info.values) lines.push(`values: ${kingdomValues(info.values)}`);
  if (info.pv) lines.push(`pv ${info.pv}`);
  return lines.filter((line) => line.length > 0);
}
