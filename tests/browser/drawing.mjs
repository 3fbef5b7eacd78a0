// Whether the tiles are drawn where they are laid out, in any engine: the geometry of
// every tile's box (no two overlapping, the hand inside the window) read from the page,
// and each tile's picture, cut from a screenshot at its box, compared with the same
// tile's picture in Chromium. The bug of issue 58 was a face drawn shifted inside its
// box (a tile's frame missing, a sliver of the next face showing, a dead wall's back
// drawn as a thin bar): the comparison finds where the picture matches Chromium's best,
// to a fraction of a pixel, which must be where it is; and the picture there must look
// like Chromium's (anti-aliasing and font hinting apart).
import { PNG } from 'pngjs';

/**
 * Every tile on screen, in document order, open shadow roots included (a widget's tiles,
 * a <rinshan-tiles> element's): its accessible name, its face (its tile- class, or its
 * faces' classes for an inline tile), its box in CSS pixels (the box as drawn: a turned tile's is turned),
 * whether it sits in the player's hand and whether anything covers its centre. Only
 * tiles inside `scope` (a selector) when it is given. Runs in the page (any engine).
 */
export function readTiles(scope = null) {
  const out = [];
  const deep = (root) => [...root.querySelectorAll('.tile, .t')].concat(
    [...root.querySelectorAll('*')].filter((e) => e.shadowRoot).flatMap((e) => deep(e.shadowRoot)),
  );
  const tops = scope ? [...document.querySelectorAll(scope)] : [document];
  const all = tops.flatMap((top) => deep(top.shadowRoot ?? top));
  all.forEach((el, index) => {
    const r = el.getBoundingClientRect();
    // Hidden from sight (a screen reader's copy) or not laid out.
    if (r.width < 4 || r.height < 4 || el.closest('.sr-only')) return;
    const hand = !!el.closest('[data-testid="hand"]');
    if ((r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) && !hand) return;
    const inline = el.classList.contains('t');
    // Which way the face's strip runs on screen (a face cut from it can only be drawn
    // shifted along it): across for an upright tile, up or down for one turned a
    // quarter (sideways, or on a side seat; an inline tile's face turned in its box).
    // An inline tile's faces are its <i>s' classes (the tile stylesheet's strip too).
    const faceOf = (e) => [...e.classList].find((c) => c.startsWith('tile-')) ?? '';
    const turned = inline ? el.classList.contains('side') || el.classList.contains('stack') : el.offsetWidth < el.offsetHeight !== r.width < r.height;
    const axis = turned ? 'y' : 'x';
    const face = inline ? [...el.children].map(faceOf).join('+') : faceOf(el);
    const root = el.getRootNode();
    const hit = root.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    // Where a hand tile's button lies over its own picture (a transparent overlay, the
    // tile's sibling in its <li>, as the table's leptos components draw it), that does
    // not hide it.
    const own = hit && hit.classList.contains('tile-btn') && hit.parentElement === el.parentElement;
    const covered = !(hit && (el === hit || el.contains(hit) || hit.contains(el) || own));
    // Tiles of an added kan lie one on another by design: the stack is their group.
    const stack = el.closest('.laid.stack');
    out.push({
      index,
      label: el.getAttribute('aria-label') ?? face,
      face,
      x: r.left,
      y: r.top,
      w: r.width,
      h: r.height,
      axis,
      hand,
      covered,
      group: stack ? all.indexOf(stack.querySelector('.tile')) : index,
    });
  });
  return { tiles: out, width: innerWidth, height: innerHeight, scrollWidth: document.scrollingElement.scrollWidth, scrollX, scrollY };
}

/** What is wrong with the tiles' boxes: overlaps, a hand tile outside the window, a page
 * that scrolls sideways. Empty when all is well. */
export function geometryProblems({ tiles, width, scrollWidth, scrollX }) {
  const found = [];
  const eps = 0.75;
  for (let i = 0; i < tiles.length; i++) {
    for (let j = i + 1; j < tiles.length; j++) {
      const a = tiles[i];
      const b = tiles[j];
      if (a.group === b.group) continue;
      const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (ox > eps && oy > eps) found.push(`tiles ${a.index} (${a.label}) and ${b.index} (${b.label}) overlap by ${ox.toFixed(1)} x ${oy.toFixed(1)} px`);
    }
  }
  for (const t of tiles.filter((t) => t.hand)) {
    if (t.x < -0.5 || t.x + t.w > width + 0.5) found.push(`hand tile ${t.index} (${t.label}) is outside the window: ${t.x.toFixed(1)} to ${(t.x + t.w).toFixed(1)} of ${width}`);
  }
  if (scrollWidth > width + 0.5) found.push(`the page is ${scrollWidth} px wide in a ${width} px window`);
  if (scrollX !== 0) found.push(`the page is scrolled sideways by ${scrollX} px`);
  return found;
}

/**
 * A tile's picture from `png` (a decoded screenshot, device pixels = CSS pixels): its box
 * sampled at `cols` x `rows` points one pixel apart (the box's own size in Chromium),
 * each point read between the four pixels around it, as RGB, then softened (blur).
 */
