//! Noten payments (noten bappu) at an exhaustive draw, the same in Tenhou, Mahjong Soul and
//! the EMA rules: the players who are not tenpai pay 3,000 points in all, shared among
//! those who are; when all four or none are tenpai, nothing is paid. In sanma the pool is
//! 2,000 (Tenhou and Mahjong Soul: one tenpai takes 1,000 from each of two, two take 1,000
//! each from the third).

/// The points each seat gains (or pays, below zero) at an exhaustive draw, by which seats
/// are tenpai.
pub fn noten_payments(tenpai: &[bool; 4]) -> [i32; 4] {
    noten_payments_at(tenpai, 4)
}

/// The noten payments at a table of `seats` players (the first `seats` entries count;
/// an empty North seat in sanma neither pays nor is paid).
pub fn noten_payments_at(tenpai: &[bool; 4], seats: usize) -> [i32; 4] {
    let seats = seats.clamp(2, 4);
    let count = tenpai[..seats].iter().filter(|&&t| t).count() as i32;
    let players = seats as i32;
    if !(1..players).contains(&count) {
        return [0; 4];
    }
    let pool = 1000 * (players - 1);
    let mut out = [0; 4];
    for (o, t) in out.iter_mut().zip(&tenpai[..seats]) {
        *o = if *t {
            pool / count
        } else {
            -pool / (players - count)
        };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// "Noten players pay a total of 3,000 points, split among the tenpai players":
    /// one tenpai takes 1,000 from each of three, two take 1,500 each, three take 1,000
    /// each from the fourth.
    #[test]
    fn noten_hands_pay_three_thousand_shared_by_the_tenpai_hands() {
        assert_eq!(
            noten_payments(&[true, false, false, false]),
            [3000, -1000, -1000, -1000]
        );
        assert_eq!(
            noten_payments(&[true, false, true, false]),
            [1500, -1500, 1500, -1500]
        );
        assert_eq!(
            noten_payments(&[false, true, true, true]),
            [-3000, 1000, 1000, 1000]
        );
    }

    /// Sanma: "No-ten penalty: 2000 points" (riichi.wiki, "Majsoul", 3P; the same at Tenhou).
    #[test]
    fn sanma_noten_hands_pay_two_thousand() {
        assert_eq!(
            noten_payments_at(&[true, false, false, false], 3),
            [2000, -1000, -1000, 0]
        );
        assert_eq!(
            noten_payments_at(&[true, false, true, false], 3),
            [1000, -2000, 1000, 0]
        );
        assert_eq!(noten_payments_at(&[true, true, true, false], 3), [0; 4]);
    }

    /// All tenpai or all noten: no payment.
    #[test]
    fn nothing_moves_when_all_or_none_are_tenpai() {
        assert_eq!(noten_payments(&[true; 4]), [0; 4]);
        assert_eq!(noten_payments(&[false; 4]), [0; 4]);
    }
}
