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

// The Rinshan level that fills the other three seats around majiang-ai when `level` names
// that table (`majiang-ai-vs-normal`, `majiang-ai-vs-expert-400`), or null.
export function othersLevel(level) {
  const m = /^majiang-ai-vs-([\w-]+)$/.exec(level);
  return m ? m[1] : null;
}

// Plays game `game` from `seed` with the one player of its kind at player `seat`: Rinshan's
// bot of `level` against three majiang-ai, or majiang-ai against three Rinshan bots when
// `level` names that table (`majiang-ai-vs-normal`); `seat` null is majiang-ai in every
// seat (the calibration and the paired baseline). Resolves with the record and figures.
export async function playGame({ seed, game, seat, level, bin, shadow = false }) {
  const rule = arenaRule();
  const around = othersLevel(level);
  const bots = [];
  const rinshans = [];
  const majiangAt = (id) => seat === null || (around === null ? id !== seat : id === seat);
  const players = [0, 1, 2, 3].map((id) => {
    if (majiangAt(id)) return new MajiangAI();
    // One seat: the game's number decides its tie-breaks, as it always has; three: each its own.
    const botSeed = around === null ? game + 1 : 4 * game + id + 1;
    const bot = new MjaiProcess(bin, ['--level', around ?? level, '--seed', String(botSeed), '--stats']);
    const rinshan = new RinshanPlayer(bot, shadow && around === null ? new MajiangAI() : null);
    bots.push(bot);
    rinshans.push(rinshan);
    return rinshan;
  });
  const started = process.hrtime.bigint();
  const g = new ArenaGame(players, rule, seed, game);
  const paipu = await g.play();
  const stats = (await Promise.all(bots.map((b) => b.close()))).flat();
  return {
    game,
    hero: around === null ? seat : null,
    level: seat === null ? 'majiang-ai' : level,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    paipu,
    refusals: rinshans.flatMap((r) => r.refusals),
    ...(shadow && rinshans.length === 1 ? { choices: rinshans[0].choices } : {}),
    decision_us: stats.flatMap((s) => s.decision_us),
    decision_cpu_us: stats.flatMap((s) => s.decision_cpu_us ?? []),
    problems: stats.flatMap((s) => s.problems),
  };
}