export function tilePicture(png, t, cols, rows) {
  const cells = new Float32Array(cols * rows * 3);
  const read = (x, y, ch) => {
    const cx = Math.min(png.width - 1, Math.max(0, x));
    const cy = Math.min(png.height - 1, Math.max(0, y));
    return png.data[(cy * png.width + cx) * 4 + ch];
  };
  for (let r = 0; r < rows; r++) {
    const y = t.y + ((r + 0.5) * t.h) / rows - 0.5;
    const y0 = Math.floor(y);
    const fy = y - y0;
    for (let c = 0; c < cols; c++) {
      const x = t.x + ((c + 0.5) * t.w) / cols - 0.5;
      const x0 = Math.floor(x);
      const fx = x - x0;
      for (let ch = 0; ch < 3; ch++) {
        const top = read(x0, y0, ch) * (1 - fx) + read(x0 + 1, y0, ch) * fx;
        const bottom = read(x0, y0 + 1, ch) * (1 - fx) + read(x0 + 1, y0 + 1, ch) * fx;
        cells[(r * cols + c) * 3 + ch] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  return blur({ cols, rows, cells });
}

/** A picture softened by a binomial filter (1 4 6 4 1, about a pixel's spread) each way:
 * a thin stroke drawn across two rows of pixels in one engine and on one in another
 * (Chromium places a face to a fraction of a pixel, Firefox and WebKit snap it) then
 * looks the same, while a face moved by pixels still shows where it is. */
export function blur({ cols, rows, cells }) {
  const K = [1 / 16, 4 / 16, 6 / 16, 4 / 16, 1 / 16];
  const pass = (src, along) => {
    const out = new Float32Array(src.length);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        for (let ch = 0; ch < 3; ch++) {
          let sum = 0;
          for (let k = -2; k <= 2; k++) {
            const rr = along ? r : Math.min(rows - 1, Math.max(0, r + k));
            const cc = along ? Math.min(cols - 1, Math.max(0, c + k)) : c;
            sum += K[k + 2] * src[(rr * cols + cc) * 3 + ch];
          }
          out[(r * cols + c) * 3 + ch] = sum;
        }
      }
    }
    return out;
  };
  return { cols, rows, cells: pass(pass(cells, true), false) };
}

/** The mean difference (0-255 a channel) between picture `a` and picture `b` moved by
 * (dx, dy) pixels: `b` at (c + dx, r + dy) against `a` at (c, r), over the part both
 * cover. */
export function difference(a, b, dx = 0, dy = 0) {
  let sum = 0;
  let n = 0;
  for (let r = Math.max(0, -dy); r < Math.min(a.rows, b.rows - dy); r++) {
    for (let c = Math.max(0, -dx); c < Math.min(a.cols, b.cols - dx); c++) {
      const i = (r * a.cols + c) * 3;
      const j = ((r + dy) * b.cols + c + dx) * 3;
      sum += Math.abs(a.cells[i] - b.cells[j]) + Math.abs(a.cells[i + 1] - b.cells[j + 1]) + Math.abs(a.cells[i + 2] - b.cells[j + 2]);
      n += 3;
    }
  }
  return n ? sum / n : Infinity;
}

/**
 * Where picture `b` matches `a` best, moved along `axis` ('x', 'y' or 'both') at most a
 * quarter of the picture either way, and a pixel either way across it: `along`, the
 * move along the axis (or the whole move's length for 'both') in pixels to a tenth (the
 * whole pixel's neighbours fitted by a parabola), and `diff`, the difference there; and
 * `near`, the least difference with `b` where it is or a pixel to any side (engines
 * place a face up to a pixel apart).
 */
export function bestShift(a, b, axis = 'both') {
  const mx = axis === 'y' ? 1 : Math.max(1, Math.floor(a.cols / 4));
  const my = axis === 'x' ? 1 : Math.max(1, Math.floor(a.rows / 4));
  const at = new Map();
  const cost = (dx, dy) => {
    const key = `${dx},${dy}`;
    if (!at.has(key)) at.set(key, difference(a, b, dx, dy));
    return at.get(key);
  };
  let best = { dx: 0, dy: 0, d: cost(0, 0) };
  for (let dy = -my; dy <= my; dy++) {
    for (let dx = -mx; dx <= mx; dx++) {
      const d = cost(dx, dy);
      if (d < best.d) best = { dx, dy, d };
    }
  }
  const refine = (lo, mid, hi) => {
    const curve = lo + hi - 2 * mid;
    return curve > 0 ? Math.max(-0.5, Math.min(0.5, (lo - hi) / (2 * curve))) : 0;
  };
  const dx = best.dx + (Math.abs(best.dx) < mx ? refine(cost(best.dx - 1, best.dy), best.d, cost(best.dx + 1, best.dy)) : 0);
  const dy = best.dy + (Math.abs(best.dy) < my ? refine(cost(best.dx, best.dy - 1), best.d, cost(best.dx, best.dy + 1)) : 0);
  let near = Infinity;
  for (let y = -1; y <= 1; y++) for (let x = -1; x <= 1; x++) near = Math.min(near, cost(x, y));
  const along = axis === 'x' ? dx : axis === 'y' ? dy : Math.hypot(dx, dy);
  return { along, dx, dy, diff: best.d, near };
}

/** How far along its strip a picture may match Chromium's best, in pixels, and still be
 * where it lies: engines place a face up to a pixel apart (Firefox and WebKit snap a
 * background to whole pixels, Chromium does not) and anti-aliasing moves its edges a
 * little further on the smallest tiles. A face moved by a sixth of a tile (issue 58's
 * moved by up to a fifth) is 3 to 3.6 px off on the dead wall's 21-px tiles at 1280x800
 * and 3.9 px on a 23-px pond tile at 390x844. On the dead wall's 13-px tiles at 390x844 a
 * sixth is 2.1 px, no more than anti-aliasing moves a face there: it is not found (the
 * old strip's error is, which moved them further). */
export const SHIFT_LIMIT = 1.5;
/** And how much better it must match there: its difference at most SHIFT_RATIO of the
 * difference where it lies. Measured over every tile of this suite's moments: a face
 * moved by a sixth of a tile (21 px or more) comes to 0.27 of it or less, the mismatch
 * having been the move; of the faces drawn right that matched best 1.5 px or more off,
 * one (a 12-px tile at 390x844, its strokes rasterised apart) kept 0.56 of it, the rest
 * 0.8 or more. */
export const SHIFT_RATIO = 0.4;
/** How much a picture may differ from Chromium's where it lies, at best a pixel to any
 * side (0-255 a channel, the mean over the tile, after the softening): anti-aliasing,
 * font hinting and half pixels. Measured over every tile of this suite's moments: a
 * median of 2 to 7, at most 16 (a 12-px tile). A face drawn blank, a frame lost or a
 * back drawn as a sliver differ by 20 to 120; one face for another may differ by less
 * (3 and 5 man by 7): which face a tile shows is checked by its name. */
export const TOLERANCE = 20;

/**
 * Compares the tiles of a screenshot (`png`: a PNG buffer, `seen`: readTiles() of that
 * moment) with Chromium's (`refPng`, `refSeen`) of the same table: the same tiles in the
 * same order, of the same size, each matching Chromium's picture best where it is (not
 * SHIFT_LIMIT px or more along its strip, SHIFT_RATIO closer) and within TOLERANCE of it
 * there. Returns the problems, and each tile's figures.
 */
export function compareTiles(png, seen, refPng, refSeen) {
  const img = PNG.sync.read(png);
  const ref = PNG.sync.read(refPng);
  const problems = [];
  const figures = [];
  const byIndex = new Map(refSeen.tiles.map((t) => [t.index, t]));
  const mine = new Set(seen.tiles.map((t) => t.index));
  const onScreen = (t, p) => t.x >= 0 && t.y >= 0 && t.x + t.w <= p.width && t.y + t.h <= p.height;
  for (const t of seen.tiles) {
    const r = byIndex.get(t.index);
    if (!r) continue;
    if (r.label !== t.label || r.face !== t.face) {
      problems.push(`tile ${t.index}: ${t.label} here, ${r.label} in Chromium (not the same table)`);
      continue;
    }
    if (t.covered || r.covered || !onScreen(t, img) || !onScreen(r, ref)) continue;
    if (Math.abs(t.w - r.w) > 1.5 || Math.abs(t.h - r.h) > 1.5) {
      problems.push(`tile ${t.index} (${t.label}): ${t.w.toFixed(1)} x ${t.h.toFixed(1)} px here, ${r.w.toFixed(1)} x ${r.h.toFixed(1)} in Chromium`);
      continue;
    }
    const cols = Math.round(r.w);
    const rows = Math.round(r.h);
    const a = tilePicture(ref, r, cols, rows);
    const b = tilePicture(img, t, cols, rows);
    const { along, dx, dy, diff, near } = bestShift(a, b, r.axis);
    figures.push({ index: t.index, label: t.label, face: t.face, axis: r.axis, w: r.w, h: r.h, near, along, dx, dy, gain: near - diff });
    if (Math.abs(along) >= SHIFT_LIMIT && diff <= SHIFT_RATIO * near) {
      problems.push(`tile ${t.index} (${t.label}) is drawn ${dx.toFixed(1)}, ${dy.toFixed(1)} px from where Chromium draws it (it differs by ${near.toFixed(1)} where it is, ${diff.toFixed(1)} there)`);
    } else if (near > TOLERANCE) {
      problems.push(`tile ${t.index} (${t.label}) differs from Chromium's by ${near.toFixed(1)} (tolerance ${TOLERANCE})`);
    }
  }
  for (const r of refSeen.tiles) {
    if (!mine.has(r.index) && !r.covered && !r.hand) problems.push(`tile ${r.index} (${r.label}) is on screen in Chromium only`);
  }
  return { problems, figures };
}
