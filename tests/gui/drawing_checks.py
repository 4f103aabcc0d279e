"""Checks of what the page draws against the FEN the server sent with it."""
import re

from fen_boards import pieces_of

COLOURS = {"r": "#c0392b", "g": "#2e8b3a", "b": "#1f5fbf"}  # Shu/red, Wu, Wei/blue
LUZHANQI_MOVE = re.compile(r"^([a-e](?:1[0-2]|[1-9]))([a-e](?:1[0-2]|[1-9]))[A-Za-z]?$")
SANGUO_MOVE = re.compile(r"^([rgb][a-i][1-5])([rgb][a-i][1-5])$")


def parse_move(variant, move):
    match = (SANGUO_MOVE if variant == "sanguo" else LUZHANQI_MOVE).match(move)
    assert match, f"unreadable {variant} move {move!r}"
    return match.group(1), match.group(2)


def deal_index(point):
    """A luzhanqi point's place in a record's Deal tag: a1, b1, ..., e12."""
    return (int(point[1:]) - 1) * 5 + "abcde".index(point[0])


def check_drawing(variant, drawing, deal=None):
    """The drawn pieces are exactly the FEN's, each in its colour; face-down ones without a label
    while the game is on, or (a replay) with what `deal` (docs/game-records.md) put there."""
    drawn = {p["point"]: p["piece"] for p in drawing["pieces"]}
    assert len(drawn) == len(drawing["pieces"]), \
        f"two pieces drawn on one point at ply {drawing['ply']}"
    expected = pieces_of(variant, drawing["fen"])
    if drawn != expected:
        wrong = sorted(set(drawn.items()) ^ set(expected.items()))
        raise AssertionError(
            f"ply {drawing['ply']}: the drawing differs from {drawing['fen']!r}: {wrong[:6]}")
    for p in drawing["pieces"]:
        if variant == "sanguo":
            owner = p["piece"][0]
            assert p["owner"] == owner and p["stroke"] == COLOURS[owner], \
                f"{p} not in its owner's colour"
            assert p["label"], f"{p} has no label"
        elif p["piece"] == "?" and deal:
            assert p["dealt"] == deal[deal_index(p["point"])], f"{p} is not what the deal put there"
        elif p["piece"] == "?":
            # Only once the game is over may the deal show what a face-down piece is.
            assert p["label"] is None or (drawing["over"] and p["dealt"]), \
                f"the face-down piece on {p['point']} shows {p['label']!r}"
        else:
            colour = COLOURS["r"] if p["piece"].isupper() else COLOURS["b"]
            assert p["stroke"] == colour and p["label"], f"{p} is not drawn as a {colour} piece"
