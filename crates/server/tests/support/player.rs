//! A player that answers its frames as a person might, and comes back after a lost
//! connection.

use super::*;

/// A player who takes every win, sets every North aside it may (kita, three players
/// only), makes every kan, calls one pon or chii in three (by the discards on the table),
/// declares riichi when it can, and otherwise discards toward the lowest shanten: calls,
/// passes, kans, kita and riichi all happen. Its choice depends on the table only, as a
/// person's would.
pub fn choose(frame: &SeatFrame, legal: &[Action]) -> Action {
    let find = |f: fn(&Action) -> bool| legal.iter().find(|a| f(a)).cloned();
    let call = frame.seats.iter().map(|p| p.pond.len()).sum::<usize>() % 3 == 0;
    let me = frame.me().map_or(0, |s| s.index());
    let part = &frame.seats[me];
    let shanten_without = |t: &rinshan::rules::Tile| {
        let mut tiles: Vec<_> = part.hand.iter().chain(&part.drawn).copied().collect();
        if let Some(i) = tiles.iter().position(|x| x == t) {
            tiles.remove(i);
        }
        shape_shanten(&counts_of(tiles.iter().copied()), part.melds.len())
    };
    let best_discard = legal
        .iter()
        .filter_map(|a| match a {
            Action::Discard {
                tile,
                riichi: false,
            } => Some((shanten_without(tile), a)),
            _ => None,
        })
        .min_by_key(|(s, _)| *s)
        .map(|(_, a)| a.clone());
    find(|a| matches!(a, Action::Tsumo | Action::Ron))
        .or_else(|| find(|a| matches!(a, Action::Kita)))
        .or_else(|| {
            find(|a| {
                matches!(
                    a,
                    Action::Ankan { .. } | Action::Shouminkan { .. } | Action::Daiminkan
                )
            })
        })
        .or_else(|| {
            find(|a| matches!(a, Action::Pon { .. } | Action::Chii { .. })).filter(|_| call)
        })
        .or_else(|| find(|a| matches!(a, Action::Skip)))
        .or_else(|| find(|a| matches!(a, Action::Discard { riichi: true, .. })))
        .or(best_discard)
        .or_else(|| legal.first().cloned())
        .unwrap_or(Action::Skip)
}

/// What one player saw of a match.
#[derive(Default)]
pub struct Played {
    /// Every message received, as text, in order.
    pub texts: Vec<String>,
    /// The saved game at the end.
    pub save: Option<String>,
    /// How many times the player had to reconnect.
    pub reconnects: usize,
    /// The problems the server sent.
    pub problems: Vec<rinshan_protocol::Problem>,
}

/// Plays a seat to the end of the match: answers every frame with [`choose`], presses
/// "Next hand" after each result, and when the connection is lost reconnects (as the page
/// does, with its seat token) until `addrs` (tried in turn) answers again.
pub async fn play(addrs: Vec<String>, page: Page, token: String) -> Played {
    play_counted(addrs, page, token, Arc::default()).await
}

/// [`play`], adding every message received to `seen` (so that a test can act at a point
/// of the match rather than after a time: the rooms play as fast as the machine goes).
pub async fn play_counted(
    addrs: Vec<String>,
    mut page: Page,
    token: String,
    seen: Arc<AtomicUsize>,
) -> Played {
    let mut played = Played::default();
    let mut which = 0;
    loop {
        let Some(text) = next_text(&mut page).await else {
            // Lost: come back with the token, to whichever instance answers.
            played.reconnects += 1;
            page = reconnect(&addrs, &mut which, &token).await;
            continue;
        };
        seen.fetch_add(1, Ordering::Relaxed);
        played.texts.push(text.clone());
        let msg: ServerMsg = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
        match msg {
            ServerMsg::Frame { seq, frame, .. } => {
                if let Some(c) = &frame.choices {
                    let action = choose(&frame, &c.legal);
                    page.send(&ClientMsg::Act { seq, action }).await;
                } else if frame.result.is_some() && frame.standings.is_none() {
                    page.send(&ClientMsg::Next { seq }).await;
                }
            }
            ServerMsg::Ended { save } => {
                played.save = Some(save);
                return played;
            }
            ServerMsg::Refused { refusal, .. } => panic!("refused: {refusal:?}"),
            ServerMsg::Problem { problem } => {
                // A server going away says so before the connection closes (stopping to
                // restart, or putting the room away), and so does a seat taken over by
                // another page (this player then takes it back).
                assert!(
                    matches!(
                        problem,
                        rinshan_protocol::Problem::Unavailable
                            | rinshan_protocol::Problem::Restarting
                            | rinshan_protocol::Problem::Replaced
                    ),
                    "{text}"
                );
                played.problems.push(problem);
            }
            _ => {}
        }
    }
}

/// Waits until `seen` reaches `n` (at most a minute).
pub async fn wait_for(seen: &AtomicUsize, n: usize) {
    for _ in 0..6_000 {
        if seen.load(Ordering::Relaxed) >= n {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("{} messages, not {n}", seen.load(Ordering::Relaxed));
}

async fn next_text(page: &mut Page) -> Option<String> {
    loop {
        let next = tokio::time::timeout(PATIENCE * 3, page.ws.next())
            .await
            .ok()??;
        match next {
            Ok(Message::Text(t)) => return Some(t.to_string()),
            Ok(Message::Close(_)) | Err(_) => return None,
            Ok(_) => continue,
        }
    }
}

async fn reconnect(addrs: &[String], which: &mut usize, token: &str) -> Page {
    for _ in 0..400 {
        let addr = &addrs[*which % addrs.len()];
        if let Some(mut p) = Page::greeted(addr).await {
            p.send(&ClientMsg::Resume {
                token: token.to_string(),
            })
            .await;
            match p.recv().await {
                Some(ServerMsg::Welcome { .. }) => return p,
                Some(ServerMsg::Problem { .. }) | None => {}
                Some(other) => panic!("resumed with {other:?}"),
            }
        }
        *which += 1;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("could not come back to the seat");
}
