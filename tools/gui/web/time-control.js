// Reads a seat's time as the person typed it into the `TIME` object of the new_game message.
//   'move':  seconds per move, e.g. "1" or "0.5"
//   'clock': minutes + seconds of increment, e.g. "5+3"
//   'none':  no time (a person without a clock)

export function parseTime(kind, text) {
  const value = text.trim();
  if (kind === 'none') return null;
  if (kind === 'move') {
    if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) {
      throw new Error(`time per move: '${value}' is not a positive number of seconds`);
    }
    return {movetime_ms: Math.round(Number(value) * 1000)};
  }
  const clock = /^(\d+(?:\.\d+)?)\+(\d+(?:\.\d+)?)$/.exec(value);
  if (!clock || Number(clock[1]) <= 0) {
    throw new Error(`clock: '${value}' is not minutes+increment seconds, e.g. 5+3`);
  }
  return {
    base_ms: Math.round(Number(clock[1]) * 60000),
    inc_ms: Math.round(Number(clock[2]) * 1000)
  };
}

// A clock reading as m:ss, with tenths under ten seconds.
export function formatClock(ms) {
  const clamped = Math.max(0, ms);
  const minutes = Math.floor(clamped / 60000);
  const seconds = (clamped % 60000) / 1000;
  if (minutes === 0 && seconds < 10) return `0:0${seconds.toFixed(1)}`;
  return `${minutes}:${String(Math.floor(seconds)).padStart(2, '0')}`;
}
