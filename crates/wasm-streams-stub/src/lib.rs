//! Rinshan's stand-in for [wasm-streams](https://crates.io/crates/wasm-streams) 0.5.
//!
//! leptos 0.8 enables `server_fn`'s `browser` feature unconditionally, and that feature
//! depends on wasm-streams, whose `#[wasm_bindgen]` stream classes (and the futures they
//! spawn) are compiled into every page: about 9 kB of the game's wasm (3 kB brotli) and
//! their classes in the JavaScript glue, which no post-link step can remove. Rinshan
//! calls no server function, so nothing ever reaches the stream code. This crate gives
//! `server_fn` the calls it names (`ReadableStream::{from_raw, from_stream, into_raw,
//! into_stream}`) and none of the classes: a stream handed to it is dropped, and a
//! response body read through it is empty. Were a server function ever added, this
//! patch (the workspace's `[patch.crates-io]`) would have to go first.

use futures_util::stream::{self, Stream};
use wasm_bindgen::{JsCast, JsValue};

/// A JavaScript `ReadableStream`, as wasm-streams names it.
pub struct ReadableStream {
    raw: web_sys::ReadableStream,
}

impl ReadableStream {
    /// Wraps a JavaScript stream.
    pub fn from_raw(raw: web_sys::ReadableStream) -> Self {
        Self { raw }
    }

    /// A stream for a request body: here an empty JavaScript stream (the Rust stream is
    /// dropped; only server functions send one).
    pub fn from_stream<St>(stream: St) -> Self
    where
        St: Stream<Item = Result<JsValue, JsValue>> + 'static,
    {
        drop(stream);
        let raw = web_sys::ReadableStream::new()
            .unwrap_or_else(|_| JsValue::UNDEFINED.unchecked_into());
        Self { raw }
    }

    /// The JavaScript stream.
    pub fn into_raw(self) -> web_sys::ReadableStream {
        self.raw
    }

    /// The stream's chunks: none (only server functions read one).
    pub fn into_stream(self) -> impl Stream<Item = Result<JsValue, JsValue>> + Unpin + 'static {
        stream::empty()
    }
}
