"""The pieces a FEN places on each point, for checking a drawing against the server's FEN."""

LUZHANQI_FILES = "abcde"
SANGUO_FILES = "abcdefghi"
KINGDOMS = "rgb"


def luzhanqi_pieces(fen):
    """Point -> FEN letter ('?' for a face-down piece), from the board field (ranks 12 .. 1)."""
    pieces = {}
    for row, rank_text in enumerate(fen.split()[0].split("/")):
        rank = 12 - row
        file = 0
        for c in rank_text:
            if c.isdigit():
                file += int(c)
            else:
                pieces[f"{LUZHANQI_FILES[file]}{rank}"] = c
                file += 1
        assert file == 5, f"rank {rank} of {fen!r} does not describe 5 points"
    return pieces


def sanguo_pieces(fen):
    """Point -> two-character piece (owner letter, piece letter), from the three halves."""
    pieces = {}
    halves = fen.split()[0].split("|")
    assert len(halves) == 3, f"{fen!r} does not have three halves"
    for kingdom, half in zip(KINGDOMS, halves):
        for row, rank_text in enumerate(half.split("/")):
            rank = 5 - row
            file = 0
            i = 0
            while i < len(rank_text):
                if rank_text[i].isdigit():
                    file += int(rank_text[i])
                    i += 1
                else:
                    pieces[f"{kingdom}{SANGUO_FILES[file]}{rank}"] = rank_text[i:i + 2]
                    file += 1
                    i += 2
            assert file == 9, f"rank {rank} of half {kingdom} of {fen!r} does not describe 9 points"
    return pieces


def pieces_of(variant, fen):
    return sanguo_pieces(fen) if variant == "sanguo" else luzhanqi_pieces(fen)


def sanguo_in_play(fen):
    """The kingdoms in play, the FEN's third field."""
    return fen.split()[2]
