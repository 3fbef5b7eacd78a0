// Whether the tiles are drawn where they are laid out, in any engine: the geometry of
// every tile's box (no two overlapping, the hand inside the window) read from the page,
// and each tile's picture, cut from a screenshot at its box, compared with the same
// tile's picture in Chromium. A face drawn shifted inside its box (the bug of issue 58: a
// tile's frame missing, a sliver of the next face showing) differs from the reference
// far more than anti-aliasing and font hinting do; the comparison also finds the shift
// that would match best, which must be none.
import { PNG } from 'pngjs';

/**
 * Every tile on screen, in document order: its accessible name, its face's class, its
 * box in CSS pixels (the box as drawn: a sideways tile's is turned), whether it sits in
 * the player's hand, whether it is sideways, and whether anything covers its centre.
 * Runs in the page (any engine).
 */
export function readTiles() {
  const out = [];
  const all = [...document.querySelectorAll('.tile')];
  all.forEach((el, index) => {
    const r = el.getBoundingClientRect();
    // Hidden from sight (a screen reader's copy) or not laid out.
    if (r.width < 4 || r.height < 4 || el.closest('.sr-only')) return;
    if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) {
      if (!el.closest('[data-testid="hand"]')) return;
    }
    const face = [...el.classList].find((c) => c.startsWith('tile-')) ?? '';
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    const hit = document.elementFromPoint(cx, cy);
    const covered = !(hit && (el === hit || el.contains(hit) || hit.contains(el)));
    // Tiles of an added kan lie one on another by design: the stack is their group.
    const stack = el.closest('.laid.stack');
    out.push({
      index,
      label: el.getAttribute('aria-label') ?? '',
      face,
      x: r.left,
      y: r.top,
      w: r.width,
      h: r.height,
      hand: !!el.closest('[data-testid="hand"]'),
      sideways: el.classList.contains('sideways'),
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
  const hand = tiles.filter((t) => t.hand);
  for (const t of hand) {
    if (t.x < -0.5 || t.x + t.w > width + 0.5) found.push(`hand tile ${t.index} (${t.label}) is outside the window: ${t.x.toFixed(1)} to ${(t.x + t.w).toFixed(1)} of ${width}`);
  }
  if (scrollWidth > width + 0.5) found.push(`the page is ${scrollWidth} px wide in a ${width} px window`);
  if (scrollX !== 0) found.push(`the page is scrolled sideways by ${scrollX} px`);
  return found;
}

/** The columns of a tile's picture: cells of about three pixels (4 to 12 across an
 * upright tile), enough to see a face moved by a sixth of a tile, few enough that
 * anti-aliasing and the half pixels where engines round edges apart even out. */
export function gridColumns(t) {
  const upright = Math.max(4, Math.min(12, Math.round(Math.min(t.w, t.h) / 3)));
  return t.w > t.h ? Math.round((upright * 4) / 3) : upright;
}

/** A tile's picture from `png` (a decoded screenshot, device pixels = CSS pixels) at its
 * box, averaged down to a small grid of RGB cells. */
export function tilePicture(png, t, cols = gridColumns(t)) {
  const rows = Math.round((cols * t.h) / t.w);
  const cells = new Float64Array(cols * rows * 3);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      // Area average of the cell's part of the box, with fractional edges weighted.
      const x0 = t.x + (c * t.w) / cols;
      const x1 = t.x + ((c + 1) * t.w) / cols;
      const y0 = t.y + (r * t.h) / rows;
      const y1 = t.y + ((r + 1) * t.h) / rows;
      let sum = [0, 0, 0];
      let area = 0;
      for (let y = Math.floor(y0); y < Math.ceil(y1); y++) {
        const wy = Math.min(y + 1, y1) - Math.max(y, y0);
        if (wy <= 0 || y < 0 || y >= png.height) continue;
        for (let x = Math.floor(x0); x < Math.ceil(x1); x++) {
          const wx = Math.min(x + 1, x1) - Math.max(x, x0);
          if (wx <= 0 || x < 0 || x >= png.width) continue;
          const at = (y * png.width + x) * 4;
          const wgt = wx * wy;
          sum = [sum[0] + png.data[at] * wgt, sum[1] + png.data[at + 1] * wgt, sum[2] + png.data[at + 2] * wgt];
          area += wgt;
        }
      }
      const k = (r * cols + c) * 3;
      for (let ch = 0; ch < 3; ch++) cells[k + ch] = area ? sum[ch] / area : 0;
    }
  }
  return { cols, rows, cells };
}

/** The mean difference (0-255 a channel) between two pictures of the same grid, with
 * `b` moved `shift` cells sideways (the cells it leaves uncovered are not counted). */
export function difference(a, b, shift = 0) {
  let sum = 0;
  let n = 0;
  for (let r = 0; r < a.rows; r++) {
    for (let c = 0; c < a.cols; c++) {
      const cb = c + shift;
      if (cb < 0 || cb >= b.cols) continue;
      for (let ch = 0; ch < 3; ch++) {
        sum += Math.abs(a.cells[(r * a.cols + c) * 3 + ch] - b.cells[(r * b.cols + cb) * 3 + ch]);
        n += 1;
      }
    }
  }
  return n ? sum / n : Infinity;
}

/** The mean difference of the outermost columns, the left and the right one, whichever
 * is larger: where a shifted face shows its neighbour's edge or the felt instead of its
 * own frame, while anti-aliasing spreads evenly over the picture. */
export function edgeDifference(a, b) {
  const column = (c) => {
    let sum = 0;
    for (let r = 0; r < a.rows; r++) {
      for (let ch = 0; ch < 3; ch++) sum += Math.abs(a.cells[(r * a.cols + c) * 3 + ch] - b.cells[(r * b.cols + c) * 3 + ch]);
    }
    return sum / (a.rows * 3);
  };
  return Math.max(column(0), column(a.cols - 1));
}

/** How far a mean difference may go: measured between the engines on the seeded tables
 * (anti-aliasing, hinting and half-pixel rounding: a median of 3 to 6, at most 19 on the
 * smallest tiles), while the faces of issue 58, shifted by up to a fifth of a tile,
 * differ by 20 to 120 (the checker's own test shifts one by a quarter). */
export const TOLERANCE = 20;
/** How much closer a picture must come moved sideways to count as drawn to the side (a
 * face-down tile looks much the same moved a cell: up to 5 closer by chance). */
export const SHIFT_GAIN = 6;

/**
 * Compares the tiles of a screenshot (`png`: a PNG buffer, `seen`: readTiles() of that
 * moment) with Chromium's (`refPng`, `refSeen`) of the same table: the same tiles in the
 * same order, each picture within TOLERANCE of Chromium's, and matching it best where it
 * is (not one cell or more to a side). Returns the problems, and each tile's figures.
 */
export function compareTiles(png, seen, refPng, refSeen, { tolerance = TOLERANCE } = {}) {
  const img = PNG.sync.read(png);
  const ref = PNG.sync.read(refPng);
  const problems = [];
  const figures = [];
  const byIndex = new Map(refSeen.tiles.map((t) => [t.index, t]));
  const mine = new Set(seen.tiles.map((t) => t.index));
  for (const t of seen.tiles) {
    const r = byIndex.get(t.index);
    if (!r) continue;
    if (r.label !== t.label || r.face !== t.face) {
      problems.push(`tile ${t.index}: ${t.label} here, ${r.label} in Chromium (not the same table)`);
      continue;
    }
    if (t.covered || r.covered) continue;
    const cols = gridColumns(r);
    const a = tilePicture(ref, r, cols);
    const b = tilePicture(img, t, cols);
    if (a.rows !== b.rows) {
      problems.push(`tile ${t.index} (${t.label}): ${t.w.toFixed(1)} x ${t.h.toFixed(1)} px here, ${r.w.toFixed(1)} x ${r.h.toFixed(1)} in Chromium`);
      continue;
    }
    const diff = difference(a, b);
    let best = 0;
    let bestDiff = diff;
    for (const s of [-3, -2, -1, 1, 2, 3]) {
      // At most a quarter of the picture's width: past that too few columns overlap.
      if (Math.abs(s) * 4 > a.cols) continue;
      const d = difference(a, b, s);
      if (d < bestDiff - 1) {
        best = s;
        bestDiff = d;
      }
    }
    const edge = edgeDifference(a, b);
    figures.push({ index: t.index, label: t.label, diff, edge, best, gain: diff - bestDiff });
    if (diff > tolerance) problems.push(`tile ${t.index} (${t.label}) differs from Chromium's by ${diff.toFixed(1)} (tolerance ${tolerance})`);
    // A face-down tile looks much the same moved a cell (WebKit's backs in an opponent's
    // hand match a cell over by 6 closer): its picture alone judges it, as it judged the
    // dead wall's backs drawn as slivers. A face must also match best where it is.
    else if (best !== 0 && t.face !== 'tile-back' && diff - bestDiff > SHIFT_GAIN) problems.push(`tile ${t.index} (${t.label}) matches Chromium's ${best} cell(s) to the side (${diff.toFixed(1)} where it is, ${bestDiff.toFixed(1)} there)`);
  }
  for (const r of refSeen.tiles) {
    if (!mine.has(r.index) && !r.covered && !r.hand) problems.push(`tile ${r.index} (${r.label}) is on screen in Chromium only`);
  }
  return { problems, figures };
}
