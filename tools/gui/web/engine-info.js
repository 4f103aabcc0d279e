// An engine's `info` message as short lines of text.

function compact(n) {
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)}k`;
  return String(n);
}

function signed(pawns) { return (pawns >= 0 ? '+' : '') + pawns.toFixed(2); }

// `values`: the per-side values in centipawns, each from its own view, in turn order, named by
// `names`; null for a side that is out.
function sideValues(values, names) {
  return values.map((v, i) => `${names[i]} ${v === null ? 'out' : signed(v / 100)}`).join('  ');
}

// `valueNames`: the game's names of the sides in turn order, for the per-side values.
export function infoLines(info, valueNames) {
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
  if (info.values) lines.push(`values: ${sideValues(info.values, valueNames)}`);
  if (info.pv) lines.push(`pv ${info.pv}`);
  return lines.filter((line) => line.length > 0);
}
