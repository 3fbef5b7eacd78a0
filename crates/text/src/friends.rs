//! The words of playing with friends: the lobby (opening a room, taking a seat), the room
//! (who sits where and is connected, the links, the host's settings and start), the
//! table's clock and connection, in English and Japanese. Only the friends page's module
//! carries them.

use super::lang::Lang;

/// A fixed piece of the friends page's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum FriendsMsg {
    Title,
    Intro,
    OpenRoom,
    YourName,
    MoveSeconds,
    BankSeconds,
    Invited,
    TakeSeat,
    Seats,
    Empty,
    Computer,
    Host,
    You,
    Connected,
    CutOff,
    Away,
    InviteLink,
    WatchLink,
    Copy,
    Copied,
    Start,
    WaitingForHost,
    Leave,
    Watching,
    NeedsServer,
    Connecting,
    Reconnecting,
    BackToGame,
    YourTime,
    NewRoom,
    RoomSettings,
    MatchPlaying,
    BackInRoom,
    Reload,
    UnreadableMessage,
}

/// The text of `msg` in `lang`.
pub fn friends_text(lang: Lang, msg: FriendsMsg) -> &'static str {
    use FriendsMsg::*;
    match lang {
        Lang::En => match msg {
            Title => "Play with friends",
            Intro => "Open a room and send your friends its invite link. Empty seats go to computer players; the host starts the match.",
            OpenRoom => "Open a room",
            YourName => "Your name",
            MoveSeconds => "Seconds a move",
            BankSeconds => "Time bank (seconds)",
            Invited => "You are invited to a room",
            TakeSeat => "Take a seat",
            Seats => "Seats",
            Empty => "empty: a computer player takes it",
            Computer => "computer",
            Host => "host",
            You => "you",
            Connected => "connected",
            CutOff => "cut off",
            Away => "away: a computer player plays for them",
            InviteLink => "Invite link",
            WatchLink => "Watch link (public information only)",
            Copy => "Copy",
            Copied => "The link is on the clipboard.",
            Start => "Start the match",
            WaitingForHost => "Waiting for the host to start the match.",
            Leave => "Leave the room",
            Watching => "Watching: public information only",
            NeedsServer => "Playing with friends needs the Rinshan server, and this page cannot reach one: it is served as plain files, or you are offline. Playing against the computer works without it.",
            Connecting => "Connecting to the server…",
            Reconnecting => "The connection was lost: reconnecting…",
            BackToGame => "Play against the computer",
            YourTime => "Your time",
            NewRoom => "Open another room",
            RoomSettings => "Room settings",
            MatchPlaying => "The match is on.",
            BackInRoom => "You are back in your seat.",
            Reload => "Reload the page",
            UnreadableMessage => "The server sent something this page cannot read, and it was left aside: if the table stops moving, reload the page.",
        },
        Lang::Ja => match msg {
            Title => "友達と対局",
            Intro => "部屋を作って招待リンクを友達に送りましょう。空いた席にはCPUが入り、ホストが対局を始めます。",
            OpenRoom => "部屋を作る",
            YourName => "あなたの名前",
            MoveSeconds => "1手の持ち時間（秒）",
            BankSeconds => "考慮時間（秒）",
            Invited => "部屋に招待されています",
            TakeSeat => "席に着く",
            Seats => "席",
            Empty => "空席：CPUが入ります",
            Computer => "CPU",
            Host => "ホスト",
            You => "あなた",
            Connected => "接続中",
            CutOff => "切断",
            Away => "離席：CPUが代わりに打っています",
            InviteLink => "招待リンク",
            WatchLink => "観戦リンク（公開情報のみ）",
            Copy => "コピー",
            Copied => "リンクをコピーしました。",
            Start => "対局開始",
            WaitingForHost => "ホストが対局を始めるのを待っています。",
            Leave => "部屋を出る",
            Watching => "観戦中：公開情報のみ",
            NeedsServer => "友達との対局にはRinshanサーバーが必要ですが、このページからは接続できません（ファイルとして配信されているか、オフラインです）。CPUとの対局はサーバーなしで遊べます。",
            Connecting => "サーバーに接続しています…",
            Reconnecting => "接続が切れました。再接続しています…",
            BackToGame => "CPUと対局",
            YourTime => "持ち時間",
            NewRoom => "新しい部屋を作る",
            RoomSettings => "部屋の設定",
            MatchPlaying => "対局中です。",
            BackInRoom => "席に戻りました。",
            Reload => "ページを再読み込み",
            UnreadableMessage => "サーバーから読み取れないメッセージが届いたため、無視しました。卓が進まなくなったらページを再読み込みしてください。",
        },
    }
}

/// "Ann (host)": a seat's player and what the room says of them, for the seats list.
pub fn seat_line(lang: Lang, name: &str, notes: &[FriendsMsg]) -> String {
    if notes.is_empty() {
        return name.to_string();
    }
    let words: Vec<&str> = notes.iter().map(|m| friends_text(lang, *m)).collect();
    match lang {
        Lang::En => format!("{name} ({})", words.join(", ")),
        Lang::Ja => format!("{name}（{}）", words.join("・")),
    }
}

/// "12 s + 20 s": the time left for this move and in the bank.
pub fn clock_words(lang: Lang, move_ms: u32, bank_ms: u32) -> String {
    let s = |ms: u32| ms.div_ceil(1000);
    match lang {
        Lang::En => format!("{} s + {} s", s(move_ms), s(bank_ms)),
        Lang::Ja => format!("{}秒＋{}秒", s(move_ms), s(bank_ms)),
    }
}

/// "2 watching".
pub fn watchers(lang: Lang, n: u32) -> String {
    match lang {
        Lang::En => format!("{n} watching"),
        Lang::Ja => format!("観戦{n}人"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_lines_and_clocks_read_as_people_write_them() {
        assert_eq!(
            seat_line(Lang::En, "Ann", &[FriendsMsg::Host, FriendsMsg::You]),
            "Ann (host, you)"
        );
        assert_eq!(
            seat_line(Lang::Ja, "Ann", &[FriendsMsg::CutOff]),
            "Ann（切断）"
        );
        assert_eq!(seat_line(Lang::En, "Bo", &[]), "Bo");
        assert_eq!(clock_words(Lang::En, 4001, 20_000), "5 s + 20 s");
        assert_eq!(clock_words(Lang::Ja, 0, 999), "0秒＋1秒");
        assert_eq!(watchers(Lang::En, 2), "2 watching");
    }
}
