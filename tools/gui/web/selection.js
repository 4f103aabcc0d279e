// What a click on a point means, from the server's legal list alone (no rules here).
// A click on a target of the selected piece plays that move; a click on a hidden piece plays
// its flip (written as the point twice); a click on a piece with legal moves selects
// it; anything else clears the selection and plays nothing.

// Returns {move} to send, or {selected} (a point or null) to show.
export function click(legal, parseMove, selected, point) {
  if (selected !== null && selected !== point) {
    const move = legal.find((m) => {
      const parsed = parseMove(m);
      return parsed && parsed.from === selected && parsed.to === point;
    });
    if (move) return {move};
  }
  if (legal.includes(point + point)) return {move: point + point};
  if (selected !== point && targets(legal, parseMove, point).length > 0) return {selected: point};
  return {selected: null};
}

// The points the piece on `from` may move to (a flip is not a target).
export function targets(legal, parseMove, from) {
  const result = [];
  for (const m of legal) {
    const parsed = parseMove(m);
    if (parsed && parsed.from === from && parsed.to !== from) result.push(parsed.to);
  }
  return result;
}
