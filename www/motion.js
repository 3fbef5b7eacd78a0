// Rinshan's table in motion: a discard slides from the hand to its place in the pond, a
// called tile moves from the pond to its meld, the riichi stick is set down, a win's hand
// is turned face up. Loaded after the game is playable (game.js, friends.js).
//
// Motion from identity: the table's components know the elements that move, so nothing
// here looks for them in the page. Just before a change is shown the table hands over
// the element each movement leaves from (`leave`: its place is noted at once, while the
// page is as it was painted); when the element the movement arrives as is mounted (a
// keyed list mounts exactly that one) it is handed over too (`arrive`), and in the next
// animation frame every arrival is measured, then every movement started: one layout, as
// that frame needs anyway (crates/web/src/ui/motion.rs).
//
// Every movement is short (150-250 ms), runs on the compositor (transform and opacity
// only: no layout moves, nothing jumps), never delays an answer (the table has already
// changed: a movement only draws the way there), and is finished at once when the next
// change comes. None at all at the instant play speed (the table hands nothing over) or
// under prefers-reduced-motion.
const reduced = matchMedia("(prefers-reduced-motion: reduce)");
const EASE = "cubic-bezier(0.2, 0.7, 0.3, 1)";
/** How each side's quarter is turned (style.css: .quarter.right etc.), in degrees. */
const TURN = { me: 0, right: -90, opposite: 180, left: 90 };

let running = [];
/** Where each movement leaves from, by `kind@side`: a screen point. */
let leaving = new Map();
/** Arrivals waiting for the next frame. */
let arriving = [];

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
function slideIn(el, o, duration) {
  if (Math.abs(o.dx) + Math.abs(o.dy) < 2) return;
  running.push(
    el.animate([{ transform: `translate(${o.dx}px, ${o.dy}px)` }, { transform: "translate(0, 0)" }], {
      duration,
      easing: EASE,
    }),
  );
}

function setDown(stick) {
  running.push(
    stick.animate(
      [
        { transform: "translateY(-0.8em) scale(1.25)", opacity: 0 },
        { transform: "none", opacity: 1 },
      ],
      { duration: 200, easing: EASE },
    ),
  );
}

/** A win's hand in the result turned face up, tile by tile. */
function reveal(body) {
  const hand = body.querySelector(".win .open-hand") ?? body;
  [...hand.querySelectorAll(".tile")].forEach((t, i) =>
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

function finish() {
  for (const a of running) {
    try {
      a.finish();
    } catch {
      // An animation whose element left the page: nothing to finish.
    }
  }
  running = [];
  leaving = new Map();
  arriving = [];
}

function frame() {
  // Every place first, then every movement: one layout.
  const moves = arriving.map(({ kind, side, el }) => {
    const from = leaving.get(`${kind}@${side}`);
    return { kind, side, el, from, to: from && el.isConnected ? centre(el.getBoundingClientRect()) : null };
  });
  arriving = [];
  for (const m of moves) {
    if (!m.el.isConnected) continue;
    if (m.kind === "discard" && m.to) slideIn(m.el, offset(m.from, m.to, m.side), 200);
    else if (m.kind === "call" && m.to) slideIn(m.el, offset(m.from, m.to, m.side), 220);
    else if (m.kind === "stick") setDown(m.el);
    else if (m.kind === "win") reveal(m.el);
  }
}

window.rinshanMotion = {
  /** The table is about to change: the movements under way are finished. */
  finish,
  /** A movement of `kind` at `side` leaves from `el`, as it lies now. */
  leave(kind, side, el) {
    if (reduced.matches) return;
    leaving.set(`${kind}@${side}`, centre(el.getBoundingClientRect()));
  },
  /** The element a movement of `kind` at `side` arrives as has been mounted. */
  arrive(kind, side, el) {
    if (reduced.matches) return;
    if (arriving.length === 0) requestAnimationFrame(frame);
    arriving.push({ kind, side, el });
  },
};
