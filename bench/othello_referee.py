"""A small, obviously-correct Othello referee for the bench scripts (standard library only).

Used by bench/othello_anchor_match.py to check every move of both engines itself, and by the
generators of bench/othello_openings.txt and bench/othello_random_endgames.obf. Squares are
numbered as in gridgames: a1 = 0, h1 = 7, a2 = 8, h8 = 63 (letter = column, digit = row).
Positions are plain bitboards (Python ints): `me` = the side to move's discs, `opp` the other's.
"""

FULL = (1 << 64) - 1
DIRECTIONS = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)]  # (dc, dr)


def square_name(sq):
    return "pass" if sq is None else "abcdefgh"[sq % 8] + str(sq // 8 + 1)


def parse_square(text):
    """'f5' / 'F5' -> 37; 'pass', 'pa', 'ps', '--' -> None. Raises ValueError otherwise."""
    t = text.strip().lower()
    if t in ("pass", "pa", "ps", "--"):
        return None
    if len(t) != 2 or t[0] not in "abcdefgh" or t[1] not in "12345678":
        raise ValueError("not a square: %r" % text)
    return (ord(t[0]) - ord("a")) + 8 * (int(t[1]) - 1)


def flips(me, opp, sq):
    """Bitboard of the discs a move at `sq` flips (0: not a legal move, or the square is taken)."""
    if (me | opp) >> sq & 1:
        return 0
    c0, r0 = sq % 8, sq // 8
    total = 0
    for dc, dr in DIRECTIONS:
        c, r, line = c0 + dc, r0 + dr, 0
        while 0 <= c < 8 and 0 <= r < 8 and opp >> (c + 8 * r) & 1:
            line |= 1 << (c + 8 * r)
            c, r = c + dc, r + dr
        if line and 0 <= c < 8 and 0 <= r < 8 and me >> (c + 8 * r) & 1:
            total |= line
    return total


def legal_moves(me, opp):
    return [sq for sq in range(64) if flips(me, opp, sq)]


class Game:
    """A game from a start position; `black_to_move` tells whose discs `me` are."""

    def __init__(self, black=0x0000000810000000, white=0x0000001008000000, black_to_move=True):
        # Standard start: d5 and e4 black (squares 35, 28), d4 and e5 white (27, 36).
        self.black, self.white, self.black_to_move = black, white, black_to_move
        self.moves = []  # squares, None for a pass

    def me_opp(self):
        return (self.black, self.white) if self.black_to_move else (self.white, self.black)

    def legal(self):
        return legal_moves(*self.me_opp())

    def must_pass(self):
        return not self.legal() and not self.over()

    def over(self):
        me, opp = self.me_opp()
        return not legal_moves(me, opp) and not legal_moves(opp, me)

    def play(self, sq):
        """Plays a square, or None for a pass; raises ValueError when it is not legal."""
        me, opp = self.me_opp()
        if sq is None:
            if legal_moves(me, opp):
                raise ValueError("pass while a move is legal")
            if not legal_moves(opp, me):
                raise ValueError("pass after the end of the game")
        else:
            f = flips(me, opp, sq)
            if not f:
                raise ValueError("illegal move %s" % square_name(sq))
            me, opp = me | f | (1 << sq), opp & ~f
            if self.black_to_move:
                self.black, self.white = me, opp
            else:
                self.white, self.black = me, opp
        self.black_to_move = not self.black_to_move
        self.moves.append(sq)

    def empties(self):
        return 64 - bin(self.black | self.white).count("1")

    def score_black(self):
        """Final disc difference for black, empties to the winner (the FFO/Edax convention)."""
        b, w = bin(self.black).count("1"), bin(self.white).count("1")
        e = 64 - b - w
        return b - w + (e if b > w else -e if w > b else 0)

    def obf(self):
        """The 64 squares a1..h8 (X black, O white, - empty), a space, the side to move."""
        cells = []
        for sq in range(64):
            cells.append("X" if self.black >> sq & 1 else "O" if self.white >> sq & 1 else "-")
        return "".join(cells) + (" X" if self.black_to_move else " O")


def game_from_obf(text):
    """A Game at the position of an OBF line (64 squares, the side to move; ';' comments)."""
    fields = text.split(";")[0].split()
    if len(fields) != 2 or len(fields[0]) != 64 or fields[1] not in ("X", "O"):
        raise ValueError("not an OBF position: %r" % text)
    black = white = 0
    for sq, c in enumerate(fields[0]):
        if c in "X*":
            black |= 1 << sq
        elif c == "O":
            white |= 1 << sq
        elif c not in "-.":
            raise ValueError("bad square %r in %r" % (c, text))
    return Game(black, white, fields[1] == "X")


def symmetries(bb):
    """The 8 images of a bitboard under the board's symmetries."""
    out = []
    for t in range(8):
        img = 0
        for sq in range(64):
            if bb >> sq & 1:
                c, r = sq % 8, sq // 8
                if t & 1:
                    c = 7 - c
                if t & 2:
                    r = 7 - r
                if t & 4:
                    c, r = r, c
                img |= 1 << (c + 8 * r)
        out.append(img)
    return out


def canonical(game):
    """A key equal for positions that are images of each other (same side to move)."""
    return min(zip(symmetries(game.black), symmetries(game.white))), game.black_to_move
