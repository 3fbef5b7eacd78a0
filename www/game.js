// The game page's loader: loads the wasm (which mounts the game on this page) and puts the
// JavaScript API on window.wasmBindings for pages and tests that call into it.
import load, * as bindings from "./rinshan.js";

await load();
window.wasmBindings = bindings;
