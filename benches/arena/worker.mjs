// An arena worker: plays the games it is given, one after another, and sends each result
// to the parent process.
import { playGame } from './lib/game.mjs';

process.on('message', async ({ games, seed, level, bin, shadow }) => {
  for (const game of games) {
    const seat = level === 'majiang-ai' ? null : game % 4;
    const r = await playGame({ seed, game, seat, level, bin, shadow });
    r.heroSeat = game % 4;
    process.send(r);
  }
  process.exit(0);
});
