#!/usr/bin/env python3
"""Fits the sanguo evaluation's weights to game outcomes (the Texel method), docs/strength.md.

Reads the table that zhuge-eval-features writes from sanguo game records: per position and
kingdom in play its final points y (1, 1/2, 1/3, 0), its strength s under the default weights d,
and per weight w_i the derivative f_i of the strength at d. The model is a softmax over the
kingdoms in play: P(kingdom j wins) = exp(z_j) / sum_k exp(z_k), with
    z_j = K * (s_j + sum_i (w_i - d_i) f_ji),
the strength to first order around the defaults, times a scale K. With b_i = K w_i that is
    z_j = K r_j + sum_i b_i f_ji,   r_j = s_j - sum_i d_i f_ji
(r is what the first order leaves out: a hanging piece's value times its percent). The
likelihood fixes b, not how it splits into K and w: K is set so that the material of the average
position in the data weighs what it weighs today, K = sum_t b_t F_t / sum_t d_t F_t over the piece
values t, F_t the mean of f_t; the search's margins are in the same units then. z is linear in b,
so the mean cross-entropy (soft labels) plus an L2 penalty that pulls each weight to its default,
    l2 * sum_i (s_i (b_i - K d_i))^2,   s_i the root mean square of f_i,
is convex and Newton's method finds its minimum. The weights come back as w_i = b_i / K. Whole
openings are held out (the seatings of an opening share their first moves), and the loss is
reported before (today's weights, K fitted alone) and after, on the training and held-out parts.
Standard library only.
"""
import math

from fit_eval import (fit_arguments, newton, numbers, read_rows, report_weights,
                      split)

FIXED = ("opening", "round", "ply", "kingdom", "points", "strength")
# The piece values, which set the evaluation's scale.
MATERIAL = ("SanguoAdvisor", "SanguoElephant", "SanguoHorse", "SanguoChariot", "SanguoCannon",
            "SanguoSoldier", "SanguoCrossedSoldier", "SanguoFlagBearer")


class Position:
    """One position: its opening and, per kingdom in play, (points, strength, [f_1..f_n])."""

    def __init__(self, opening):
        self.opening = opening
        self.kingdoms = []


def read_table(paths, min_ply):
    """The positions, the weight names and their defaults."""
    names, defaults, table = read_rows(paths, FIXED, "sanguo zhuge-eval-features")
    if "SanguoChariot" not in names:
        raise ValueError("the table has no piece values")
    positions, key = [], None
    for path, line, row in table:
        values = numbers(path, line, row[2:3] + row[4:])
        if values[0] < min_ply:
            continue
        if key != (path, row[0], row[1], row[2]):  # a position's rows are one after the other
            key = (path, row[0], row[1], row[2])
            positions.append(Position(row[0]))
        positions[-1].kingdoms.append((values[1], values[2], values[3:]))
    return [p for p in positions if len(p.kingdoms) > 1], names, defaults


def softmax_loss(y, z):
    """-sum_j y_j log p_j, and p."""
    top = max(z)
    exps = [math.exp(zj - top) for zj in z]
    total = sum(exps)
    p = [e / total for e in exps]
    return -sum(yj * (zj - top - math.log(total)) for yj, zj in zip(y, z)), p


def mean_loss(positions, z_of):
    return sum(softmax_loss([k[0] for k in pos.kingdoms], [z_of(k) for k in pos.kingdoms])[0]
               for pos in positions) / len(positions)


def fit_scale(positions):
    """K alone for z = K * s: today's weights with their best scale."""
    def objective(b):
        value, g, h = 0.0, 0.0, 0.0
        for pos in positions:
            s = [k[1] for k in pos.kingdoms]
            loss, p = softmax_loss([k[0] for k in pos.kingdoms], [b[0] * sj for sj in s])
            mean = sum(pj * sj for pj, sj in zip(p, s))
            value += loss
            g += sum((pj - k[0]) * sj for pj, k, sj in zip(p, pos.kingdoms, s))
            h += sum(pj * (sj - mean) ** 2 for pj, sj in zip(p, s))
        n = len(positions)
        return value / n, [g / n], [[h / n + 1e-18]]
    return newton(objective, [1.0 / 400])[0]


