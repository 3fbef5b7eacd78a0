//! The riichi wait model the `waits` example fits and the `oracle` example can deal by:
//! the features of a tile against a seat in riichi, and the chance that it is a wait.

use rinshan_bots::danger::deal_in;
use rinshan_bots::table::Table;
use rinshan_engine::SeatView;
use rinshan_rules::TileKind;

/// The features' names, in order.
pub const NAMES: [&str; 17] = [
    "bias",
    "logit of Hard's chance",
    "honour",
    "1 or 9",
    "2 or 8",
    "3 or 7",
    "riichi tile ±1",
    "riichi tile ±2",
    "riichi tile ±1..2, it was drawn",
    "hand-discard before riichi ±1",
    "hand-discard before riichi ±2",
    "early discards within ±2",
    "pond share of its suit",
    "copies unseen / 4",
    "dora",
    "dora ±1..2",
    "riichi turn / 18",
];

/// Kind index `k`'s suit (0-2, 3 for honours) and number (1-9, 0 for honours).
fn place(k: usize) -> (usize, i32) {
    if k >= 27 {
        (3, 0)
    } else {
        (k / 9, (k % 9) as i32 + 1)
    }
}

/// Whether kinds `a` and `b` are numbers of one suit `d` apart.
fn apart(a: usize, b: usize, d: i32) -> bool {
    let ((sa, na), (sb, nb)) = (place(a), place(b));
    sa == sb && sa < 3 && (na - nb).abs() == d
}

/// The features of `kind` against seat `o`, in riichi, from `table`'s view.
pub fn features(
    table: &Table,
    view: &SeatView,
    o: usize,
    kind: TileKind,
    safe: &[bool; 34],
) -> Vec<f64> {
    let k = kind.index();
    let pond = &view.ponds[o];
    let at = pond.iter().position(|p| p.riichi).unwrap_or(pond.len());
    let riichi_tile = pond.get(at).map(|p| (p.tile.kind().index(), p.tsumogiri));
    let before: Vec<usize> = pond[..at]
        .iter()
        .rev()
        .filter(|p| !p.tsumogiri)
        .take(3)
        .map(|p| p.tile.kind().index())
        .collect();
    let early = pond
        .iter()
        .take(6)
        .filter(|p| {
            let j = p.tile.kind().index();
            apart(j, k, 1) || apart(j, k, 2)
        })
        .count();
    let (suit, number) = place(k);
    let share = pond
        .iter()
        .filter(|p| place(p.tile.kind().index()).0 == suit)
        .count() as f64
        / pond.len().max(1) as f64;
    let chance = deal_in(table, kind, safe).clamp(1e-4, 0.999);
    let flag = |b: bool| f64::from(u8::from(b));
    let near = |d: i32| riichi_tile.is_some_and(|(r, _)| apart(r, k, d));
    let dora = |j: usize| table.dora[j] > 0;
    vec![
        1.0,
        (chance / (1.0 - chance)).ln(),
        flag(suit == 3),
        flag(number == 1 || number == 9),
        flag(number == 2 || number == 8),
        flag(number == 3 || number == 7),
        flag(near(1)),
        flag(near(2)),
        flag((near(1) || near(2)) && riichi_tile.is_some_and(|(_, t)| t)),
        flag(before.iter().any(|&b| apart(b, k, 1))),
        flag(before.iter().any(|&b| apart(b, k, 2))),
        early as f64,
        share,
        f64::from(table.unseen[k]) / 4.0,
        flag(dora(k)),
        flag((0..34).any(|j| dora(j) && (apart(j, k, 1) || apart(j, k, 2)))),
        at as f64 / 18.0,
    ]
}

/// A fitted model: one weight per feature of [`NAMES`].
pub struct WaitModel(pub Vec<f64>);

impl WaitModel {
    /// Reads the weights `waits` wrote (one a line); `None` if the file does not hold as
    /// many numbers as there are features.
    pub fn load(path: &str) -> Option<WaitModel> {
        let text = std::fs::read_to_string(path).ok()?;
        let w: Vec<f64> = text.lines().filter_map(|l| l.trim().parse().ok()).collect();
        (w.len() == NAMES.len()).then_some(WaitModel(w))
    }

    /// The chance that `kind` is a wait of seat `o` (in riichi), seen from `table`.
    pub fn chance(&self, table: &Table, o: usize, kind: TileKind, safe: &[bool; 34]) -> f64 {
        sigmoid(dot(&features(table, table.view, o, kind, safe), &self.0))
    }
}

/// The logistic function.
pub fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// The dot product of `a` and `b`.
pub fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}
