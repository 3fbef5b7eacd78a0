// A majiang-core player whose decisions are Rinshan's: majiang-core's messages become mjai
// events for the bot (in the seat's own view: other hands and draws hidden), and the
// bot's mjai answer becomes majiang-core's reply. An answer the referee does not allow is
// a disagreement: it is counted (with what was refused) and the referee's default is
// played instead (a tsumogiri, or no call).
import Majiang from '@kobalab/majiang-core';
import { toMjai, fromMjai, handTiles, meldParts, MARK_OFFSET } from './tiles.mjs';

const WINDS = ['E', 'S', 'W', 'N'];

// The two meld strings name the same meld: the same tiles (red fives told apart) and the
// same called tile with the same mark.
function sameMeld(a, b) {
  const pa = meldParts(a);
  const pb = meldParts(b);
  const key = (p) => [...p.tiles].sort().join() + (p.called ? `|${p.tiles[p.called.index]}${p.called.mark}` : '');
  return key(pa) === key(pb);
}

export class RinshanPlayer extends Majiang.Player {
  // `shadow`, when given, is a majiang-ai player that follows the same messages: its
  // choice at each of the seat's decisions is kept beside the bot's (`choices`).
  constructor(bot, shadow = null) {
    super();
    this.bot = bot;
    this.shadow = shadow;
    this.choices = [];
    this.handNo = -1; // the hand's index in the game's record
    this.pending = [];
    this.refusals = [];
    this.reachPending = null; // a riichi discard waiting for the next event to be accepted
  }

  // Player id of the seat `l` counts from this hand's dealer.
  idOf(l) {
    return (this._model.qijia + this._model.jushu + l) % 4;
  }

  push(e) {
    if (this.reachPending !== null && e.type !== 'hora') {
      this.pending.push({ type: 'reach_accepted', actor: this.reachPending });
    }
    this.reachPending = null;
    this.pending.push(e);
  }

  async decide() {
    const events = this.pending;
    this.pending = [];
    return this.bot.ask(events);
  }

  // The seat's hand as majiang-core writes it (none before the first deal).
  handText() {
    return this._model?.shoupai && this._menfeng !== undefined ? this.shoupai.toString() : null;
  }

  // The seat's choice and majiang-ai's at a decision (a draw, a call offer, another's kan).
  keepChoice(msg, hand, mine) {
    const theirs = this.shadowReply ?? {};
    const own = (msg.zimo || msg.gangzimo || msg.fulou) && (msg.zimo || msg.gangzimo || msg.fulou).l === this._menfeng;
    const offer = (msg.dapai && msg.dapai.l !== this._menfeng) || (msg.gang && msg.gang.l !== this._menfeng);
    if (!own && !offer) return;
    const word = (r) => r.dapai ?? r.fulou ?? r.gang ?? (r.hule ? 'hule' : r.daopai ? 'daopai' : '-');
    // The bot answers 'none' to every discard it does not claim, offered or not: a pass is
    // kept only where majiang-ai called or won.
    if (offer && word(mine) === '-' && word(theirs) === '-') return;
    this.choices.push({
      hand: this.handNo, turn: this._model.he[this._menfeng]._pai.length,
      kind: own ? 'turn' : 'offer', shoupai: hand, tile: msg.dapai?.p ?? msg.gang?.m ?? null,
      mine: word(mine), theirs: word(theirs),
    });
  }

  refuse(what, answer) {
    this.refusals.push({ hand: this._model.jushu, what, answer });
  }

