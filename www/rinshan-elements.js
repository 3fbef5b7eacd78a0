// Rinshan's custom elements, <rinshan-table scenario="…"> and <rinshan-tiles tiles="…">
// (see the README): one shared wasm instance and stylesheet, one shadow root each.
import init, { mount_table, mount_tiles, styleFile } from "./rinshan.js";

const here = import.meta.url;

// A scenario played on against the computer (mode=play) is played by the game's own
// module, loaded the first time a widget asks (the embedding module leaves the game out).
let game;
globalThis.rinshanPlay = async (element, scenario) => {
  game ??= import(new URL("rinshan-game.js", here)).then(async (m) => {
    await m.default();
    return m;
  });
  return (await game).mount_play(element, scenario);
};
const ready = (async () => {
  await init();
  const css = await (await fetch(new URL(styleFile, here))).text();
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
})();

class RinshanElement extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: "open" });
    this.handle = null;
    this.token = 0;
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
  unmount() {
    if (this.handle) {
      this.handle.free();
      this.handle = null;
    }
    this.shadowRoot.replaceChildren();
  }
  async render() {
    const token = ++this.token;
    let sheet;
    try {
      sheet = await ready;
    } catch (e) {
      this.shadowRoot.textContent = `Rinshan could not load: ${e}`;
      return;
    }
    if (token !== this.token || !this.isConnected) return;
    this.unmount();
    this.shadowRoot.adoptedStyleSheets = [sheet];
    const box = document.createElement(this.boxTag);
    box.className = "rinshan-root";
    this.shadowRoot.append(box);
    try {
      this.handle = this.mountInto(box);
    } catch (e) {
      box.textContent = `Rinshan could not show this: ${e}`;
    }
  }
}

class RinshanTable extends RinshanElement {
  static observedAttributes = ["scenario"];
  get boxTag() { return "div"; }
  mountInto(box) { return mount_table(box, this.getAttribute("scenario") ?? ""); }
}

class RinshanTiles extends RinshanElement {
  static observedAttributes = ["tiles"];
  get boxTag() { return "span"; }
  mountInto(box) { return mount_tiles(box, this.getAttribute("tiles") ?? ""); }
}

if (!customElements.get("rinshan-table")) customElements.define("rinshan-table", RinshanTable);
if (!customElements.get("rinshan-tiles")) customElements.define("rinshan-tiles", RinshanTiles);
