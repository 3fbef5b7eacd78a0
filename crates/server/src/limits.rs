//! What one address may take of the server, so that one script cannot fill it: pages
//! (WebSocket connections) held at once, and rooms opened a minute; and whose address a
//! page has, when the server stands behind a reverse proxy the operator trusts.
//!
//! An address is a player's network as the server sees it: an IPv4 address, or an IPv6
//! address's /64 prefix (one home or phone is given a whole /64, so counting its single
//! addresses would count nothing). Every limit is a flag of the server with a default a
//! household or a classroom behind one address never meets; 0 turns a limit off.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use axum::http::HeaderMap;
use rinshan_protocol::Problem;

/// The server's limits (each 0: no limit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Pages one address may hold connected at once (`--limit-pages-per-address`).
    pub pages_per_address: usize,
    /// Rooms one address may open in a minute (`--limit-rooms-per-address-minute`).
    pub rooms_per_address_minute: u32,
    /// Rooms live on this instance at once, in play or waiting to start
    /// (`--limit-open-rooms`): past it no new room is opened (a room already open always
    /// comes back to its players).
    pub open_rooms: usize,
    /// Seconds a room whose match has not started is kept (`--unstarted-room-secs`):
    /// then it is closed and purged from the store.
    pub unstarted_secs: u64,
    /// Days a room whose match has ended is kept (`--finished-room-days`): then its match
    /// is purged from the store (its links then say so: [`Problem::Purged`]).
    pub finished_days: u64,
    /// Reverse proxies whose `X-Forwarded-For` is believed (`--trust-proxy`): a page
    /// reaching the server through one of them has the address the proxy saw.
    pub trusted_proxies: Vec<IpAddr>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            pages_per_address: 64,
            rooms_per_address_minute: 20,
            open_rooms: 10_000,
            unstarted_secs: 2 * 60 * 60,
            finished_days: 30,
            trusted_proxies: Vec::new(),
        }
    }
}

/// An address as the limits count it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AddressKey(IpAddr);

impl AddressKey {
    /// The key of `ip`: itself for IPv4 (and IPv4 mapped into IPv6), its /64 for IPv6.
    pub fn of(ip: IpAddr) -> AddressKey {
        match ip {
            IpAddr::V4(v4) => AddressKey(IpAddr::V4(v4)),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => AddressKey(IpAddr::V4(v4)),
                None => {
                    let prefix = u128::from(v6) & !((1u128 << 64) - 1);
                    AddressKey(IpAddr::V6(Ipv6Addr::from(prefix)))
                }
            },
        }
    }
}

impl std::fmt::Display for AddressKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            IpAddr::V4(v4) => write!(f, "{v4}"),
            IpAddr::V6(v6) => write!(f, "{v6}/64"),
        }
    }
}

/// The address a page has: the peer's, or when the peer is a trusted proxy, the
/// right-most address in `X-Forwarded-For` that is not itself a trusted proxy (the one
/// the first trusted proxy saw; addresses further left are whatever the client claimed).
pub fn client_address(peer: SocketAddr, headers: &HeaderMap, trusted: &[IpAddr]) -> IpAddr {
    let peer = peer.ip();
    if !trusted.contains(&peer) {
        return peer;
    }
    let forwarded = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .collect::<Vec<_>>();
    for hop in forwarded.iter().rev() {
        match hop.parse::<IpAddr>() {
            Ok(ip) if trusted.contains(&ip) => continue,
            Ok(ip) => return ip,
            // Not an address: what lies left of it cannot be believed either.
            Err(_) => break,
        }
    }
    peer
}

/// What one address holds.
#[derive(Debug)]
struct Holding {
    /// Pages connected.
    pages: usize,
    /// Rooms it may still open now (refilled at the limit a minute).
    room_tokens: f64,
    /// When `room_tokens` was last refilled.
    refilled: Instant,
}

/// The per-address limits as they stand.
#[derive(Debug)]
pub struct Gate {
    limits: Limits,
    held: Mutex<HashMap<AddressKey, Holding>>,
}

/// A page's place under its address's limit: dropped when the page goes.
#[derive(Debug)]
pub struct Admission {
    gate: Arc<Gate>,
    key: AddressKey,
}

impl Admission {
    /// The address the page is counted under.
    pub fn address(&self) -> AddressKey {
        self.key
    }
}

impl Drop for Admission {
    fn drop(&mut self) {
        let mut held = self.gate.held();
        if let Some(h) = held.get_mut(&self.key) {
            h.pages = h.pages.saturating_sub(1);
        }
        let limit = self.gate.limits.rooms_per_address_minute;
        if held.get_mut(&self.key).is_some_and(|h| h.idle(limit)) {
            held.remove(&self.key);
        }
    }
}

impl Holding {
    fn new(limit: u32) -> Holding {
        Holding {
            pages: 0,
            room_tokens: f64::from(limit),
            refilled: Instant::now(),
        }
    }

    fn refill(&mut self, limit: u32) {
        let now = Instant::now();
        let per_sec = f64::from(limit) / 60.0;
        let grown = now.duration_since(self.refilled).as_secs_f64() * per_sec;
        self.room_tokens = (self.room_tokens + grown).min(f64::from(limit));
        self.refilled = now;
    }

    /// No page connected, and every room token back: nothing to remember.
    fn idle(&mut self, limit: u32) -> bool {
        self.refill(limit);
        self.pages == 0 && self.room_tokens >= f64::from(limit)
    }
}

impl Gate {
    /// The gate for `limits`.
    pub fn new(limits: Limits) -> Arc<Gate> {
        Arc::new(Gate {
            limits,
            held: Mutex::new(HashMap::new()),
        })
    }

