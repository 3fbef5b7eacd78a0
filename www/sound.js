// Rinshan's table heard: every sound is made here, synthesised with the Web Audio API
// (no sound files, nothing fetched). Loaded after the game is playable by the game's and
// the friends page's loaders (game.js, friends.js); a page that embeds tables hears
// nothing unless it loads this module itself. The table announces what happened as a
// `rinshan-cues` DOM event (crates/web/src/ui/cues.rs): `detail.cues` the cues as words
// (`discard@me pon@left`), `detail.volume` the loudness 0 to 1 (0 when muted: the
// volume and mute are the settings panel's and the `m` key's, kept by the table).
//
// Sound starts only after the player's first press or key on the page, as browsers
// require: the sounds are made then, once the page is idle, by one offline audio context
// (rendered off the main thread), and played by media elements from `blob:` addresses
// (the pages' Content-Security-Policy allows `media-src blob:`). Cues before they are
// made are noted, not played.
//
// For tests, not for listening: `window.rinshanSound.log` lists every cue asked for, in
// order, as { cue, side, volume, played } (`played`: handed to the audio output), and
// `window.rinshanSound.ready` says whether sound can play yet (every sound is made).

/** Each cue's sound: notes as [start s, frequency Hz, length s, wave, gain], or noise
 * bursts as ["noise", start s, band centre Hz, length s, gain]. Calls are short phrases of
 * their own (pon two equal notes, chii three rising, kan a low gong, kita a falling
 * pair), wins a bright rising chord (ron from a discard, tsumo one step higher). */
const SOUNDS = {
  discard: [["noise", 0, 2600, 0.05, 0.9], [0, 1250, 0.05, "triangle", 0.25]],
  tsumogiri: [["noise", 0, 1900, 0.04, 0.45], [0, 1000, 0.04, "triangle", 0.1]],
  replacement: [["noise", 0, 3200, 0.03, 0.4], ["noise", 0.06, 4200, 0.03, 0.4]],
  chii: [[0, 660, 0.07, "triangle", 0.5], [0.07, 784, 0.07, "triangle", 0.5], [0.14, 988, 0.1, "triangle", 0.5]],
  pon: [[0, 784, 0.08, "square", 0.22], [0.1, 784, 0.12, "square", 0.22]],
  kan: [[0, 196, 0.5, "sine", 0.7], [0, 392, 0.35, "sine", 0.3], [0, 587, 0.2, "triangle", 0.12]],
  kita: [[0, 880, 0.08, "triangle", 0.45], [0.09, 659, 0.14, "triangle", 0.45]],
  riichi: [[0, 1047, 0.35, "sine", 0.45], [0, 1319, 0.35, "sine", 0.35], [0.05, 1568, 0.3, "sine", 0.25]],
  stick: [["noise", 0, 900, 0.04, 0.8], [0, 520, 0.05, "triangle", 0.2]],
  ron: [[0, 523, 0.3, "triangle", 0.4], [0.06, 659, 0.3, "triangle", 0.4], [0.12, 784, 0.35, "triangle", 0.4], [0.18, 1047, 0.45, "sine", 0.35]],
  tsumo: [[0, 587, 0.3, "triangle", 0.4], [0.06, 740, 0.3, "triangle", 0.4], [0.12, 880, 0.35, "triangle", 0.4], [0.18, 1175, 0.45, "sine", 0.35]],
  "hand-end": [[0, 784, 0.18, "sine", 0.3], [0.12, 659, 0.18, "sine", 0.3], [0.24, 523, 0.3, "sine", 0.3]],
  "match-end": [[0, 523, 0.15, "triangle", 0.4], [0.15, 659, 0.15, "triangle", 0.4], [0.3, 784, 0.15, "triangle", 0.4], [0.45, 1047, 0.6, "triangle", 0.45], [0.45, 523, 0.6, "sine", 0.3]],
  "time-low": [[0, 988, 0.08, "square", 0.15], [0.16, 988, 0.08, "square", 0.15]],
};

const log = [];
globalThis.rinshanSound = {
  log,
  sounds: Object.keys(SOUNDS),
  /** True once every sound is made (after the player's first press or key). */
  get ready() {
    return made !== null;
  },
};

/** The sample rate the sounds are made at: enough for their highest band (4.2 kHz). */
const RATE = 32000;

/** Each cue's sound, made: its media elements, which play it from a WAV file in memory
 * (null until every sound is made, after the player's first press or key). */
let made = null;

