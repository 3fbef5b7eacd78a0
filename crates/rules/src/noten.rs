//! Noten payments (noten bappu) at an exhaustive draw, the same in Tenhou, Mahjong Soul and
//! the EMA rules: the players who are not tenpai pay 3,000 points in all, shared among
//! those who are; when all four or none are tenpai, nothing is paid.

/// The points each seat gains (or pays, below zero) at an exhaustive draw, by which seats
/// are tenpai.
pub fn noten_payments(tenpai: &[bool; 4]) -> [i32; 4] {
    let count = tenpai.iter().filter(|&&t| t).count() as i32;
    if !(1..4).contains(&count) {
        return [0; 4];
    }
    tenpai.map(|t| if t { 3000 / count } else { -3000 / (4 - count) })
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

    /// All tenpai or all noten: no payment.
    #[test]
    fn nothing_moves_when_all_or_none_are_tenpai() {
        assert_eq!(noten_payments(&[true; 4]), [0; 4]);
        assert_eq!(noten_payments(&[false; 4]), [0; 4]);
    }
}
