//! Playing with friends: what the server answers when it cannot do what a page asked
//! ([`Problem`], one variant per reason, with a stable code for programs), and the words
//! of the lobby and room screens.

use serde::{Deserialize, Serialize};

use super::lang::Lang;

/// Why the server refused a message. The page shows it in words ([`problem`]); programs
/// read its code (the variant's name in snake_case, e.g. `"no_such_room"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Problem {
    /// The message is not JSON, or not of any message's shape.
    Malformed,
    /// The message's `type` names no message of this protocol.
    UnknownMessage,
    /// The message is longer than the server reads.
    TooLarge,
    /// Too many messages in too short a time: the connection is closed.
    Flood,
    /// The page speaks an older version of the protocol: it must reload.
    Outdated,
    /// The first message must say which version the page speaks (`hello`).
    HelloFirst,
    /// The message needs a room, and this connection is in none.
    NotInRoom,
    /// This connection is already in a room.
    AlreadyInRoom,
    /// No room has this invite or watch code.
    NoSuchRoom,
    /// Every seat of the room is taken.
    RoomFull,
    /// The seat token is unknown (or its room has ended).
    BadToken,
    /// A player's name must have 1 to 24 characters, none of them invisible (control or
    /// format characters, line separators, private use).
    BadName,
    /// The room's settings are out of range (an unknown rule preset, a thinking time).
    BadSettings,
    /// Only the host may do that (change the settings, start the match).
    NotHost,
    /// The match has already started.
    AlreadyStarted,
    /// The match has not started yet.
    NotStarted,
    /// A watcher cannot play.
    Watching,
    /// The seat was taken over by the same player on another page.
    Replaced,
    /// The server is busy (its store cannot be written): try again shortly.
    Unavailable,
    /// The page's address (its network) holds as many connections as the server allows
    /// one address.
    TooManyConnections,
    /// The page's address has opened as many rooms in the last minute as the server allows.
    TooManyRooms,
    /// The server holds as many rooms as it is allowed to: no new room now.
    ServerFull,
    /// The room was closed because its match never started in the time the server keeps
    /// such rooms.
    Expired,
    /// The room's history cannot be read back into a room (a server fault, logged): its
    /// match cannot go on.
    BrokenRoom,
    /// The server is stopping to restart: the page reconnects by itself.
    Restarting,
}

impl Problem {
    /// Every problem, for tests and documentation.
    pub const ALL: [Problem; 25] = [
        Problem::Malformed,
        Problem::UnknownMessage,
        Problem::TooLarge,
        Problem::Flood,
        Problem::Outdated,
        Problem::HelloFirst,
        Problem::NotInRoom,
        Problem::AlreadyInRoom,
        Problem::NoSuchRoom,
        Problem::RoomFull,
        Problem::BadToken,
        Problem::BadName,
        Problem::BadSettings,
        Problem::NotHost,
        Problem::AlreadyStarted,
        Problem::NotStarted,
        Problem::Watching,
        Problem::Replaced,
        Problem::Unavailable,
        Problem::TooManyConnections,
        Problem::TooManyRooms,
        Problem::ServerFull,
        Problem::Expired,
        Problem::BrokenRoom,
        Problem::Restarting,
    ];

    /// The problem's code, as the protocol writes it (`"no_such_room"`).
    pub fn code(self) -> &'static str {
        use Problem::*;
        match self {
            Malformed => "malformed",
            UnknownMessage => "unknown_message",
            TooLarge => "too_large",
            Flood => "flood",
            Outdated => "outdated",
            HelloFirst => "hello_first",
            NotInRoom => "not_in_room",
            AlreadyInRoom => "already_in_room",
            NoSuchRoom => "no_such_room",
            RoomFull => "room_full",
            BadToken => "bad_token",
            BadName => "bad_name",
            BadSettings => "bad_settings",
            NotHost => "not_host",
            AlreadyStarted => "already_started",
            NotStarted => "not_started",
            Watching => "watching",
            Replaced => "replaced",
            Unavailable => "unavailable",
            TooManyConnections => "too_many_connections",
            TooManyRooms => "too_many_rooms",
            ServerFull => "server_full",
            Expired => "expired",
            BrokenRoom => "broken_room",
            Restarting => "restarting",
        }
    }
}