def scale_vector(positions, names, defaults):
    """a with K = a . b: the mean material of the data today, per unit of b."""
    count = sum(len(pos.kingdoms) for pos in positions)
    mean = [sum(k[2][i] for pos in positions for k in pos.kingdoms) / count
            for i in range(len(names))]
    material = sum(mean[i] * defaults[i] for i, n in enumerate(names) if n in MATERIAL)
    return [mean[i] / material if n in MATERIAL else 0.0 for i, n in enumerate(names)]


def fit_weights(positions, names, defaults, scale, l2):
    """The fitted scale K and weights w, started from today's weights at their fitted scale."""
    n = len(names)
    a = scale_vector(positions, names, defaults)
    # Per kingdom the x with z = b . x: f_i + a_i r, r the strength less its first order.
    data = []
    for pos in positions:
        rows = []
        for y, s, f in pos.kingdoms:
            r = s - sum(d * fi for d, fi in zip(defaults, f))
            rows.append((y, [fi + ai * r for fi, ai in zip(f, a)]))
        data.append(rows)
    count = sum(len(rows) for rows in data)
    rms = [math.sqrt(sum(x[i] ** 2 for rows in data for _, x in rows) / count) or 1.0
           for i in range(n)]
    # Work in units of each term's size (c_i = b_i rms_i) so that the Hessian is well conditioned.
    data = [[(y, [xi / si for xi, si in zip(x, rms)]) for y, x in rows] for rows in data]
    # The penalty's linear forms u_i = c_i - rms_i d_i K, K = sum_t a_t c_t / rms_t: u_i = e_i . c.
    forms = [[(i == t) - rms[i] * defaults[i] * a[t] / rms[t] for t in range(n)] for i in range(n)]

    def objective(c):
        value = 0.0
        grad = [0.0] * n
        hess = [[0.0] * n for _ in range(n)]
        for rows in data:
            loss, p = softmax_loss([y for y, _ in rows], [sum(ci * xi for ci, xi in zip(c, x))
                                                          for _, x in rows])
            value += loss
            mean = [sum(pj * x[i] for pj, (_, x) in zip(p, rows)) for i in range(n)]
            for pj, (y, x) in zip(p, rows):
                d = [xi - mi for xi, mi in zip(x, mean)]
                for i in range(n):
                    grad[i] += (pj - y) * x[i]
                    pd = pj * d[i]
                    row = hess[i]
                    for t in range(i + 1):
                        row[t] += pd * d[t]
        m = len(data)
        value /= m
        grad = [g / m for g in grad]
        # A weight whose term is the same for every kingdom would leave the Hessian singular
        # without l2.
        hess = [[hess[max(i, t)][min(i, t)] / m + (i == t) * 1e-12 for t in range(n)]
                for i in range(n)]
        for e in forms:
            u = sum(ei * ci for ei, ci in zip(e, c))
            value += l2 * u * u
            for i in range(n):
                grad[i] += 2 * l2 * u * e[i]
                for t in range(n):
                    hess[i][t] += 2 * l2 * e[i] * e[t]
        return value, grad, hess

    c = newton(objective, [scale * d * s for d, s in zip(defaults, rms)])
    b = [ci / si for ci, si in zip(c, rms)]
    k = sum(ai * bi for ai, bi in zip(a, b))
    return k, [bi / k for bi in b]


def main(argv=None):
    parser, args = fit_arguments(__doc__.split("\n")[0], "openings", argv)
    try:
        positions, names, defaults = read_table(args.tables, args.min_ply)
    except (OSError, ValueError) as e:
        parser.error(str(e))
    train, test = split(parser, positions, lambda p: p.opening, args.holdout)

    k_before = fit_scale(train)
    k_after, weights = fit_weights(train, names, defaults, k_before, args.l2)

    def before(kingdom):
        return k_before * kingdom[1]

    def after(kingdom):
        _, s, f = kingdom
        return k_after * (s + sum((w - d) * fi for w, d, fi in zip(weights, defaults, f)))

    print(f"positions: {len(train)} training, {len(test)} held out "
          f"({len({p.opening for p in positions})} openings)")
    print(f"loss (cross-entropy; 1/3 everywhere gives {math.log(3):.5f}):")
    for label, z_of, k in (("today's weights", before, k_before), ("fitted", after, k_after)):
        print(f"  {label:16s} K = {k:.6f}: "
              f"train {mean_loss(train, z_of):.5f}, held out {mean_loss(test, z_of):.5f}")
    report_weights(names, defaults, weights, args.output,
                   lambda name: 1 if name == "SanguoStakeDanger" else 0)

if __name__ == "__main__":
    main()
