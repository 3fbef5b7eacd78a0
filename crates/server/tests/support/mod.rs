//! What the server's tests share: a real server process on a loopback port with a
//! throwaway store, pages that speak the protocol over a real WebSocket, a player that
//! answers its frames as a person might (and comes back after a lost connection), and the
//! check that no frame shows its page anything its seat may not see.

#![allow(dead_code)]

mod http;
pub mod leaks;
mod page;
mod player;
pub mod postgres;
mod records;
mod rooms;
mod server;
pub mod sim;
mod store;

// Each test binary uses some of these (the module is compiled into every one).
#[allow(unused_imports)]
pub use http::*;
#[allow(unused_imports)]
pub use page::*;
#[allow(unused_imports)]
pub use player::*;
#[allow(unused_imports)]
pub use records::*;
#[allow(unused_imports)]
pub use rooms::*;
#[allow(unused_imports)]
pub use server::*;
#[allow(unused_imports)]
pub use store::*;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use rinshan::engine::Action;
use rinshan::play::frame::SeatFrame;
use rinshan::rules::hand::counts_of;
use rinshan::rules::shanten::shape_shanten;
use rinshan_protocol::{ClientMsg, RoomSettings, ServerMsg, VERSION};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};
