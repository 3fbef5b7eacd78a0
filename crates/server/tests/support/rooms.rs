//! Rooms the tests open: their settings, players seated and the match started.

use super::*;

/// Settings the tests' rooms use: East-only under Tenhou's rules, long thinking time (the
/// players answer at once; nobody should run out of time on a busy machine).
pub fn settings() -> RoomSettings {
    RoomSettings {
        move_secs: 60,
        bank_secs: 300,
        ..RoomSettings::default()
    }
}

/// [`settings`] for three players, under Tenhou's three-player rules.
pub fn sanma_settings() -> RoomSettings {
    RoomSettings {
        rules: "tenhou_sanma".into(),
        ..settings()
    }
}

/// Four pages in one room (the first opened it), the match started. Returns the pages
/// and their tokens, and the room's watch code.
pub async fn four_players(addr: &str) -> (Vec<(Page, String)>, String) {
    players_in_room(addr, settings(), &["Bo", "Cy", "Di"]).await
}

/// Three pages in one three-player room (the first opened it), the match started.
pub async fn three_players(addr: &str) -> (Vec<(Page, String)>, String) {
    players_in_room(addr, sanma_settings(), &["Bo", "Cy"]).await
}

/// Ann's room with `settings` and `others` seated after her, every page connected, the
/// match started (computer players in the seats left empty). Returns the pages and
/// their tokens, and the room's watch code.
pub async fn players_in_room(
    addr: &str,
    settings: RoomSettings,
    others: &[&str],
) -> (Vec<(Page, String)>, String) {
    let mut host = Page::greeted(addr)
        .await
        .unwrap_or_else(|| panic!("no server"));
    host.send(&ClientMsg::Create {
        name: "Ann".into(),
        settings,
    })
    .await;
    let ServerMsg::Welcome {
        token: Some(token),
        invite: Some(invite),
        watch,
        ..
    } = host.until(|m| matches!(m, ServerMsg::Welcome { .. })).await
    else {
        panic!("no welcome");
    };
    let mut pages = vec![(host, token)];
    for &name in others {
        let mut p = Page::greeted(addr)
            .await
            .unwrap_or_else(|| panic!("no server"));
        p.send(&ClientMsg::Join {
            invite: invite.clone(),
            name: name.into(),
        })
        .await;
        let ServerMsg::Welcome {
            token: Some(token), ..
        } = p.until(|m| matches!(m, ServerMsg::Welcome { .. })).await
        else {
            panic!("no welcome");
        };
        pages.push((p, token));
    }
    // Everyone is seated and connected; the host starts.
    let connected = |room: &rinshan_protocol::RoomInfo| {
        room.seats
            .iter()
            .filter(|s| {
                matches!(
                    s,
                    rinshan_protocol::SeatInfo::Person {
                        connected: true,
                        ..
                    }
                )
            })
            .count()
    };
    pages[0]
        .0
        .until(|m| matches!(m, ServerMsg::Room { room } if connected(room) == 1 + others.len()))
        .await;
    pages[0].0.send(&ClientMsg::Start).await;
    // The match has started (its start is in the store) before anyone plays: a test that
    // kills the server after some messages must not lose a start never acknowledged. The
    // room's message comes before the first frames, which stay for the players.
    pages[0]
        .0
        .until(|m| matches!(m, ServerMsg::Room { room } if room.started))
        .await;
    (pages, watch)
}

/// Two rooms of four players playing on `addr` (each page coming back to it when cut off),
/// and the count of messages their pages have received.
pub async fn two_rooms_playing(
    addr: &str,
) -> (Vec<tokio::task::JoinHandle<Played>>, Arc<AtomicUsize>) {
    let seen = Arc::new(AtomicUsize::new(0));
    // Both rooms are set up before anyone plays: a room playing while the other is set up
    // could finish its match before the test means to interrupt it.
    let mut pages = four_players(addr).await.0;
    pages.extend(four_players(addr).await.0);
    let players = pages
        .into_iter()
        .map(|(p, token)| {
            let counted = play_counted(vec![addr.to_string()], p, token, seen.clone());
            tokio::spawn(counted)
        })
        .collect();
    (players, seen)
}
