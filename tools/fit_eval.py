#!/usr/bin/env python3
"""Fits the luzhanqi evaluation's weights to game outcomes (the Texel method), docs/strength.md.

Reads the table that zhuge-eval-features writes from game records: per position the side to
move's final points y (1, 1/2, 0), the engine's evaluation under its default weights, the
revealed material m (the unit, weighed 1) and per weight w_i what one unit of it adds, f_i, so
that eval = m + sum_i w_i f_i. The model is P(win) = sigmoid(K * eval). With b_0 = K and
b_i = K w_i it is a logistic regression z = b_0 m + sum_i b_i f_i without intercept (the
evaluation is symmetric), fitted by Newton's method on the mean cross-entropy (soft labels, so
draws count half) plus an L2 penalty that pulls each weight to its default:
    l2 * sum_i (s_i (b_i - b_0 d_i))^2,   s_i the root mean square of f_i,
which is convex in b. The weights come back as w_i = b_i / b_0, in the engine's units; the search
maps cp to a value tanh(cp / IsmctsEvalScale) = 2 P - 1 = tanh(K cp / 2), so the fitted K implies
IsmctsEvalScale = 2 / K. Whole deals are held out (both games of a deal are alike), and the loss is
reported before (today's weights, K fitted alone) and after, on the training and held-out parts.
Standard library only.
"""
import argparse
import csv
import math
import sys
import zlib

FIXED = ("deal", "ply", "points", "eval", "material")


def read_rows(paths, fixed, what):
    """The weight names and defaults of tables headed by the columns `fixed`, then one column per
    weight named NAME=DEFAULT, the same in every table; and every row as (path, line, fields)."""
    names, defaults, rows = None, None, []
    for path in paths:
        with (sys.stdin if path == "-" else open(path, newline="")) as f:
            reader = csv.reader(f)
            header = next(reader, None)
            if not header or tuple(header[:len(fixed)]) != fixed:
                raise ValueError(f"{path}: not a {what} table")
            weights = [h.split("=") for h in header[len(fixed):]]
            if any(len(w) != 2 for w in weights):
                raise ValueError(f"{path}: weight columns must read NAME=DEFAULT")
            file_names = [w[0] for w in weights]
            file_defaults = [float(w[1]) for w in weights]
            if names is None:
                names, defaults = file_names, file_defaults
            elif (names, defaults) != (file_names, file_defaults):
                raise ValueError(f"{path}: other weights than the first table's")
            for line, row in enumerate(reader, start=2):
                if len(row) != len(header):
                    raise ValueError(f"{path}:{line}: {len(row)} fields, want {len(header)}")
                rows.append((path, line, row))
    if names is None:
        raise ValueError("no table given")
    return names, defaults, rows


def numbers(path, line, fields):
    try:
        return [float(v) for v in fields]
    except ValueError:
        raise ValueError(f"{path}:{line}: a field is not a number")


def read_table(paths, min_ply):
    """Rows (deal, points, eval, [material, f_1..f_n]), the weight names and their defaults."""
    names, defaults, table = read_rows(paths, FIXED, "zhuge-eval-features")
    rows = []
    for path, line, row in table:
        values = numbers(path, line, row[1:])
        if values[0] >= min_ply:
            rows.append((row[0], values[1], values[2], values[3:]))
    return rows, names, defaults


def held_out(deal, share):
    return zlib.crc32(deal.encode()) % 1000 < share * 1000


def log_loss(rows, z_of):
    total = 0.0
    for _, y, ev, x in rows:
        z = z_of(ev, x)
        # -[y log p + (1 - y) log(1 - p)] with p = sigmoid(z), stable for large |z|
        total += max(z, 0.0) - y * z + math.log1p(math.exp(-abs(z)))
    return total / len(rows)


def sigmoid(z):
    return 1.0 / (1.0 + math.exp(-z)) if z >= 0 else math.exp(z) / (1.0 + math.exp(z))


def solve(a, b):
    """x with a x = b, by Gaussian elimination with partial pivoting (a is small and dense)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            factor = m[r][c] / m[c][c]
            for k in range(c, n + 1):
                m[r][k] -= factor * m[c][k]
    x = [0.0] * n
    for r in reversed(range(n)):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def newton(objective, start, iterations=50, tolerance=1e-10):
    """Minimises a convex function given as objective(b) -> (value, gradient, hessian)."""
    b = start[:]
    value, grad, hess = objective(b)
    for _ in range(iterations):
        step = solve(hess, [-g for g in grad])
        t = 1.0
        while True:  # backtracking keeps every step a descent
            trial = [bi + t * si for bi, si in zip(b, step)]
            trial_value, trial_grad, trial_hess = objective(trial)
            if trial_value <= value or t < 1e-6:
                break
            t /= 2
        done = value - trial_value < tolerance
        b, value, grad, hess = trial, trial_value, trial_grad, trial_hess
        if done:
            break
    return b


def fit_scale(rows):
    """K alone for z = K * eval: today's weights with their best scale."""
    def objective(b):
        value, g, h = 0.0, 0.0, 0.0
        for _, y, ev, _ in rows:
            z = b[0] * ev
            p = sigmoid(z)
            value += max(z, 0.0) - y * z + math.log1p(math.exp(-abs(z)))
            g += (p - y) * ev
            h += p * (1 - p) * ev * ev
        n = len(rows)
        return value / n, [g / n], [[h / n + 1e-18]]
    return newton(objective, [1.0 / 400])[0]


