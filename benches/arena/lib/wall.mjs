// Seeded walls: hand h of game g is dealt from its own seed, so the same game number deals
// the same walls whoever sits where (the paired comparison: the same deal with majiang-ai
// in Rinshan's seat).
import Majiang from '@kobalab/majiang-core';

// splitmix64 on BigInt: a small, well-mixed generator.
function splitmix(seed) {
  let x = BigInt.asUintN(64, seed);
  return () => {
    x = BigInt.asUintN(64, x + 0x9e3779b97f4a7c15n);
    let z = x;
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
    return z ^ (z >> 31n);
  };
}

export function handSeed(seed, game, hand) {
  return BigInt(seed) * 1000003n * 1000003n + BigInt(game) * 1000003n + BigInt(hand);
}

// A majiang-core wall (Shan) shuffled from `seed` (Fisher-Yates).
export function seededShan(rule, seed) {
  const shan = new Majiang.Shan(rule);
  const next = splitmix(seed);
  const pai = shan._pai.slice().sort();
  for (let i = pai.length - 1; i > 0; i--) {
    const j = Number(next() % BigInt(i + 1));
    [pai[i], pai[j]] = [pai[j], pai[i]];
  }
  shan._pai = pai;
  shan._baopai = [pai[4]];
  shan._fubaopai = rule['裏ドラあり'] ? [pai[9]] : null;
  return shan;
}
