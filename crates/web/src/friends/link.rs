//! The page's one connection to the server: a WebSocket at `ws` next to the page, opened
//! again with a growing pause (0.5 s doubling to 8 s, with a little jitter) whenever it is
//! lost, so that a page whose server restarted, or whose phone lost its network for a
//! moment, comes back by itself. It carries text only; what the messages mean is the
//! page's ([`super::app`]).

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What the link tells the page.
pub enum LinkEvent {
    /// The connection is open (again): the page greets the server.
    Open,
    /// A message.
    Text(String),
    /// The connection is lost; `ever` is false when it has never opened.
    Lost {
        /// It had opened at least once.
        ever: bool,
    },
}

struct Inner {
    url: String,
    socket: Option<web_sys::WebSocket>,
    on_event: Rc<dyn Fn(LinkEvent)>,
    opened_once: bool,
    pause_ms: f64,
    closed_for_good: bool,
    /// The handlers of the open socket (dropped with it).
    handlers: Vec<Box<dyn std::any::Any>>,
}

/// The connection, shared by the page.
#[derive(Clone)]
pub struct Link(Rc<RefCell<Inner>>);

/// The first pause before reconnecting, and the longest.
const FIRST_PAUSE_MS: f64 = 500.0;
const LONGEST_PAUSE_MS: f64 = 8000.0;

/// The WebSocket address next to this page (`ws:` for `http:`, `wss:` for `https:`).
pub fn server_url() -> Option<String> {
    let window = web_sys::window()?;
    let base = window.document()?.base_uri().ok()??;
    let url = web_sys::Url::new_with_base("ws", &base).ok()?;
    let secure = url.protocol() == "https:";
    url.set_protocol(if secure { "wss:" } else { "ws:" });
    Some(url.href())
}

impl Link {
    /// Opens a link to `url`, telling `on_event` what happens.
    pub fn open(url: String, on_event: impl Fn(LinkEvent) + 'static) -> Link {
        let link = Link(Rc::new(RefCell::new(Inner {
            url,
            socket: None,
            on_event: Rc::new(on_event),
            opened_once: false,
            pause_ms: FIRST_PAUSE_MS,
            closed_for_good: false,
            handlers: Vec::new(),
        })));
        link.connect();
        link
    }

    fn connect(&self) {
        let url = self.0.borrow().url.clone();
        let Ok(socket) = web_sys::WebSocket::new(&url) else {
            self.lost();
            return;
        };
        let me = self.clone();
        let on_open = Closure::<dyn FnMut()>::new(move || {
            let handler = {
                let mut inner = me.0.borrow_mut();
                inner.opened_once = true;
                inner.pause_ms = FIRST_PAUSE_MS;
                inner.on_event.clone()
            };
            handler(LinkEvent::Open);
        });
        let me = self.clone();
        let on_message =
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                if let Some(text) = e.data().as_string() {
                    let handler = me.0.borrow().on_event.clone();
                    handler(LinkEvent::Text(text));
                }
            });
        let me = self.clone();
        let on_close = Closure::<dyn FnMut()>::new(move || me.lost());
        socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        let mut inner = self.0.borrow_mut();
        inner.socket = Some(socket);
        inner.handlers = vec![Box::new(on_open), Box::new(on_message), Box::new(on_close)];
    }

    /// The socket closed: tell the page, and try again after a pause.
    fn lost(&self) {
        let (handler, ever, pause, done) = {
            let mut inner = self.0.borrow_mut();
            if let Some(s) = inner.socket.take() {
                s.set_onopen(None);
                s.set_onmessage(None);
                s.set_onclose(None);
            }
            let pause = inner.pause_ms * (0.8 + 0.4 * js_sys::Math::random());
            inner.pause_ms = (inner.pause_ms * 2.0).min(LONGEST_PAUSE_MS);
            (
                inner.on_event.clone(),
                inner.opened_once,
                pause,
                inner.closed_for_good,
            )
        };
        if done {
            return;
        }
        handler(LinkEvent::Lost { ever });
        let me = self.clone();
        let again = Closure::once_into_js(move || me.connect());
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(
                again.unchecked_ref(),
                pause as i32,
            );
        }
    }

    /// Sends `text`; false when the connection is not open (the page sends its state
    /// again once it reopens).
    pub fn send(&self, text: &str) -> bool {
        let inner = self.0.borrow();
        match &inner.socket {
            Some(s) if s.ready_state() == web_sys::WebSocket::OPEN => s.send_with_str(text).is_ok(),
            _ => false,
        }
    }

    /// Closes the link for good (the page is told to reload, or leaves).
    pub fn close(&self) {
        let socket = {
            let mut inner = self.0.borrow_mut();
            inner.closed_for_good = true;
            inner.socket.take()
        };
        if let Some(s) = socket {
            let _ = s.close();
        }
    }
}