  action(msg, callback) {
    // Whether a ron or chankan would be allowed is read before the base class follows
    // the message (it marks the seat furiten on a passed winning tile as it does).
    this.ronAllowed = false;
    if (msg.dapai && this._menfeng !== undefined && msg.dapai.l !== this._menfeng) {
      const mark = ['', '+', '=', '-'][(4 + msg.dapai.l - this._menfeng) % 4];
      this.ronAllowed = this.allow_hule(this.shoupai, msg.dapai.p.slice(0, 2) + mark);
    }
    if (msg.gang && this._menfeng !== undefined && msg.gang.l !== this._menfeng && /[+=-]/.test(msg.gang.m)) {
      const mark = ['', '+', '=', '-'][(4 + msg.gang.l - this._menfeng) % 4];
      this.ronAllowed = this.allow_hule(this.shoupai, msg.gang.m[0] + msg.gang.m.slice(-1) + mark, true);
    }
    if (msg.qipai) this.handNo += 1;
    // What majiang-ai would answer in the seat (it answers at once).
    this.shadowReply = null;
    if (this.shadow) this.shadow.action(msg, (r) => { this.shadowReply = r ?? {}; });
    // Follow the table (the base class keeps the model and the hands).
    const before = this.shadow ? this.handText() : null;
    super.action(msg, null);
    this.reply = callback || (() => {});
    if (this.shadow) {
      const inner = this.reply;
      const hand = msg.dapai || msg.gang ? before : this.handText();
      this.reply = (r) => {
        this.keepChoice(msg, hand, r ?? {});
        inner(r);
      };
    }
    this.handle(msg).catch((e) => {
      this.refuse(`adapter error: ${e.message}`, null);
      this.reply({});
    });
  }

  async handle(msg) {
    if (msg.kaiju) {
      this.push({ type: 'start_game', id: msg.kaiju.id, names: msg.kaiju.player });
      return this.reply({});
    }
    if (msg.qipai) {
      const q = msg.qipai;
      const scores = [0, 0, 0, 0];
      const tehais = [[], [], [], []];
      for (let l = 0; l < 4; l++) {
        const id = this.idOf(l);
        scores[id] = q.defen[l];
        tehais[id] = q.shoupai[l] ? handTiles(q.shoupai[l]).map(toMjai) : Array(13).fill('?');
      }
      this.push({
        type: 'start_kyoku', bakaze: WINDS[q.zhuangfeng % 4], kyoku: q.jushu + 1,
        honba: q.changbang, kyotaku: q.lizhibang, oya: this.idOf(0),
        dora_marker: toMjai(q.baopai), scores, tehais,
      });
      return this.reply({});
    }
    if (msg.zimo || msg.gangzimo) {
      const z = msg.zimo || msg.gangzimo;
      const actor = this.idOf(z.l);
      this.push({ type: 'tsumo', actor, pai: z.p ? toMjai(z.p) : '?' });
      if (z.l !== this._menfeng) return this.reply({});
      return this.reply(await this.onTurn(!!msg.gangzimo));
    }
    if (msg.dapai) {
      const d = msg.dapai;
      const actor = this.idOf(d.l);
      // (Our own riichi was told to the bot when it declared.)
      if (d.p.endsWith('*') && d.l !== this._menfeng) this.push({ type: 'reach', actor });
      this.push({ type: 'dahai', actor, pai: toMjai(d.p.slice(0, 2)), tsumogiri: d.p.includes('_') });
      if (d.p.endsWith('*')) this.reachPending = actor;
      if (d.l === this._menfeng) return this.reply({});
      return this.reply(await this.onDiscard(d));
    }
    if (msg.fulou) {
      const f = msg.fulou;
      const actor = this.idOf(f.l);
      const { tiles, called } = meldParts(f.m);
      const calledTile = tiles[called.index];
      const consumed = tiles.filter((_, i) => i !== called.index).map(toMjai);
      const target = this.idOf((f.l + MARK_OFFSET[called.mark]) % 4);
      const type = tiles.length === 4 ? 'daiminkan' : tiles.every((t) => t.replace('0', '5') === calledTile.replace('0', '5')) ? 'pon' : 'chi';
      this.push({ type, actor, target, pai: toMjai(calledTile), consumed });
      if (f.l !== this._menfeng || type === 'daiminkan') return this.reply({});
      return this.reply(await this.onTurn(false));
    }
    if (msg.gang) {
      const g = msg.gang;
      const actor = this.idOf(g.l);
      const { tiles, called } = meldParts(g.m);
      if (called) {
        const added = tiles[tiles.length - 1];
        this.push({ type: 'kakan', actor, pai: toMjai(added), consumed: tiles.slice(0, 3).map(toMjai) });
      } else {
        this.push({ type: 'ankan', actor, consumed: tiles.map(toMjai) });
      }
      if (g.l === this._menfeng || !called) return this.reply({});
      return this.reply(await this.onKan());
    }
    if (msg.kaigang) {
      this.push({ type: 'dora', dora_marker: toMjai(msg.kaigang.baopai) });
      return undefined; // a notice: no reply
    }
    if (msg.hule) {
      const h = msg.hule;
      this.push({ type: 'hora', actor: this.idOf(h.l), target: this.idOf(h.baojia ?? h.l) });
      this.push({ type: 'end_kyoku' });
      return this.reply({});
    }
    if (msg.pingju) {
      this.push({ type: 'ryukyoku' });
      this.push({ type: 'end_kyoku' });
      return this.reply({});
    }
    if (msg.jieju) {
      this.push({ type: 'end_game' });
      await this.decide();
      return this.reply({});
    }
    return this.reply({});
  }