    /// The limits.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    fn held(&self) -> MutexGuard<'_, HashMap<AddressKey, Holding>> {
        crate::hub::lock(&self.held, "the per-address limits")
    }

    /// Lets a page from `ip` connect, or says why not
    /// ([`Problem::TooManyConnections`]).
    pub fn admit(self: &Arc<Self>, ip: IpAddr) -> Result<Admission, Problem> {
        let key = AddressKey::of(ip);
        let limit = self.limits.pages_per_address;
        let rooms = self.limits.rooms_per_address_minute;
        let mut held = self.held();
        let h = held.entry(key).or_insert_with(|| Holding::new(rooms));
        if limit > 0 && h.pages >= limit {
            return Err(Problem::TooManyConnections);
        }
        h.pages += 1;
        Ok(Admission {
            gate: self.clone(),
            key,
        })
    }

    /// Counts a room opened by a page from `key`, or says why not
    /// ([`Problem::TooManyRooms`]).
    pub fn open_room(&self, key: AddressKey) -> Result<(), Problem> {
        let limit = self.limits.rooms_per_address_minute;
        if limit == 0 {
            return Ok(());
        }
        let mut held = self.held();
        let h = held.entry(key).or_insert_with(|| Holding::new(limit));
        h.refill(limit);
        if h.room_tokens < 1.0 {
            return Err(Problem::TooManyRooms);
        }
        h.room_tokens -= 1.0;
        Ok(())
    }

    /// Forgets the addresses that hold nothing any more; how many are still held.
    pub fn prune(&self) -> usize {
        let limit = self.limits.rooms_per_address_minute;
        let mut held = self.held();
        held.retain(|_, h| !h.idle(limit));
        held.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn ipv6_addresses_count_by_their_64_prefix_and_mapped_ipv4_as_ipv4() {
        assert_eq!(
            AddressKey::of(ip("2001:db8:1:2::1")),
            AddressKey::of(ip("2001:db8:1:2:ffff::9"))
        );
        assert_ne!(
            AddressKey::of(ip("2001:db8:1:2::1")),
            AddressKey::of(ip("2001:db8:1:3::1"))
        );
        assert_eq!(
            AddressKey::of(ip("::ffff:192.0.2.7")),
            AddressKey::of(ip("192.0.2.7"))
        );
        assert_eq!(
            AddressKey::of(ip("2001:db8:1:2::1")).to_string(),
            "2001:db8:1:2::/64"
        );
    }

    #[test]
    fn an_address_holds_its_limit_of_pages_and_gets_them_back() {
        let gate = Gate::new(Limits {
            pages_per_address: 2,
            ..Limits::default()
        });
        let a = gate.admit(ip("192.0.2.1"));
        let b = gate.admit(ip("192.0.2.1"));
        assert!(a.is_ok() && b.is_ok());
        assert_eq!(
            gate.admit(ip("192.0.2.1")).err(),
            Some(Problem::TooManyConnections)
        );
        // Another address is not counted with it.
        assert!(gate.admit(ip("192.0.2.2")).is_ok());
        drop(a);
        assert!(gate.admit(ip("192.0.2.1")).is_ok());
        drop(b);
        assert_eq!(gate.prune(), 0, "nothing is remembered of idle addresses");
    }

    #[test]
    fn an_address_opens_its_limit_of_rooms_a_minute() {
        let gate = Gate::new(Limits {
            rooms_per_address_minute: 3,
            ..Limits::default()
        });
        let key = AddressKey::of(ip("198.51.100.4"));
        for _ in 0..3 {
            assert_eq!(gate.open_room(key), Ok(()));
        }
        assert_eq!(gate.open_room(key), Err(Problem::TooManyRooms));
        assert_eq!(gate.open_room(AddressKey::of(ip("198.51.100.5"))), Ok(()));
        // It is remembered while its rooms are not back.
        assert_eq!(gate.prune(), 2);
        let off = Gate::new(Limits {
            rooms_per_address_minute: 0,
            pages_per_address: 0,
            ..Limits::default()
        });
        for _ in 0..1000 {
            assert_eq!(off.open_room(key), Ok(()));
        }
        let held: Vec<_> = (0..1000).map(|_| off.admit(ip("198.51.100.4"))).collect();
        assert!(held.iter().all(Result::is_ok), "0 is no limit");
    }

    #[test]
    fn a_forwarded_address_is_believed_only_from_a_trusted_proxy() {
        let mut headers = HeaderMap::new();
        headers.insert(
            "x-forwarded-for",
            "203.0.113.9, 198.51.100.1, 10.0.0.2"
                .parse()
                .unwrap_or_else(|e| panic!("{e}")),
        );
        let proxy: SocketAddr = "10.0.0.1:5555".parse().unwrap_or_else(|e| panic!("{e}"));
        // Not trusted: the peer itself.
        assert_eq!(client_address(proxy, &headers, &[]), ip("10.0.0.1"));
        // Trusted: the right-most hop that is not one of the trusted proxies.
        let trusted = [ip("10.0.0.1"), ip("10.0.0.2")];
        assert_eq!(
            client_address(proxy, &headers, &trusted),
            ip("198.51.100.1")
        );
        // A trusted proxy that sent no header: the peer.
        assert_eq!(
            client_address(proxy, &HeaderMap::new(), &trusted),
            ip("10.0.0.1")
        );
        // Garbage in the header is not believed.
        let mut junk = HeaderMap::new();
        junk.insert(
            "x-forwarded-for",
            "nonsense".parse().unwrap_or_else(|e| panic!("{e}")),
        );
        assert_eq!(client_address(proxy, &junk, &trusted), ip("10.0.0.1"));
    }
}
