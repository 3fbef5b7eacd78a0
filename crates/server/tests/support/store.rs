//! Entries and finished rooms written straight into a store.

use super::*;

/// The entry that ends room `room`'s match, its number `first`, at `at` (seconds since
/// 1970), as a store is given it.
pub fn ended(room: i64, first: u64, at: u64) -> rinshan_server::store::Commit {
    rinshan_server::store::Commit {
        room,
        first,
        entries: vec!["the end".into()],
        ended: Some(at),
        ..Default::default()
    }
}

/// A finished room written straight into a store, for the purge of finished rooms: its
/// invite, watch code and seat token (22 characters each, as the protocol's codes are).
pub struct Finished {
    pub invite: String,
    pub watch: String,
    pub token: String,
}

impl Finished {
    /// Room `room`'s codes (made from its number).
    pub fn of(room: i64) -> Finished {
        Finished {
            invite: format!("i{room:021}"),
            watch: format!("w{room:021}"),
            token: format!("t{room:021}"),
        }
    }

    /// Opens room `room` in `store` (one entry), then starts and ends its match (one
    /// more), `ended_days_ago`.
    pub async fn write(
        &self,
        store: &Arc<dyn rinshan_server::store::Store>,
        room: i64,
        ended_days_ago: u64,
    ) {
        use rinshan_server::store::{unix_now, Commit, Opened};
        let opened = Commit {
            room,
            first: 0,
            entries: vec!["opened".into()],
            opened: Some(Opened {
                invite: self.invite.clone(),
                watch: self.watch.clone(),
                at: 0,
            }),
            tokens: vec![(
                rinshan_server::codes::token_digest(&self.token),
                rinshan::rules::Seat::ALL[0],
            )],
            ..Commit::default()
        };
        let at = unix_now() - ended_days_ago * 24 * 60 * 60;
        let end = Commit {
            started: true,
            ..ended(room, 1, at)
        };
        for c in [opened, end] {
            store.commit(c).await.unwrap_or_else(|e| panic!("{e}"));
        }
    }
}