/** An envelope on `gain`: a 5 ms attack, then an exponential fall over `length`. */
function envelope(gain, at, length, peak) {
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.linearRampToValueAtTime(peak, at + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
}

/** How long the sound `name` lasts, in seconds, with a little silence after it. */
function duration(name) {
  return Math.max(...SOUNDS[name].map((p) => (p[0] === "noise" ? p[1] + p[3] : p[0] + p[2]))) + 0.05;
}

/** Adds the sound `name` to the offline audio context `ctx`, starting at `t` seconds. */
function synthesise(ctx, name, t, noise) {
  const out = ctx.createGain();
  out.gain.value = 0.6;
  out.connect(ctx.destination);
  for (const part of SOUNDS[name]) {
    const gain = ctx.createGain();
    gain.connect(out);
    if (part[0] === "noise") {
      const [, at, band, length, peak] = part;
      const src = ctx.createBufferSource();
      src.buffer = noise;
      const filter = ctx.createBiquadFilter();
      filter.type = "bandpass";
      filter.frequency.value = band;
      filter.Q.value = 1.2;
      src.connect(filter).connect(gain);
      envelope(gain, t + at, length, peak);
      src.start(t + at, Math.random() * 0.1, length + 0.02);
    } else {
      const [at, freq, length, wave, peak] = part;
      const osc = ctx.createOscillator();
      osc.type = wave;
      osc.frequency.value = freq;
      osc.connect(gain);
      envelope(gain, t + at, length, peak);
      osc.start(t + at);
      osc.stop(t + at + length + 0.02);
    }
  }
}

/** `samples` (-1 to 1) as a 16-bit mono WAV file. */
function wav(samples) {
  const bytes = new DataView(new ArrayBuffer(44 + samples.length * 2));
  const ascii = (at, s) => [...s].forEach((c, i) => bytes.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, "RIFF");
  bytes.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, "WAVEfmt ");
  bytes.setUint32(16, 16, true); // the format's length
  bytes.setUint16(20, 1, true); // PCM
  bytes.setUint16(22, 1, true); // one channel
  bytes.setUint32(24, RATE, true);
  bytes.setUint32(28, RATE * 2, true); // bytes a second
  bytes.setUint16(32, 2, true); // bytes a sample
  bytes.setUint16(34, 16, true); // bits a sample
  ascii(36, "data");
  bytes.setUint32(40, samples.length * 2, true);
  // The samples, little-endian as every browser's platform is.
  const pcm = new Int16Array(bytes.buffer, 44);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.max(-1, Math.min(1, samples[i])) * 32767;
  return new Blob([bytes], { type: "audio/wav" });
}

/** The page's next idle moment (or a short wait, in a browser without idle callbacks). */
const idle = () =>
  new Promise((resolve) =>
    "requestIdleCallback" in globalThis ? requestIdleCallback(resolve, { timeout: 1000 }) : setTimeout(resolve, 50),
  );

/** Makes every sound once the player has pressed or typed on the page (browsers allow
 * sound only after that), without blocking the page: one offline audio context renders
 * them all, one after the other, away from the main thread; each is cut out as a WAV file
 * in an idle moment of its own, and played by media elements, which open the audio output
 * away from the main thread too. A realtime AudioContext is never made: the first one a
 * browser opens costs its main thread 85-90 ms, even on a fast desktop. */
async function make() {
  const Offline = globalThis.OfflineAudioContext ?? globalThis.webkitOfflineAudioContext;
  if (!Offline || typeof Audio === "undefined") return;
  const names = Object.keys(SOUNDS);
  const starts = [];
  let total = 0;
  for (const name of names) {
    starts.push(total);
    total += Math.ceil(duration(name) * RATE);
  }
  const sounds = {};
  try {
    const ctx = new Offline(1, total, RATE);
    // A fifth of a second of white noise, for the tiles' clicks.
    const noise = ctx.createBuffer(1, RATE / 5, RATE);
    const white = noise.getChannelData(0);
    for (let i = 0; i < white.length; i++) white[i] = Math.random() * 2 - 1;
    names.forEach((name, i) => synthesise(ctx, name, starts[i] / RATE, noise));
    const rendered = (await ctx.startRendering()).getChannelData(0);
    for (const [i, name] of names.entries()) {
      await idle();
      const end = i + 1 < names.length ? starts[i + 1] : total;
      const audio = new Audio(URL.createObjectURL(wav(rendered.subarray(starts[i], end))));
      audio.preload = "auto";
      sounds[name] = [audio];
    }
  } catch {
    return; // A browser that cannot make them: the table plays on in silence.
  }
  made = sounds;
}
function activate() {
  removeEventListener("pointerdown", activate, true);
  removeEventListener("keydown", activate, true);
  idle().then(make);
}
addEventListener("pointerdown", activate, true);
addEventListener("keydown", activate, true);

/** Plays the sound `name` at `volume` (0 to 1) after `delay` seconds: from one of its
 * elements that is not playing (a second one is made when the sound comes again while
 * the first still plays, at most three). */
function play(name, volume, delay) {
  const start = () => {
    const pool = made[name];
    let audio = pool.find((a) => a.paused || a.ended);
    if (!audio && pool.length < 3) {
      audio = pool[0].cloneNode();
      pool.push(audio);
    }
    audio ??= pool[0];
    audio.currentTime = 0;
    audio.volume = volume;
    audio.play().catch(() => {}); // An audio output that failed: the table plays on.
  };
  if (delay > 0) setTimeout(start, delay * 1000);
  else start();
}

/** Plays the cues `words` at loudness `loud`, logging each. */
function sound(words, loud) {
  // Cues of one change follow each other (a riichi's call, then its tile; a win, then
  // the hand's end once the win is heard).
  let delay = 0;
  words.forEach((w, i) => {
    const [cue, side] = w.split("@");
    // A burst of cues (many moves shown at once) is heard as its last few.
    const heard = loud > 0 && made !== null && i >= words.length - 3;
    let played = false;
    if (heard) {
      try {
        if (cue === "hand-end" || cue === "match-end") delay = Math.max(delay, 0.5);
        play(cue, loud, delay);
        delay += 0.12;
        played = true;
      } catch {
        // An audio output that failed: the table plays on in silence.
      }
    }
    log.push({ cue, side, volume: loud, played });
  });
  if (log.length > 500) log.splice(0, log.length - 500);
}

document.addEventListener("rinshan-cues", (e) => {
  const { cues, volume } = e.detail ?? {};
  if (typeof cues !== "string") return;
  const loud = Number.isFinite(volume) ? Math.min(Math.max(volume, 0), 1) : 0;
  const words = cues.split(" ").filter((w) => w.split("@")[0] in SOUNDS);
  if (words.length === 0) return;
  // Made after the frame that shows the change is painted: a click is answered first,
  // the sound follows within a frame.
  requestAnimationFrame(() => setTimeout(() => sound(words, loud), 0));
});
