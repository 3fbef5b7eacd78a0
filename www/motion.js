// Rinshan's table in motion: a discard slides from the hand to its place in the pond, a
// called tile moves from the pond to its meld, the riichi stick is set down, a win's hand
// is turned face up. Loaded after the game is playable (game.js, friends.js); the table
// announces each change that brings new events as a `rinshan-cues` DOM event before it
// changes on screen (crates/web/src/ui/cues.rs), so a tile's place before is measured
// here and its place after in the next animation frame.
//
// Every movement is short (150-250 ms), runs on the compositor (transform and opacity
// only: no layout moves, nothing jumps), never delays an answer (the table has already
// changed: a movement only draws the way there), and is finished at once when the next
// cue arrives. None at all at the instant play speed or under prefers-reduced-motion.
const reduced = matchMedia("(prefers-reduced-motion: reduce)");
const EASE = "cubic-bezier(0.2, 0.7, 0.3, 1)";
/** How each side's quarter is turned (style.css: .quarter.right etc.), in degrees. */
const TURN = { me: 0, right: -90, opposite: 180, left: 90 };

let running = [];
/** The last hand tile the player pressed (pointer or keyboard): its place in the hand,
 * noted without measuring anything (a measurement there would cost the press a layout). */
let pressed = null;

function finishAll() {
  for (const a of running) {
    try {
      a.finish();
    } catch {
      // An animation whose element left the page: nothing to finish.
    }
  }
  running = [];
}

function remember(e) {
  const path = e.composedPath();
  const button = path.find((n) => n instanceof Element && n.matches?.("[data-testid=hand] button"));
  if (!button) return;
  const drawn = button.closest("li")?.classList.contains("drawn") ?? false;
  pressed = { index: Number(button.dataset.index ?? -1), drawn, at: performance.now() };
}
addEventListener("pointerdown", remember, { capture: true });
addEventListener("keydown", remember, { capture: true });

const centre = (r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });

/** The offset that moves an element now at `to` back to the screen point `from`, turned
 * into its quarter's own directions. */
function offset(from, to, side) {
  const sx = from.x - to.x;
  const sy = from.y - to.y;
  const a = (-(TURN[side] ?? 0) * Math.PI) / 180;
  return { dx: sx * Math.cos(a) - sy * Math.sin(a), dy: sx * Math.sin(a) + sy * Math.cos(a) };
}

/** `el` moves in by `o` (an offset from `offset`) to where it lies now. */
function slideIn(el, o, duration = 200) {
  if (Math.abs(o.dx) + Math.abs(o.dy) < 2) return;
  running.push(
    el.animate([{ transform: `translate(${o.dx}px, ${o.dy}px)` }, { transform: "translate(0, 0)" }], {
      duration,
      easing: EASE,
    }),
  );
}

/** Where a seat's discard leaves from, after the change: the place of the player's
 * pressed tile (`press`) in their hand (which keeps its left edge and its drawn tile's
 * place), or the hand of the seat face down. */
function handPoint(scope, side, press) {
  if (side === "me") {
    const hand = scope.querySelector("[data-testid=hand]");
    const first = hand?.querySelector("li");
    if (!hand || !first) return null;
    const r = hand.getBoundingClientRect();
    const w = first.getBoundingClientRect().width;
    const y = r.top + r.height / 2;
    const recent = press && performance.now() - press.at < 1000;
    if (recent && !press.drawn && press.index >= 0) return { x: r.left + (press.index + 0.5) * w, y };
    return { x: r.right - w / 2, y };
  }
  const hand = scope.querySelector(`.quarter.${side} .opp-hand .tiles`);
  return hand ? centre(hand.getBoundingClientRect()) : null;
}

/** The player's hand result, once its body is written (the record viewer's module writes
 * it, which a first result may still be loading). */
function whenResult(scope, done) {
  const find = () => scope.querySelector(".result .win .open-hand");
  const found = find();
  if (found) return done(found);
  const host = scope instanceof Element ? scope : document.body;
  const watch = new MutationObserver(() => {
    const el = find();
    if (el) {
      watch.disconnect();
      done(el);
    }
  });
  watch.observe(host, { childList: true, subtree: true });
  setTimeout(() => watch.disconnect(), 1500);
}

function reveal(hand) {
  if (reduced.matches) return;
  const tiles = [...hand.querySelectorAll(".tile")];
  tiles.forEach((t, i) =>
    running.push(
      t.animate([{ transform: "rotateY(90deg)", opacity: 0.4 }, { transform: "none", opacity: 1 }], {
        duration: 150,
        delay: Math.min(i * 7, 100),
        easing: EASE,
        fill: "backwards",
      }),
    ),
  );
}

document.addEventListener("rinshan-cues", (e) => {
  if (running.length) finishAll();
  const { cues, instant } = e.detail ?? {};
  if (instant || reduced.matches || typeof cues !== "string") return;
  const root = e.composedPath()[0];
  const scope = root instanceof Element ? root : document;
  const steps = cues.split(" ").map((w) => w.split("@"));
  // Before the change: where a called tile leaves from, which is gone after it.
  const before = [];
  for (const [kind, side] of steps) {
    if (kind === "discard" || kind === "tsumogiri") {
      before.push({ kind: "discard", side });
    } else if (kind === "chii" || kind === "pon" || kind === "kan") {
      const last = scope.querySelector(".discard.last");
      before.push({ kind: "call", side, from: last ? centre(last.getBoundingClientRect()) : null });
    } else if (kind === "stick" || kind === "hand-end" || kind === "match-end") {
      before.push({ kind, side });
    }
  }
  if (before.length === 0) return;
  const press = pressed;
  pressed = null;
  requestAnimationFrame(() => {
    // Every place is read first, then every movement started: one layout, as the frame
    // that follows needs anyway.
    const moves = [];
    for (const step of before) {
      if (step.kind === "discard") {
        const tile = scope.querySelector(`.quarter.${step.side} .discard.last`);
        const from = tile && handPoint(scope, step.side, press);
        if (from) moves.push([tile, offset(from, centre(tile.getBoundingClientRect()), step.side), 200]);
      } else if (step.kind === "call" && step.from) {
        const meld =
          step.side === "me"
            ? scope.querySelector(".my-melds .meld.fresh")
            : scope.querySelector(`.quarter.${step.side} .meld.fresh`);
        const called = meld?.querySelector(".laid.turned, .laid.stack");
        if (called) moves.push([called, offset(step.from, centre(called.getBoundingClientRect()), step.side), 220]);
      } else if (step.kind === "stick") {
        const stick = scope.querySelector(`.quarter.${step.side} .seat-info .stick`);
        if (stick)
          running.push(
            stick.animate(
              [
                { transform: "translateY(-0.8em) scale(1.25)", opacity: 0 },
                { transform: "none", opacity: 1 },
              ],
              { duration: 200, easing: EASE },
            ),
          );
      } else {
        whenResult(scope, reveal);
      }
    }
    for (const [el, o, duration] of moves) slideIn(el, o, duration);
  });
});
