// An arena worker: plays the games it is given, one after another, and sends each result
// to the parent process.
import { playGame, othersLevel } from './lib/game.mjs';

process.on('message', async ({ games, seed, level, bin, shadow }) => {
  for (const game of games) {
    // The seat of the game's one player of its kind: Rinshan's bot, or majiang-ai in the
    // table of three Rinshan bots (`majiang-ai-vs-normal`).
    const inverted = othersLevel(level) !== null;
    const hero = level === 'majiang-ai' || inverted ? null : game % 4;
    const others = inverted ? game % 4 : null;
    const r = await playGame({ seed, game, hero, level, bin, shadow, others });
    r.heroSeat = game % 4;
    process.send(r);
  }
  process.exit(0);
});
