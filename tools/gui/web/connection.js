// The WebSocket to the server: JSON messages, one per frame.

export function connect(onMessage, onStatus) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const socket = new WebSocket(`${scheme}://${location.host}/ws`);
  socket.addEventListener('open', () => onStatus('connected'));
  socket.addEventListener('close', () => onStatus('disconnected: reload the page to start again'));
  socket.addEventListener('message', (event) => onMessage(JSON.parse(event.data)));
  return {
    send(message) {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
  };
}