  // Our draw (or our discard after a chii or pon): discard, riichi, tsumo, kan, or abort.
  async onTurn(gangzimo) {
    const shoupai = this.shoupai;
    let a = await this.decide();
    if (a.type === 'reach') {
      this.pending.push({ type: 'reach', actor: this._id });
      a = await this.decide();
      if (a.type === 'dahai') {
        const p = this.dapaiOf(a, shoupai);
        if (p && this.allow_lizhi(shoupai, p.replace('_', ''))) return { dapai: `${p}*` };
      }
      this.refuse('riichi', a);
      return {};
    }
    if (a.type === 'dahai') {
      const p = this.dapaiOf(a, shoupai);
      if (p) return { dapai: p };
      this.refuse('discard', a);
      return {};
    }
    if (a.type === 'hora') {
      if (this.allow_hule(shoupai, null, gangzimo)) return { hule: '-' };
      this.refuse('tsumo', a);
      return {};
    }
    if (a.type === 'ankan' || a.type === 'kakan') {
      const options = this.get_gang_mianzi(shoupai) || [];
      const want = a.type === 'ankan'
        ? fromMjai(a.consumed[0])[0] + a.consumed.map((t) => fromMjai(t)[1]).join('')
        : null;
      const m = options.find((o) => (a.type === 'ankan'
        ? !/[+=-]/.test(o) && sameMeld(o, want)
        : /[+=-]/.test(o) && meldParts(o).tiles.at(-1) === fromMjai(a.pai)));
      if (m) return { gang: m };
      this.refuse(a.type, a);
      return {};
    }
    if (a.type === 'ryukyoku') {
      if (this.allow_pingju(shoupai)) return { daopai: '-' };
      this.refuse('nine terminals', a);
      return {};
    }
    this.refuse('turn', a);
    return {};
  }

  // The discard string the referee offers for an mjai dahai (tsumogiri written `_`).
  dapaiOf(a, shoupai) {
    const options = this.get_dapai(shoupai) || [];
    const p = fromMjai(a.pai);
    const tries = a.tsumogiri ? [`${p}_`, p] : [p, `${p}_`];
    return tries.find((t) => options.includes(t)) ?? null;
  }

  // Another player's discard: ron, a call, or nothing.
  async onDiscard(d) {
    const a = await this.decide();
    if (a.type === 'none') return {};
    const mark = ['', '+', '=', '-'][(4 + d.l - this._menfeng) % 4];
    const p = d.p.slice(0, 2) + mark;
    if (a.type === 'hora') {
      if (this.ronAllowed) return { hule: '-' };
      this.refuse('ron', a);
      return {};
    }
    if (a.type === 'chi' || a.type === 'pon' || a.type === 'daiminkan') {
      const options = a.type === 'chi' ? this.get_chi_mianzi(this.shoupai, p)
        : a.type === 'pon' ? this.get_peng_mianzi(this.shoupai, p)
          : this.get_gang_mianzi(this.shoupai, p);
      const want = a.consumed.map(fromMjai).concat([fromMjai(a.pai)]);
      const m = (options || []).find((o) => {
        const parts = meldParts(o);
        return [...parts.tiles].sort().join() === [...want].sort().join();
      });
      if (m) return { fulou: m };
      this.refuse(a.type, a);
      return {};
    }
    this.refuse('answer to a discard', a);
    return {};
  }

  // Another player's added kan: rob it (chankan) or not.
  async onKan() {
    const a = await this.decide();
    if (a.type !== 'hora') return {};
    if (this.ronAllowed) return { hule: '-' };
    this.refuse('chankan', a);
    return {};
  }
}
