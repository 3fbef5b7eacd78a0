//! Kita (sanma) for every level: a North is set aside whenever the hand does not need it.
//! Setting it aside is a dora and a replacement draw, and the hand keeps its size; the
//! North is worth keeping only when it is part of the shape (a pair or set of North, or
//! kokushi musou), which shows as a higher shanten without it.

use rinshan_engine::{Action, SeatView};
use rinshan_rules::hand::counts_of;
use rinshan_rules::shanten::shape_shanten;
use rinshan_rules::TileKind;

use super::shape::best_shanten_after_discard;

/// [`Action::Kita`] when it is legal and the hand without the North (before the
/// replacement draw) is as near to winning as the best discard would leave it.
pub fn kita(view: &SeatView, legal: &[Action]) -> Option<Action> {
    if !legal.contains(&Action::Kita) {
        return None;
    }
    let counts = counts_of(view.hand.iter().copied());
    let melds = view.my_melds().len();
    let with_north = best_shanten_after_discard(&counts, melds);
    let mut without = counts;
    let north = TileKind::wind(3).index();
    without[north] = without[north].saturating_sub(1);
    (shape_shanten(&without, melds) <= with_north).then_some(Action::Kita)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_view::bare_view;
    use rinshan_rules::{parse_mpsz, Ruleset};

    fn view(hand: &str) -> SeatView {
        let mut v = bare_view();
        v.rules = Ruleset::tenhou_sanma();
        v.hand = parse_mpsz(hand).unwrap_or_default();
        v
    }

    /// A lone North goes; a North pair kept as the hand's pair stays; so does the North
    /// of a kokushi hand.
    #[test]
    fn a_lone_north_is_set_aside_and_a_needed_one_kept() {
        let legal = [Action::Kita, Action::Tsumo];
        assert_eq!(
            kita(&view("123p456p789s11s55p4z"), &legal),
            Some(Action::Kita)
        );
        assert_eq!(kita(&view("123p456p789s13s44z9p"), &legal), None);
        assert_eq!(kita(&view("19m19p19s1234567z5p"), &legal), None);
        assert_eq!(kita(&view("123p456p789s11s55p4z"), &[Action::Tsumo]), None);
    }
}
