//! Playing with friends: what the server answers when it cannot do what a page asked
//! ([`Problem`], one variant per reason, with a stable code for programs), and the words
//! of the lobby and room screens.

use super::lang::Lang;

pub use rinshan_frame::Problem;

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
        (Lang::En, NoNorthSeat) => {
            "a three-player room has no North seat: its player must leave first"
        }
        (Lang::Ja, NoNorthSeat) => "三人打ちの部屋に北家の席はありません。先に北家の人が席を離れてください",
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
        (Lang::En, Purged) => {
            "this room's match ended long ago, and the server no longer keeps it"
        }
        (Lang::Ja, Purged) => "この部屋の対局はだいぶ前に終わり、サーバーにはもう残っていません",
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
