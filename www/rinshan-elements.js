// Rinshan's custom elements (see the README): one shared wasm instance, one shadow root
// each, so the page's styles and the widgets' do not mix.
// - <rinshan-table scenario="…" show="…" seats="…" size="compact|large">: a live table.
// - <rinshan-tiles tiles="…" block>: tiles in running text (inline, sized by the text's
//   font), or on a line of their own with `block`.
// Both speak the language of their `lang` attribute or the nearest one around them (the
// page's): Japanese for `ja`, English otherwise.
//
// They run on the widgets' module (rinshan-widgets.js), or on the JavaScript API's
// (rinshan.js, which has the widgets too) when the page loaded it first.
const {
  default: init, mount_table, tiles_markup, tile_css, styleFile, tableStyleFile, tilesStyleFile,
} = await import(globalThis.rinshanWidgets ?? "./rinshan-widgets.js");

const here = import.meta.url;

// A scenario played on against the computer (mode=play) is played by the record viewer's
// module (its mount_play), loaded the first time a widget asks: the embedding module
// leaves the game out. The game in the widget asks the same module for a match's story,
// as the game's page does (window.rinshanRecords).
let records;
const review = () =>
  (records ??= import(new URL("rinshan-review.js", here)).then(async (m) => {
    await m.default();
    return m;
  }));
globalThis.rinshanRecords ??= review;
globalThis.rinshanPlay = async (element, scenario, lang) => (await review()).mount_play(element, scenario, lang);

async function sheet(file) {
  const css = await (await fetch(new URL(file, here))).text();
  const s = new CSSStyleSheet();
  s.replaceSync(css);
  return s;
}

// The wasm and the stylesheets: tables adopt the game's sheet and their own, tiles theirs
// (no felt, no block box) and the tile artwork's, one sheet shared by every element (a
// table writes its own with the table).
const ready = (async () => {
  const [, game, table, tiles] = await Promise.all([init(), sheet(styleFile), sheet(tableStyleFile), sheet(tilesStyleFile)]);
  const art = new CSSStyleSheet();
  art.replaceSync(tile_css());
  return { table: [game, table], tiles: [tiles, art] };
})();

/** The language an element speaks: its own `lang`, or the nearest one around it. */
function langOf(el) {
  return el.closest("[lang]")?.getAttribute("lang") || document.documentElement.lang || "en";
}

class RinshanElement extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: "open" });
    this.handle = null;
    this.token = 0;
    this.lang_ = null;
  }
  connectedCallback() {
    this.render();
  }
  disconnectedCallback() {
    this.token += 1;
    this.unmount();
  }
  attributeChangedCallback() {
    if (this.isConnected) this.render();
  }
  /** Re-renders when the language around the element changed. */
  langChanged() {
    if (this.isConnected && langOf(this) !== this.lang_) this.render();
  }
  unmount() {
    if (this.handle) {
      this.handle.free();
      this.handle = null;
    }
    this.shadowRoot.replaceChildren();
  }
  async render() {
    const token = ++this.token;
    let sheets;
    try {
      sheets = await ready;
    } catch (e) {
      this.shadowRoot.textContent = `Rinshan could not load: ${e}`;
      return;
    }
    if (token !== this.token || !this.isConnected) return;
    this.unmount();
    this.lang_ = langOf(this);
    try {
      this.paint(sheets, this.lang_);
    } catch (e) {
      this.shadowRoot.textContent = `Rinshan could not show this: ${e}`;
    }
  }
}

class RinshanTable extends RinshanElement {
  static observedAttributes = ["scenario", "show", "seats", "lang"];
  paint(sheets, lang) {
    this.shadowRoot.adoptedStyleSheets = sheets.table;
    const box = document.createElement("div");
    box.className = "rinshan-root";
    this.shadowRoot.append(box);
    const attr = (name) => this.getAttribute(name) ?? "";
    this.handle = mount_table(box, attr("scenario"), lang, attr("show"), attr("seats"));
  }
}

class RinshanTiles extends RinshanElement {
  static observedAttributes = ["tiles", "lang"];
  paint(sheets, lang) {
    this.shadowRoot.adoptedStyleSheets = sheets.tiles;
    // Markup written by the wasm from the parsed tiles, every text in it escaped.
    this.shadowRoot.innerHTML = tiles_markup(this.getAttribute("tiles") ?? "", lang);
  }
}

if (!customElements.get("rinshan-table")) customElements.define("rinshan-table", RinshanTable);
if (!customElements.get("rinshan-tiles")) customElements.define("rinshan-tiles", RinshanTiles);

// A `lang` changed on the page (or around an element): the elements it concerns speak it.
new MutationObserver(() => {
  for (const el of document.querySelectorAll("rinshan-table, rinshan-tiles")) el.langChanged();
}).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ["lang"] });
