// axe-core's check of a page against the WCAG 2.0 and 2.1 A and AA rules, shared by the
// browser tests that look at pages (axe.test.mjs: every page a player or a teacher opens;
// friends.test.mjs: the friends page, which needs the server).
import assert from 'node:assert/strict';
import axe from 'axe-core';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical violations of the WCAG A and AA rules in every frame of
 * `page`, as `rule (impact): target, target…` lines (a frame other than the page's is
 * named by its address). Each frame is checked on its own: axe's own messaging cannot
 * reach a sandboxed frame's opaque origin.
 */
export async function violations(page) {
  const found = [];
  for (const frame of page.frames()) {
    // Colours are judged at rest: the entrance animations (the narration's lines fade in)
    // finish first.
    await frame.evaluate(async () => {
      const roots = [document, ...[...document.querySelectorAll('*')].map((e) => e.shadowRoot).filter(Boolean)];
      const running = roots.flatMap((r) => r.getAnimations()).filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(running.map((a) => a.finished.catch(() => {})));
    });
    await frame.evaluate(axe.source);
    const result = await frame.evaluate(
      (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false }),
      WCAG,
    );
    const where = frame === page.mainFrame() ? '' : `[frame ${frame.url()}] `;
    for (const v of result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      found.push(`${where}${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.map((n) => n.target.flat().join(' >> ')).join(', ')}`);
    }
  }
  return found;
}

/** Fails with every violation on `page` (as it stands now, in `scheme`) in the message. */
export async function assertClean(page, what, scheme) {
  await page.emulateMedia({ colorScheme: scheme });
  const found = await violations(page);
  assert.deepEqual(found, [], `${what}: axe found\n${found.join('\n')}`);
}
