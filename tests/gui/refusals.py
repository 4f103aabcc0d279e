"""Messages a page must not get away with, sent over a raw WebSocket, and foreign origins."""
import http.client
import json
import time

import websocket  # Debian's python3-websocket

TOO_BIG = 70 * 1024  # over the 64 KiB cap


class Socket:
    def __init__(self, server, origin=None, host=None):
        origin = origin or server.url.rstrip("/")
        options = {"origin": origin, "timeout": 10}
        if host:
            options["host"] = host
        url = server.url.replace("http://", "ws://") + "ws"
        self.ws = websocket.create_connection(url, **options)
        hello = self.receive()
        assert hello["type"] == "hello" and hello["engines"], f"not a hello: {hello}"

    def send(self, message):
        self.ws.send(message if isinstance(message, str) else json.dumps(message))

    def receive(self, skip_info=True):
        while True:
            message = json.loads(self.ws.recv())
            if not (skip_info and message["type"] == "info"):
                return message

    def refused(self, message):
        """Sends `message` and returns the error's text; anything else fails."""
        self.send(message)
        answer = self.receive()
        assert answer["type"] == "error" and answer["message"], \
            f"{message!r} was not refused: {answer}"
        return answer["message"]

    def close(self):
        self.ws.close()


def people(variant="luzhanqi-flip", seed=7):
    count = 3 if variant == "sanguo" else 2
    return {"type": "new_game", "variant": variant, "seed": seed,
            "seats": [{"kind": "human"}] * count}


def accepted_game(socket, request):
    socket.send(request)
    board = socket.receive()
    assert board["type"] == "board", f"{request} was not accepted: {board}"
    state = socket.receive()
    assert state["type"] == "state", state
    return state


def check_bad_messages(server, engine_ids):
    s = Socket(server)
    def against(engine_seat):
        return {"type": "new_game", "variant": "luzhanqi-flip",
                "seats": [{"kind": "human"}, engine_seat]}
    for text in ["not json", "[1, 2]", '{"type": 5}', '{"type": "fly"}', '{"move": "c3c3"}',
                 '{"type": "move", "move": "c3c3"}',  # no game yet
                 {"type": "new_game", "variant": "chess", "seats": []},
                 {"type": "new_game", "variant": "luzhanqi-flip", "seats": [{"kind": "human"}]},
                 against({"kind": "engine", "engine": 99, "time": {"movetime_ms": 10}}),
                 against({"kind": "engine", "engine": 0, "time": {"movetime_ms": -5}}),
                 against({"kind": "engine", "cmd": "/bin/sh", "time": {"movetime_ms": 10}})]:
        s.refused(text)
    start = accepted_game(s, people())
    assert start["ply"] == 0 and "c3c3" in start["legal"], start
    for move in ["a1a2", "z9z9", "c3c3M", "", "c3"]:
        s.refused({"type": "move", "move": move})
    s.refused({"type": "resign", "seat": 5})
    s.refused({"type": "takeback"})  # nothing to take back yet
    s.send({"type": "move", "move": "c3c3"})
    after = s.receive()
    assert after["type"] == "state" and after["ply"] == 1 and len(after["moves"]) == 1, \
        f"the refusals changed the game: {after}"
    assert after["moves"][0].startswith("c3c3") and len(after["moves"][0]) == 5, after
    # Oversized, and binary: refused, and the game is as it was.
    s.refused('{"type": "move", "move": "' + "a" * TOO_BIG + '"}')
    s.ws.send_binary(b"\x00\xff")
    assert s.receive()["type"] == "error", "a binary frame was not refused"
    s.send({"type": "get_record"})
    record = s.receive()
    assert record["type"] == "record" and after["moves"][0] in record["text"] \
        and '[PlyCount "1"]' in record["text"], f"after an oversized message: {record}"
    # An engine's turn: its seat is not the page's to move or resign. The person flips first:
    # from the start an engine moves at once (every flip is alike there, docs/search-luzhanqi.md).
    thinker = {"kind": "engine", "engine": engine_ids["zhuge"], "time": {"movetime_ms": 3000}}
    accepted_game(s, {"type": "new_game", "variant": "luzhanqi-flip",
                      "seats": [{"kind": "human"}, thinker]})
    s.send({"type": "move", "move": "c3c3"})
    thinking = s.receive()
    assert thinking["type"] == "state" and thinking["ply"] == 1 and thinking["thinking"] == 1, \
        f"the engine is not thinking: {thinking}"
    s.refused({"type": "move", "move": "e5e5"})
    s.refused({"type": "resign", "seat": 1})
    s.close()


def check_game_limit(server, max_games):
    sockets = [Socket(server) for _ in range(max_games + 1)]
    try:
        for s in sockets[:max_games]:
            accepted_game(s, people())
        assert "game" in sockets[-1].refused(people()).lower()
    finally:
        for s in sockets:
            s.close()


def check_foreign_origins(server):
    for origin, host in [("http://evil.example", None),
                         (f"http://evil.example:{server.port}", f"evil.example:{server.port}"),
                         (f"http://127.0.0.1:{server.port + 1}", None)]:
        try:
            Socket(server, origin=origin, host=host).close()
        except websocket.WebSocketBadStatusException as refusal:
            assert refusal.status_code == 403, f"{origin}: {refusal}"
        else:
            raise AssertionError(f"a WebSocket from {origin} (Host {host}) was accepted")
    here = f"127.0.0.1:{server.port}"
    for path, host, statuses in [("/", here, {200}), ("/", "evil.example", {403}),
                                 ("/../CMakeLists.txt", here, {400, 403, 404}),
                                 ("/%2e%2e/CMakeLists.txt", here, {400, 403, 404}),
                                 ("/no-such-file.js", here, {404})]:
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        connection.putrequest("GET", path, skip_host=True)
        connection.putheader("Host", host)
        connection.endheaders()
        answer = connection.getresponse()
        body = answer.read()
        connection.close()
        assert answer.status in statuses, \
            f"GET {path} (Host {host}): {answer.status}, not {statuses}"
        if answer.status == 200:
            assert b'id="board"' in body, "GET / did not serve the page"


def wait_until_games_end(server, timeout=5):
    """Games of closed connections end shortly after; waits until one can start again."""
    deadline = time.monotonic() + timeout
    while True:
        s = Socket(server)
        s.send(people())
        answer = s.receive()
        s.close()
        if answer["type"] == "board" or time.monotonic() > deadline:
            return
        time.sleep(0.1)