/// `p` in words.
pub fn problem(lang: Lang, p: Problem) -> &'static str {
    use Problem::*;
    match (lang, p) {
        (Lang::En, Malformed) => "the server could not read that message",
        (Lang::Ja, Malformed) => "サーバーがメッセージを読めませんでした",
        (Lang::En, UnknownMessage) => "the server does not know that message",
        (Lang::Ja, UnknownMessage) => "サーバーが知らない種類のメッセージです",
        (Lang::En, TooLarge) => "that message is too long for the server",
        (Lang::Ja, TooLarge) => "メッセージが長すぎます",
        (Lang::En, Flood) => "too many messages at once: the connection was closed",
        (Lang::Ja, Flood) => "メッセージが多すぎるため接続を切りました",
        (Lang::En, Outdated) => "this page is older than the server: reload it to play on",
        (Lang::Ja, Outdated) => "このページはサーバーより古い版です。再読み込みしてください",
        (Lang::En, HelloFirst) => "the page must greet the server first",
        (Lang::Ja, HelloFirst) => "最初にサーバーへ挨拶が必要です",
        (Lang::En, NotInRoom) => "you are not in a room",
        (Lang::Ja, NotInRoom) => "部屋に入っていません",
        (Lang::En, AlreadyInRoom) => "this page is already in a room",
        (Lang::Ja, AlreadyInRoom) => "このページはすでに部屋に入っています",
        (Lang::En, NoSuchRoom) => "there is no room at this link (it may have ended)",
        (Lang::Ja, NoSuchRoom) => "このリンクの部屋はありません（終了したのかもしれません）",
        (Lang::En, RoomFull) => "every seat of this room is taken",
        (Lang::Ja, RoomFull) => "この部屋は満席です",
        (Lang::En, BadToken) => "this page's seat is not known to the server",
        (Lang::Ja, BadToken) => "この席はサーバーに登録されていません",
        (Lang::En, BadName) => "a name needs 1 to 24 characters, all of them visible",
        (Lang::Ja, BadName) => "名前は目に見える文字で1〜24文字にしてください",
        (Lang::En, BadSettings) => "those room settings are not allowed",
        (Lang::Ja, BadSettings) => "その部屋の設定は使えません",
        (Lang::En, NotHost) => "only the host may do that",
        (Lang::Ja, NotHost) => "それができるのはホストだけです",
        (Lang::En, AlreadyStarted) => "the match has already started",
        (Lang::Ja, AlreadyStarted) => "対局はすでに始まっています",
        (Lang::En, NotStarted) => "the match has not started yet",
        (Lang::Ja, NotStarted) => "対局はまだ始まっていません",
        (Lang::En, Watching) => "you are watching: only players play",
        (Lang::Ja, Watching) => "観戦中です。打てるのは対局者だけです",
        (Lang::En, Replaced) => "this seat is now played on another page",
        (Lang::Ja, Replaced) => "この席は別のページで打たれています",
        (Lang::En, Unavailable) => "the server is busy: try again in a moment",
        (Lang::Ja, Unavailable) => "サーバーが混み合っています。少し待ってからやり直してください",
        (Lang::En, TooManyConnections) => {
            "too many pages of this game are open from your network: close one and try again"
        }
        (Lang::Ja, TooManyConnections) => {
            "あなたのネットワークから開かれているページが多すぎます。どれかを閉じてからやり直してください"
        }
        (Lang::En, TooManyRooms) => {
            "too many rooms were opened from your network in the last minute: wait a moment"
        }
        (Lang::Ja, TooManyRooms) => {
            "あなたのネットワークからこの1分間に開かれた部屋が多すぎます。少し待ってください"
        }
        (Lang::En, ServerFull) => "the server holds as many rooms as it can: try again later",
        (Lang::Ja, ServerFull) => "サーバーの部屋がいっぱいです。後でやり直してください",
        (Lang::En, Expired) => "this room was closed because its match never started",
        (Lang::Ja, Expired) => "対局が始まらなかったため、この部屋は閉じられました",
        (Lang::En, BrokenRoom) => {
            "this room cannot be read back on the server: its match cannot go on"
        }
        (Lang::Ja, BrokenRoom) => "サーバーでこの部屋を読み戻せないため、対局を続けられません",
        (Lang::En, Restarting) => {
            "the server is restarting: this page reconnects by itself in a moment"
        }
        (Lang::Ja, Restarting) => "サーバーが再起動中です。このページはまもなく自動で再接続します",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_problem_has_words_in_both_languages() {
        for p in Problem::ALL {
            for lang in Lang::ALL {
                assert!(!problem(lang, p).is_empty(), "{p:?} {lang:?}");
            }
            assert_ne!(problem(Lang::En, p), problem(Lang::Ja, p));
        }
    }

    #[test]
    fn each_code_is_the_one_serde_writes() {
        for p in Problem::ALL {
            let json = serde_json::to_string(&p).unwrap_or_default();
            assert_eq!(json, format!("\"{}\"", p.code()));
        }
    }
}
