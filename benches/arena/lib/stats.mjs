// The figures of the arena's table, read from majiang-core's records of the games: per
// hand, whether the seat won, dealt in, declared riichi or called; per game, its place
// and final points; and the Rinshan bot's decision times.

// Where player `id` (counted from the first dealer) sits in a hand whose deal is `qipai`:
// the hand's records count seats from its dealer.
export function seatInHand(paipu, id, qipai) {
  return (id - paipu.qijia - qipai.jushu + 8) % 4;
}

// One seat's figures in one game (`id` the player, counted from the first dealer).
export function seatFigures(paipu, id) {
  const f = { hands: 0, wins: 0, dealIns: 0, riichi: 0, calls: 0, winPoints: 0 };
  for (const hand of paipu.log) {
    const q = hand[0]?.qipai;
    if (!q) continue;
    f.hands += 1;
    const l = seatInHand(paipu, id, q);
    let won = false; let dealt = false; let riichi = false; let called = false;
    for (const e of hand) {
      if (e.hule) {
        if (e.hule.l === l) { won = true; f.winPoints += e.hule.defen; }
        else if (e.hule.baojia === l) dealt = true;
      }
      if (e.dapai && e.dapai.l === l && e.dapai.p.endsWith('*')) riichi = true;
      if (e.fulou && e.fulou.l === l) called = true;
    }
    f.wins += won; f.dealIns += dealt; f.riichi += riichi; f.calls += called;
  }
  f.place = paipu.rank[id];
  f.points = paipu.defen[id];
  return f;
}

function quantile(sorted, q) {
  if (!sorted.length) return 0;
  return sorted[Math.round((sorted.length - 1) * q)];
}

// 1.96 standard errors of the mean of `xs`.
export function ci95(xs) {
  const n = xs.length;
  if (n < 2) return 0;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const v = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1);
  return 1.96 * Math.sqrt(v / n);
}

// A level's row of the table from its games' results.
export function summary(results) {
  const seats = results.map((r) => seatFigures(r.paipu, r.heroSeat));
  const sum = (k) => seats.reduce((a, s) => a + s[k], 0);
  const hands = sum('hands');
  const places = seats.map((s) => s.place);
  // Decision times by the bot thread's CPU time (the machine's other work aside); the
  // wall clock's maximum beside them.
  const times = results.flatMap((r) => r.decision_cpu_us ?? []).sort((a, b) => a - b);
  const wall = results.flatMap((r) => r.decision_us).sort((a, b) => a - b);
  const firsts = results.map((r) => (r.decision_cpu_us ?? [])[0]).filter((x) => x !== undefined).sort((a, b) => a - b);
  return {
    games: results.length,
    place: places.reduce((a, b) => a + b, 0) / Math.max(1, places.length),
    placeCi: ci95(places),
    shares: [1, 2, 3, 4].map((p) => places.filter((x) => x === p).length / Math.max(1, places.length)),
    win: sum('wins') / Math.max(1, hands),
    dealIn: sum('dealIns') / Math.max(1, hands),
    riichi: sum('riichi') / Math.max(1, hands),
    calls: sum('calls') / Math.max(1, hands),
    avgWin: sum('winPoints') / Math.max(1, sum('wins')),
    points: sum('points') / Math.max(1, seats.length),
    hands,
    decisions: times.length,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    max: quantile(times, 1),
    firstMax: quantile(firsts, 1),
    wallP99: quantile(wall, 0.99),
    wallMax: quantile(wall, 1),
    refusals: results.reduce((a, r) => a + r.refusals.length, 0),
    problems: results.reduce((a, r) => a + r.problems.length, 0),
    seconds: results.reduce((a, r) => a + r.seconds, 0),
  };
}

// The paired difference: this level's place minus majiang-ai's in the same seat of the
// same game (same walls), over the games both have (each game's difference in `differences`).
export function paired(results, baseline) {
  const base = new Map(baseline.map((b) => [b.game, b]));
  const d = [];
  for (const r of results) {
    const b = base.get(r.game);
    if (!b) continue;
    d.push(seatFigures(r.paipu, r.heroSeat).place - seatFigures(b.paipu, r.heroSeat).place);
  }
  const mean = d.reduce((a, b) => a + b, 0) / Math.max(1, d.length);
  return { n: d.length, mean, ci: ci95(d), differences: d };
}
