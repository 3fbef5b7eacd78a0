//! The secrets a room hands out: invite codes, watch codes and seat tokens, each 22
//! characters of base64url drawn from the operating system's random source (132 bits:
//! unguessable), and the digest under which a seat token is kept (the store never holds a
//! token itself, and the server never logs one).

use sha2::{Digest, Sha256};

use rinshan_protocol::CODE_LEN;

/// The 64 characters a code is written with.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// A fresh random code, or `None` when the system's random source fails.
pub fn fresh_code() -> Option<String> {
    let mut bytes = [0u8; CODE_LEN];
    getrandom::fill(&mut bytes).ok()?;
    // 256 is a multiple of 64: each character is uniform.
    Some(
        bytes
            .iter()
            .map(|b| char::from(ALPHABET[usize::from(b & 63)]))
            .collect(),
    )
}

/// A fresh random 63-bit room number or seed.
pub fn fresh_number() -> Option<u64> {
    getrandom::u64().ok()
}

/// The digest a seat token is kept and looked up under.
pub fn token_digest(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_have_the_protocol_form_and_differ() {
        let a = fresh_code().unwrap_or_default();
        let b = fresh_code().unwrap_or_default();
        assert!(rinshan_protocol::is_code(&a) && rinshan_protocol::is_code(&b));
        assert_ne!(a, b);
        assert_ne!(token_digest(&a), token_digest(&b));
        assert_eq!(token_digest(&a), token_digest(&a.clone()));
    }
}
