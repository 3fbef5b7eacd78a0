//! How the server closes a page's connection: WebSocket's close code and a reason that
//! says why (`docs/PROTOCOL.md`, "Closes"). The reason is the code of the problem the page
//! was just sent (`"flood"`), or a word of its own for a close that follows no problem
//! (`"left"`, `"behind"`, `"silent"`): a page that missed the problem (a connection reset
//! before it was read) still learns why from the close frame, and so does a person reading
//! the browser's network panel.
//!
//! The codes are RFC 6455's (IANA's WebSocket Close Code Number Registry) where one says
//! what happened, and otherwise in the range 4000–4999 the RFC leaves to applications,
//! as 4000 plus the HTTP status of the same meaning (426 Upgrade Required, 409 Conflict,
//! 410 Gone, 408 Request Timeout).

use crate::Problem;

/// A close frame's code and reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Close {
    /// WebSocket's close code.
    pub code: u16,
    /// Why, in one word (a problem's code, or [`Close::LEFT`]'s, [`Close::BEHIND`]'s,
    /// [`Close::SILENT`]'s): at most 123 bytes, as a close frame allows.
    pub reason: &'static str,
}

/// 1000 Normal Closure (RFC 6455, 7.4.1).
pub const NORMAL_CLOSURE: u16 = 1000;
/// 1008 Policy Violation (RFC 6455, 7.4.1).
pub const POLICY_VIOLATION: u16 = 1008;
/// 1009 Message Too Big (RFC 6455, 7.4.1).
pub const MESSAGE_TOO_BIG: u16 = 1009;
/// 1011 Internal Error (RFC 6455's registry, 11.7).
pub const INTERNAL_ERROR: u16 = 1011;
/// 1012 Service Restart (IANA's registry).
pub const SERVICE_RESTART: u16 = 1012;
/// 1013 Try Again Later (IANA's registry).
pub const TRY_AGAIN_LATER: u16 = 1013;

impl Close {
    /// The page gave its seat up (`leave`): 1000 Normal Closure.
    pub const LEFT: Close = Close {
        code: NORMAL_CLOSURE,
        reason: "left",
    };

    /// The page fell so far behind the messages it was sent that its queue was full (a
    /// connection too slow, or a page that stopped reading): 1013 Try Again Later. It
    /// reconnects and resumes, and is sent the table as it is.
    pub const BEHIND: Close = Close {
        code: TRY_AGAIN_LATER,
        reason: "behind",
    };

    /// The page was not heard from (not even a pong) for the time the server waits:
    /// 4408 (HTTP's 408 Request Timeout).
    pub const SILENT: Close = Close {
        code: 4408,
        reason: "silent",
    };

    /// The close that follows the problem `p`, for the problems after which the server
    /// closes the connection; `None` for the others (the page stays connected).
    pub fn after(p: Problem) -> Option<Close> {
        use Problem::*;
        let code = match p {
            // The server's policy refused the page: too many pages from its address, too
            // many messages.
            TooManyConnections | Flood => POLICY_VIOLATION,
            // A message past what the server reads at all.
            TooLarge => MESSAGE_TOO_BIG,
            // The page must reload to get a build the server speaks with.
            Outdated => 4426,
            // Another page took the seat over.
            Replaced => 4409,
            // The room closed because its match never started: it is gone.
            Expired => 4410,
            // The room cannot go on: a fault of the server's, logged.
            BrokenRoom => INTERNAL_ERROR,
            // The server is stopping to restart: the page comes back by itself.
            Restarting => SERVICE_RESTART,
            // The room was put away (its store failed) or is on another instance: the
            // page comes back by itself and finds it.
            Unavailable => TRY_AGAIN_LATER,
            Malformed | UnknownMessage | HelloFirst | NotInRoom | AlreadyInRoom | NoSuchRoom
            | RoomFull | NoNorthSeat | BadToken | BadName | BadSettings | NotHost
            | AlreadyStarted | NotStarted | Watching | TooManyRooms | ServerFull | Purged => {
                return None
            }
        };
        Some(Close {
            code,
            reason: p.code(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_close_has_a_code_a_server_may_send_and_a_reason_a_frame_holds() {
        let closes = Problem::ALL.iter().filter_map(|p| Close::after(*p)).chain([
            Close::LEFT,
            Close::BEHIND,
            Close::SILENT,
        ]);
        for c in closes {
            // 1000–1014 registered for use in a close frame (never 1005, 1006 or 1015,
            // which mean that none was sent), or 4000–4999 for applications.
            let registered = matches!(c.code, 1000..=1003 | 1007..=1014);
            assert!(registered || (4000..=4999).contains(&c.code), "{c:?}");
            assert!(!c.reason.is_empty() && c.reason.len() <= 123, "{c:?}");
        }
        assert_eq!(
            Close::after(Problem::Restarting),
            Some(Close {
                code: 1012,
                reason: "restarting"
            })
        );
        assert_eq!(Close::after(Problem::Malformed), None);
    }
}