def fit_weights(rows, defaults, scale, l2):
    """b = (K, K w_1, ..., K w_n), started from today's weights at their fitted scale K."""
    n_features = len(defaults) + 1
    rms = [math.sqrt(sum(x[j] ** 2 for *_, x in rows) / len(rows)) or 1.0
           for j in range(n_features)]
    # Work in units of each feature's size so that the Hessian is well conditioned.
    data = [(y, [xj / sj for xj, sj in zip(x, rms)]) for _, y, _, x in rows]
    anchor = [0.0] + [d * s / rms[0] for d, s in zip(defaults, rms[1:])]  # c_i = c_0 * anchor_i

    def objective(c):
        n = len(data)
        value = 0.0
        grad = [0.0] * n_features
        hess = [[0.0] * n_features for _ in range(n_features)]
        for y, x in data:
            z = sum(ci * xi for ci, xi in zip(c, x))
            p = sigmoid(z)
            value += max(z, 0.0) - y * z + math.log1p(math.exp(-abs(z)))
            r, w = p - y, p * (1 - p)
            for j, xj in enumerate(x):
                grad[j] += r * xj
                wx = w * xj
                row = hess[j]
                for k in range(j + 1):
                    row[k] += wx * x[k]
        value /= n
        grad = [g / n for g in grad]
        # A term that is 0 in every position would leave the Hessian singular without l2.
        hess = [[hess[max(j, k)][min(j, k)] / n + (j == k) * 1e-12 for k in range(n_features)]
                for j in range(n_features)]
        # The penalty l2 * sum_i (c_i - c_0 a_i)^2: its gradient and Hessian are exact.
        for i in range(1, n_features):
            u = c[i] - c[0] * anchor[i]
            value += l2 * u * u
            grad[i] += 2 * l2 * u
            grad[0] -= 2 * l2 * u * anchor[i]
            hess[i][i] += 2 * l2
            hess[0][0] += 2 * l2 * anchor[i] ** 2
            hess[0][i] -= 2 * l2 * anchor[i]
            hess[i][0] -= 2 * l2 * anchor[i]
        return value, grad, hess

    c = newton(objective, [scale * rms[0] * a if i else scale * rms[0]
                           for i, a in enumerate(anchor)])
    b = [ci / si for ci, si in zip(c, rms)]
    return b[0], [bi / b[0] for bi in b[1:]]


def fit_arguments(description, unit, argv):
    """The parser and the arguments of a fit; `unit` names what is held out as a whole."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("tables", nargs="+", help="zhuge-eval-features output ('-': stdin)")
    parser.add_argument("--min-ply", type=int, default=0, help="skip positions before this ply")
    parser.add_argument("--holdout", type=float, default=0.2, help=f"share of {unit} held out")
    parser.add_argument("--l2", type=float, default=1e-3, help="pull towards the defaults")
    parser.add_argument("--output", help="also write the fitted weights as setoption lines")
    args = parser.parse_args(argv)
    if not 0 < args.holdout < 1 or args.l2 < 0:
        parser.error("need 0 < --holdout < 1 and --l2 >= 0")
    return parser, args


def split(parser, items, unit_of, share):
    """The training and held-out items, whole units held out; an error if either is empty."""
    train = [i for i in items if not held_out(unit_of(i), share)]
    test = [i for i in items if held_out(unit_of(i), share)]
    if not train or not test:
        parser.error(f"{len(train)} training and {len(test)} held-out positions: want both")
    return train, test


def report_weights(names, defaults, weights, output, lowest=lambda name: 0):
    """Prints today's and the fitted weights and an option list for --engine, and writes the
    fitted weights as setoption lines to `output` if given. The options take integers of at
    least lowest(name)."""
    print(f"{'weight':22s} {'today':>8s} {'fitted':>10s}")
    for name, d, w in zip(names, defaults, weights):
        print(f"{name:22s} {d:8.0f} {w:10.2f}")
    options = [(name, max(lowest(name), round(w))) for name, w in zip(names, weights)]
    print(" ".join(f"option.{name}={value}" for name, value in options))
    if output:
        with open(output, "w") as f:
            for name, value in options:
                f.write(f"setoption name {name} value {value}\n")


def main(argv=None):
    parser, args = fit_arguments(__doc__.split("\n")[0], "deals", argv)
    try:
        rows, names, defaults = read_table(args.tables, args.min_ply)
    except (OSError, ValueError) as e:
        parser.error(str(e))
    train, test = split(parser, rows, lambda r: r[0], args.holdout)

    k_before = fit_scale(train)
    k_after, weights = fit_weights(train, defaults, k_before, args.l2)

    def before(ev, _):
        return k_before * ev

    def after(_, x):
        return k_after * (x[0] + sum(w * f for w, f in zip(weights, x[1:])))

    print(f"positions: {len(train)} training, {len(test)} held out "
          f"({len({r[0] for r in rows})} deals)")
    print(f"loss (cross-entropy; 0.5 everywhere gives {math.log(2):.5f}):")
    for label, z_of, k in (("today's weights", before, k_before), ("fitted", after, k_after)):
        print(f"  {label:16s} K = {k:.6f} (IsmctsEvalScale {2 / k:.0f}): "
              f"train {log_loss(train, z_of):.5f}, held out {log_loss(test, z_of):.5f}")
    report_weights(names, defaults, weights, args.output)

if __name__ == "__main__":
    main()
