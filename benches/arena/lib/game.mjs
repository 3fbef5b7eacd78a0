// One arena game: majiang-core referees an East-South game between Rinshan's bot (one
// seat, as a child process speaking mjai) and three majiang-ai players, on seeded walls.
// The game runs majiang-core's own synchronous loop, waiting for the bot's answers.
import Majiang from '@kobalab/majiang-core';
import MajiangAI from '@kobalab/majiang-ai';
import { arenaRule } from './rules.mjs';
import { seededShan, handSeed } from './wall.mjs';
import { MjaiProcess } from './mjai_process.mjs';
import { RinshanPlayer } from './rinshan_player.mjs';

class ArenaGame extends Majiang.Game {
  constructor(players, rule, seed, game) {
    super(players, null, rule, `Rinshan arena, seed ${seed}, game ${game}`);
    this.seed = seed;
    this.gameNo = game;
    this.handNo = 0;
    this.waiting = null;
  }

  qipai(shan) {
    const wall = shan || seededShan(this._rule, handSeed(this.seed, this.gameNo, this.handNo));
    this.handNo += 1;
    return super.qipai(wall);
  }

  reply(id, r) {
    super.reply(id, r);
    if (this.waiting && this._reply.filter((x) => x).length === 4) {
      const w = this.waiting;
      this.waiting = null;
      w();
    }
  }

  repliesIn() {
    if (this._reply.filter((x) => x).length === 4) return Promise.resolve();
    return new Promise((resolve) => { this.waiting = resolve; });
  }

  async play() {
    this._sync = true;
    this.kaiju(0);
    const steps = {
      kaiju: () => this.reply_kaiju(), qipai: () => this.reply_qipai(), zimo: () => this.reply_zimo(),
      dapai: () => this.reply_dapai(), fulou: () => this.reply_fulou(), gang: () => this.reply_gang(),
      gangzimo: () => this.reply_zimo(), hule: () => this.reply_hule(), pingju: () => this.reply_pingju(),
    };
    for (;;) {
      await this.repliesIn();
      const step = steps[this._status];
      if (!step) break;
      step();
    }
    return this._paipu;
  }
}

// Plays game `game` from `seed` with the bot at player `hero` (null: majiang-ai in every
// seat, the calibration and the paired baseline). Resolves with the record and figures.
export async function playGame({ seed, game, hero, level, bin, shadow = false }) {
  const rule = arenaRule();
  let bot = null;
  let rinshan = null;
  const players = [0, 1, 2, 3].map((id) => {
    if (id !== hero) return new MajiangAI();
    bot = new MjaiProcess(bin, ['--level', level, '--seed', String(game + 1), '--stats']);
    rinshan = new RinshanPlayer(bot, shadow ? new MajiangAI() : null);
    return rinshan;
  });
  const started = process.hrtime.bigint();
  const g = new ArenaGame(players, rule, seed, game);
  const paipu = await g.play();
  const stats = bot ? await bot.close() : [];
  return {
    game,
    hero,
    level: hero === null ? 'majiang-ai' : level,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    paipu,
    refusals: rinshan ? rinshan.refusals : [],
    ...(shadow && rinshan ? { choices: rinshan.choices } : {}),
    decision_us: stats.flatMap((s) => s.decision_us),
    decision_cpu_us: stats.flatMap((s) => s.decision_cpu_us ?? []),
    problems: stats.flatMap((s) => s.problems),
  };
}
